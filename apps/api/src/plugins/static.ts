import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageStatus } from '../modules/sitemap/index.js';

/** The path and the query (with its '?', or empty) of a request URL. */
function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** The back office's pages (/admin, /admin/orders/NB-100001…): its own entry, admin.html (decision 011). */
const isAdminPage = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Serves images under /images/ and the built storefront at /; any other GET outside /api falls
 * back to index.html (admin.html under /admin) so the storefront's or the back office's router
 * can answer deep links.
 */
export async function registerStatic(
  app: FastifyInstance,
  opts: { imagesDir: string; webDistDir: string; pageStatus?: (path: string) => Promise<PageStatus> },
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

  app.setNotFoundHandler(async (req, reply) => {
    const [path, query] = splitUrl(req.url);
    // /demo-pay/… exists only with the demo provider (app.ts); without it a link must not look alive.
    if (req.method === 'GET' && hasWeb && !/^\/(api|images|demo-pay)\//.test(path)) {
      if (isAdminPage(path)) return reply.header('Cache-Control', 'no-cache').sendFile('admin.html', opts.webDistDir);
      // The storefront's page, with the status of what the address names: crawlers and link
      // checkers see a missing product or an unknown path as 404, a renamed product as moved.
      const page = opts.pageStatus ? await opts.pageStatus(path) : { status: 200 as const };
      if (page.status === 301) return reply.redirect(page.location + query, 301);
      return reply.code(page.status).header('Cache-Control', 'no-cache').sendFile('index.html', opts.webDistDir);
    }
    return reply.code(404).send({ status: false, message: `Route ${req.method} ${path} not found` });
  });
}
