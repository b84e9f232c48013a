import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageViewer } from '@northbend/shared';
import type { FastifyInstance } from 'fastify';
import type { PageStatus } from '../modules/sitemap/index.js';
import { etagOf } from './http-cache.js';
import { withShopTimeZone } from './shop-time-zone-meta.js';
import { encodePage, type PageEncoding } from './page-encodings.js';

/** What the storefront's server entry (apps/web/src/entry-server.tsx, built into dist/ssr) offers. */
interface ServerEntry {
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  /** The zone the pages' dates are drawn in (SHOP_TIMEZONE); absent from a build older than decision 030. */
  setShopTimeZone?(timeZone: string): void;
  renderPage(
    url: string,
    origin: string,
    assets: { template: string; manifest: unknown; styleText?: (file: string) => string | undefined },
    /** The logged-in customer the page is for (nb_page cookie); absent for a visitor. An entry may ignore it. */
    viewer?: PageViewer,
  ): Promise<{ kind: 'page'; html: string; personal?: boolean } | { kind: 'shell'; html: string | null; personal?: boolean }>;
}

/**
 * The text of the build's stylesheets, read once each: an island document writes its screen's
 * small stylesheets into its head (decision 035), so the first paint waits for no request of theirs.
 * Only files of the build's assets folder are read.
 */
function builtStyles(webDistDir: string): (file: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (file) => {
    if (!/^assets\/[\w.-]+\.css$/.test(file)) return undefined;
    if (!read.has(file)) {
      const path = join(webDistDir, file);
      read.set(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return read.get(file);
  };
}

/** Who a customer's page is drawn for: renderPage's 4th argument (the contract is the shared package's). */
export type { PageViewer };

/**
 * A page drawn for one customer: never kept, never sent to anyone else. `personal` is the entry's
 * word that the HTML is the customer's (their name, prices); false: it drew a visitor's page anyway.
 */
export type PersonalPage = { status: 301; location: string } | { status: 200 | 404; html: string | null; personal: boolean };

/** What the server answers for a storefront address: where it moved, or its status and page (null: the shell). */
export type DrawnPage = { status: 301; location: string } | { status: 200 | 404; html: string | null };

/**
 * A storefront address's answer as it is kept: the status with the HTML, so a kept page costs no
 * status query either, and the HTML's ETag and encoded copies, so it is hashed once and compressed
 * once per encoding rather than on every request.
 */
export type StorefrontPage = { status: 301; location: string } | { status: 200 | 404; html: null } | RenderedPage;

/** A page drawn on the server, as it is kept. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** The weak ETag http-cache gives the HTML (one for every encoding of it). */
  etag: string;
  /** The HTML in `encoding`, made on the first ask and kept with the page. */
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

/** The pages kept, and a way to drop them (after an edit of the catalog or a page). */
export interface StorefrontPages {
  page(url: string): Promise<StorefrontPage>;
  forget(): void;
  /**
   * The address drawn for a logged-in customer, outside the kept pages (never read from them, never
   * put in them); the loaders' API calls carry `token` as their authorization. Absent in a test's stand-in.
   */
  personalPage?(url: string, viewer: PageViewer, token: string): Promise<PersonalPage>;
}

/** The server renderer threw: the address gets the 500 page (plugins/static.ts), not a kept one. */
export class RenderFailed extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`server rendering of ${url} failed`, { cause });
  }
}

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([204, 205, 304]);

