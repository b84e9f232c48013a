import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the storefront's server entry (apps/web/src/entry-server.tsx, built into dist/ssr) offers. */
interface ServerEntry {
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(
    url: string,
    origin: string,
    assets: { template: string; manifest: unknown },
  ): Promise<{ kind: 'page'; html: string } | { kind: 'shell' }>;
}

/** Draws a storefront page for a visitor: its HTML, or null where the browser draws the screen alone. */
export type StorefrontRenderer = (url: string) => Promise<string | null>;

/** The renderer, and a way to drop the pages it keeps (after an edit of the catalog or a page). */
export interface StorefrontPages {
  render: StorefrontRenderer;
  forget(): void;
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
  opts: { webDistDir: string; publicUrl: string; /** How long a rendered page is reused (0: never). */ cacheMs: number },
): Promise<StorefrontPages | null> {
  const entryFile = join(opts.webDistDir, 'ssr', 'entry-server.mjs');
  const manifestFile = join(opts.webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const assets = {
    template: readFileSync(join(opts.webDistDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown,
  };

  entry.setApiTransport(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(BODILESS.has(res.statusCode) ? null : res.body, { status: res.statusCode, headers });
  });

  const render = async (url: string) => {
    const page = await entry.renderPage(url, opts.publicUrl, assets);
    return page.kind === 'page' ? page.html : null;
  };
  return recentPages(render, opts.cacheMs);
}

/** Distinct addresses kept at most (a page is 15 to 70 KB); the store home's filters make many. */
const RECENT_PAGES = 500;

/**
 * Keeps each address's page for `ttlMs`, and renders an address once however many ask for it at
 * the same moment. A visitor's page is the same for every visitor and public for a minute in any
 * HTTP cache anyway (decision 019); these few seconds spare the server rendering it again for each
 * of a burst of visitors. A failed render is not kept.
 */
export function recentPages(render: StorefrontRenderer, ttlMs: number, now: () => number = Date.now): StorefrontPages {
  const pages = new Map<string, { until: number; html: Promise<string | null> }>();
  return {
    render(url) {
      if (ttlMs <= 0) return render(url);
      const kept = pages.get(url);
      if (kept && kept.until > now()) return kept.html;
      pages.delete(url);
      const html = render(url);
      pages.set(url, { until: now() + ttlMs, html });
      html.catch(() => pages.delete(url));
      // The oldest address leaves first (a Map keeps insertion order).
      if (pages.size > RECENT_PAGES) pages.delete(pages.keys().next().value!);
      return html;
    },
    forget: () => pages.clear(),
  };
}
