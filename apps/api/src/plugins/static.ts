import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageStatus } from '../modules/sitemap/index.js';
import { cacheAnswer, etagOf } from './http-cache.js';
import { DEFAULT_SHOP_TIME_ZONE, myMachinesOnIn } from '@northbend/shared';
import { pageEncoding } from './page-encodings.js';
import { withShopTimeZone } from './shop-time-zone-meta.js';
import { clearedPageCookie, pageCookieToken } from '../lib/page-cookie.js';
import {
  RenderFailed,
  type PageViewer,
  type PersonalPage,
  type RenderedPage,
  type StorefrontPage,
  type StorefrontPages,
} from './storefront-renderer.js';

/** The path and the query (with its '?', or empty) of a request URL. */
function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/**
 * The back office is a Vite build of its own inside the web build (apps/web/vite.config.ts): its
 * pages and assets are in this folder, the assets served under /back-office/assets/.
 */
const BACK_OFFICE_DIR = 'back-office';

/** What the web build holds for the server only: the renderer's bundle, the manifests, the back office's pages as files. */
const SERVER_ONLY = new RegExp(`^/(ssr/|\\.vite/|${BACK_OFFICE_DIR}/(\\.vite/|[^/]*\\.html$))`);

/**
 * The back office's page for a path, or null: admin.html answers /admin and every path under it
 * (/admin/orders/NB-100001…, decision 011); the content editor frames admin-preview.html. Their
 * addresses stay where the security headers expect them (plugins/security-headers.ts).
 */
function backOfficePage(path: string): string | null {
  if (path === '/admin' || path === '/admin.html' || path.startsWith('/admin/')) return 'admin.html';
  if (path === '/admin-preview.html') return 'admin-preview.html';
  return null;
}

/**
 * Serves images under /images/ and the built storefront at /; any other GET outside /api falls
 * back to index.html (the back office's admin.html under /admin) so the storefront's or the back
 * office's router can answer deep links.
 */