/**
 * Loads the storefront's server renderer from the web build (decision 019), or null for a build
 * without one (the storefront is then drawn in the browser alone, as before). The loaders' API calls
 * go to this app in process (`inject`): the same routes, services and caches as any client's, with
 * no network round trip, and as a visitor's (no session is passed), so no price enters the HTML.
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  opts: {
    webDistDir: string;
    publicUrl: string;
    /** SHOP_TIMEZONE: the pages' dates are drawn in it, and each page names it to its scripts (decision 030). */
    shopTimeZone: string;
    /** How long a rendered page is reused (0: never). */
    cacheMs: number;
    /** Whether the address names something (404) or moved (301): decision 018. */
    pageStatus: (path: string) => Promise<PageStatus>;
  },
): Promise<StorefrontPages | null> {
  const entryFile = join(opts.webDistDir, 'ssr', 'entry-server.mjs');
  const manifestFile = join(opts.webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const assets = {
    template: withShopTimeZone(readFileSync(join(opts.webDistDir, 'index.html'), 'utf8'), opts.shopTimeZone),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown,
    styleText: builtStyles(opts.webDistDir),
  };

  entry.setShopTimeZone?.(opts.shopTimeZone);
  // The access token of the customer a page is being drawn for, held for that render's async calls
  // only: concurrent renders for other customers and visitors each see their own (or none).
  const renderToken = new AsyncLocalStorage<string>();
  entry.setApiTransport(async (url, init) => {
    const token = renderToken.getStore();
    const sent = { ...(init.headers as Record<string, string> | undefined) };
    // Whatever the entry sent, only the render's own customer (or no one) is the caller.
    delete sent.authorization;
    delete sent.Authorization;
    if (token) sent.authorization = token;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: sent,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(BODILESS.has(res.statusCode) ? null : res.body, { status: res.statusCode, headers });
  });

  const draw = async (url: string, viewer?: PageViewer): Promise<PersonalPage> => {
    const at = url.indexOf('?');
    const found = await opts.pageStatus(at < 0 ? url : url.slice(0, at));
    if (found.status === 301) return { status: 301, location: found.location + (at < 0 ? '' : url.slice(at)) };
    const page = await (
      viewer ? entry.renderPage(url, opts.publicUrl, assets, viewer) : entry.renderPage(url, opts.publicUrl, assets)
    ).catch((err: unknown) => {
      throw new RenderFailed(url, err);
    });
    // A shell comes with its screen's title when it has one (a form, a customer's screen): kept and
    // sent as a page then; else index.html goes as it is.
    return { status: found.status, html: page.html, personal: viewer !== undefined && page.personal === true };
  };
  // A visitor's page is drawn outside any customer's render context (exit), so a kept page never
  // carries a customer's token even when a customer's request happened to start its draw.
  const visitorDraw = (url: string): Promise<DrawnPage> =>
    renderToken.exit(() => draw(url)).then((page) => (page.status === 301 ? page : { status: page.status, html: page.html }));
  return {
    ...recentPages(visitorDraw, opts.cacheMs),
    personalPage: (url, viewer, token) => renderToken.run(token, () => draw(url, viewer)),
  };
}

/** Distinct addresses kept at most (a page is 15 to 70 KB, its brotli and gzip copies a fifth each). */
const RECENT_PAGES = 500;

/**
 * Keeps each address's answer for `ttlMs`, and draws an address once however many ask for it at
 * the same moment. A visitor's page is the same for every visitor and public for a minute in any
 * HTTP cache anyway (decision 019); these few seconds spare the server the status query, the
 * render and the compression for each of a burst of visitors. Once its time is up, a page is still
 * sent, for at most another `ttlMs`, while its next draw runs (as a CDN's stale-while-revalidate):
 * so a visitor never waits for a render of a page that is asked for all the time. An edit
 * (`forget`) drops every page at once; a failed draw is not kept.
 */
export function recentPages(
  draw: (url: string) => Promise<DrawnPage>,
  ttlMs: number,
  now: () => number = Date.now,
  encode: (html: string, encoding: PageEncoding) => Promise<Buffer> = encodePage,
): StorefrontPages {
  interface Kept {
    until: number;
    page: Promise<StorefrontPage>;
    /** Drawn (not still on its way), so it can be sent while the next one is drawn. */
    drawn: boolean;
    redrawing: boolean;
  }
  const pages = new Map<string, Kept>();
  const drawKept = (url: string) => draw(url).then((drawn) => keptPage(drawn, encode));

  const keep = (url: string, page: Promise<StorefrontPage>): Kept => {
    const kept: Kept = { until: now() + ttlMs, page, drawn: false, redrawing: false };
    // A Map keeps insertion order: the address drawn longest ago leaves first.
    pages.delete(url);
    pages.set(url, kept);
    if (pages.size > RECENT_PAGES) pages.delete(pages.keys().next().value!);
    page.then(
      () => (kept.drawn = true),
      // Unless an edit cleared it and a newer draw of the address took its place meanwhile.
      () => pages.get(url) === kept && pages.delete(url),
    );
    return kept;
  };

  const redraw = (url: string, stale: Kept) => {
    stale.redrawing = true;
    const page = drawKept(url);
    page.then(
      // Not after an edit dropped the stale page: this draw may have read the data before the edit.
      () => pages.get(url) === stale && keep(url, page),
      // The next visitor draws it again, and is answered the failure (the 500 page, a 503) then.
      () => pages.get(url) === stale && pages.delete(url),
    );
  };

  return {
    page(url) {
      if (ttlMs <= 0) return drawKept(url);
      const kept = pages.get(url);
      const time = now();
      if (kept && kept.until > time) return kept.page;
      if (kept?.drawn && kept.until + ttlMs > time) {
        if (!kept.redrawing) redraw(url, kept);
        return kept.page;
      }
      return keep(url, drawKept(url)).page;
    },
    forget: () => pages.clear(),
  };
}

/** A drawn page with its ETag and its encoded copies, each made once, when a client first asks for it. */
function keptPage(drawn: DrawnPage, encode: (html: string, encoding: PageEncoding) => Promise<Buffer>): StorefrontPage {
  if (drawn.status === 301) return drawn;
  const html = drawn.html;
  if (html === null) return { status: drawn.status, html };
  const copies = new Map<PageEncoding, Promise<Buffer>>();
  return {
    status: drawn.status,
    html,
    etag: etagOf(html),
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = encode(html, encoding);
        copies.set(encoding, copy);
        // A failed compression is tried again by the next request.
        copy.catch(() => copies.delete(encoding));
      }
      return copy;
    },
  };
}