export async function registerStatic(
  app: FastifyInstance,
  opts: {
    imagesDir: string;
    webDistDir: string;
    pageStatus?: (path: string) => Promise<PageStatus>;
    /**
     * The storefront's pages rendered on the server with their status, kept a few seconds (decision
     * 019); without them the status is asked here and index.html is sent.
     */
    pages?: StorefrontPages['page'];
    /** SHOP_TIMEZONE, named in every page sent for the scripts' dates (decision 030); America/Detroit unset. */
    shopTimeZone?: string;
    /**
     * A logged-in customer's pages (nb_page cookie, decision 035 point 5): drawn for them, outside
     * the kept pages. Without it the cookie is ignored and every page is a visitor's.
     */
    personal?: {
      /**
       * The customer a token names, checked as the viewer checks a bearer token; null when it does
       * not pass. The device's own choices (its cookies) are the page route's to add.
       */
      viewerOf(token: string): Promise<Omit<PageViewer, 'myMachinesOn'> | null>;
      page: NonNullable<StorefrontPages['personalPage']>;
      /** Whether the cookie is Secure (PUBLIC_URL https://), to clear it with the same attributes. */
      secure: boolean;
    };
  },
): Promise<void> {
  mkdirSync(opts.imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    maxAge: '7d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });

  const hasWeb = existsSync(join(opts.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      // '/' is the store home, rendered on the server like any storefront page (below).
      index: false,
      // The server renderer's bundle and the build manifests are the server's to read, not to send;
      // the back office's pages are sent only at their own addresses (below), with their headers.
      allowedPath: (path) => !SERVER_ONLY.test(path),
      // robots.txt is the sitemap module's (it names PUBLIC_URL's sitemap); a build from before it had a copy.
      globIgnore: ['robots.txt'],
      // The build writes .br and .gz copies of text assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Our own Cache-Control below; the plugin's would overwrite it.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite names assets by content hash, so they never change; index.html must always be fresh.
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Read once: the 500 page is written from index.html when a render fails.
  const zone = opts.shopTimeZone ?? DEFAULT_SHOP_TIME_ZONE;
  const serverError = hasWeb ? errorPage(withShopTimeZone(readFileSync(join(opts.webDistDir, 'index.html'), 'utf8'), zone)) : '';
  // The shell and the back office's pages, each read once and sent with the shop's time zone in it
  // (decision 030), revalidated by their ETag as the files were.
  const documents = new Map<string, { html: string; etag: string } | null>();
  const documentOf = (file: string) => {
    if (!documents.has(file)) {
      const path = join(opts.webDistDir, file);
      const html = existsSync(path) ? withShopTimeZone(readFileSync(path, 'utf8'), zone) : null;
      documents.set(file, html === null ? null : { html, etag: etagOf(html) });
    }
    return documents.get(file) ?? null;
  };
  const sendDocument = (req: FastifyRequest, reply: FastifyReply, status: number, file: string, dir?: string) => {
    const doc = documentOf(dir ? `${dir}/${file}` : file);
    reply.code(status).header('Cache-Control', 'no-cache');
    if (doc === null) return reply.sendFile(file, dir ? join(opts.webDistDir, dir) : opts.webDistDir);
    reply.header('ETag', doc.etag);
    if (status === 200 && req.headers['if-none-match'] === doc.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(doc.html);
  };

  const serverErrorPage = (reply: FastifyReply) =>
    reply.code(500).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(serverError);
  /**
   * A customer's own page: no shared cache may keep it, and a cache that keys on the URL only must
   * not answer another person with it (Vary: Cookie). No ETag: it is never revalidated.
   */
  const sendPersonalPage = (reply: FastifyReply, page: Extract<PersonalPage, { html: string | null }>) => {
    reply.code(page.status).header('Cache-Control', 'private, no-store').header('Vary', 'Cookie, accept-encoding');
    if (page.html === null) {
      const doc = documentOf('index.html');
      if (doc === null) return reply.sendFile('index.html', opts.webDistDir);
      return reply.type('text/html; charset=utf-8').send(doc.html);
    }
    return reply.type('text/html; charset=utf-8').send(page.html);
  };

  // The storefront's and the back office's pages: a route (not the not-found handler), so
  // compression and HTTP caching apply to them as to any answer.
  if (hasWeb) {
    app.get('/*', async (req, reply) => {
      const [path, query] = splitUrl(req.url);
      // /demo-pay/… exists only with the demo provider (app.ts); without it a link must not look alive.
      if (/^\/(api|images|demo-pay)\//.test(path)) return reply.callNotFound();
      const backOffice = backOfficePage(path);
      if (backOffice) return sendDocument(req, reply, 200, backOffice, BACK_OFFICE_DIR);
      // The storefront's page, with the status of what the address names: crawlers and link
      // checkers see a missing product or an unknown path as 404, a renamed product as moved.
      if (opts.pages) {
        // The page cookie is read here and nowhere else (never by /api: no CSRF), for GET pages only.
        const token = opts.personal && req.method === 'GET' ? pageCookieToken(req.headers.cookie) : null;
        if (token && opts.personal) {
          const found = await opts.personal.viewerOf(token);
          if (found) {
            const viewer = { ...found, myMachinesOn: myMachinesOnIn(req.headers.cookie) };
            const personal = opts.personal.page;
            const page = await pageOrServerError(() => personal(req.url, viewer, token), req.url, reply);
            if (page === SERVER_ERROR) return serverErrorPage(reply);
            if (page.status === 301) return reply.header('Cache-Control', 'private, no-store').redirect(page.location, 301);
            if (page.personal) return sendPersonalPage(reply, page);
            // The entry drew a visitor's page anyway (a screen still drawn in the browser): the
            // visitor's kept page is sent, never this draw, whose loaders ran as the customer.
          } else {
            // Expired, forged, or its session ended: a visitor's page, and the cookie goes.
            reply.header('Set-Cookie', clearedPageCookie(opts.personal.secure));
          }
        }
        const page = await pageOrServerError(opts.pages, req.url, reply);
        if (page === SERVER_ERROR) return serverErrorPage(reply);
        if (page.status === 301) return reply.redirect(page.location, 301);
        if (page.html !== null) return sendPage(req, reply, page);
        return sendDocument(req, reply, page.status, 'index.html');
      }
      const page = opts.pageStatus ? await opts.pageStatus(path) : { status: 200 as const };
      if (page.status === 301) return reply.redirect(page.location + query, 301);
      return sendDocument(req, reply, page.status, 'index.html');
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const [path] = splitUrl(req.url);
    return reply.code(404).send({ status: false, message: `Route ${req.method} ${path} not found` });
  });
}

const SERVER_ERROR = Symbol('server error');

/**
 * The address's kept (or newly drawn) page, or SERVER_ERROR when rendering failed. A failed status
 * query is not a render's failure: it goes to the error handler (503 while the database is away).
 */
async function pageOrServerError<Page extends StorefrontPage | PersonalPage>(
  pages: (url: string) => Promise<Page>,
  url: string,
  reply: FastifyReply,
): Promise<Page | typeof SERVER_ERROR> {
  try {
    return await pages(url);
  } catch (err) {
    if (!(err instanceof RenderFailed)) throw err;
    reply.log.error({ err: err.cause, url }, 'server rendering failed');
    return SERVER_ERROR;
  }
}

/**
 * A rendered page in the encoding the client takes best, from the page's kept copies: compressed
 * once per page and encoding, not on every request (@fastify/compress leaves an answer that has a
 * content-encoding alone). Every copy has the plain HTML's weak ETag, so a 304 works whichever
 * copy the client holds.
 */
async function sendPage(req: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.code(page.status).type('text/html; charset=utf-8').header('Vary', 'accept-encoding');
  // A visitor's page holds no price and no one's data: caches may keep it (decision 019).
  if (page.status === 200) cacheAnswer(reply, 'page', page.etag);
  else reply.header('Cache-Control', 'no-cache');
  const encoding = pageEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(await page.encoded(encoding));
}

/**
 * The 500 page: index.html with a message in place of the screen. Its script still starts the
 * storefront, which draws the page in the browser if it can; crawlers see the 500 and come back.
 */
function errorPage(template: string): string {
  const message = `<main class="container py-5"><h1>Something went wrong</h1><p>This page could not be shown just now. Please try again in a moment.</p></main>`;
  return template
    .replace('<title>Title Not Set', '<title>Server Error')
    .replace('<div id="root"></div>', () => `<div id="root">${message}</div>`);
}
