import { categoryPath, productPath } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { countLiveProducts, findCategoryLinks, findLiveProductLinks } from '../catalog/index.js';
import { findPages } from '../content/index.js';

/** The most addresses one sitemap file may list (sitemaps.org); tests pass a smaller number. */
export const SITEMAP_URLS_PER_FILE = 50_000;

interface Link {
  path: string;
  lastmod?: Date;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapService = ReturnType<typeof sitemapService>;

/**
 * The storefront's public pages for search engines: the store home, the content pages, the
 * categories and every product that is not archived, at PUBLIC_URL. /sitemap.xml is an index of
 * files of at most `urlsPerFile` addresses each (/sitemap-1.xml, /sitemap-2.xml…): the pages and
 * categories come first, then the products in a stable order, read a file's slice at a time.
 */
export function sitemapService(opts: { db: Database; publicUrl: string; urlsPerFile?: number }) {
  const { db } = opts;
  const base = opts.publicUrl.replace(/\/+$/, '');
  const perFile = opts.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const url = (path: string) => xml(base + encodeURI(path));

  /** Everything but the products: a few hundred at most. */
  async function pageLinks(): Promise<Link[]> {
    const [pages, categories] = await Promise.all([findPages(db), findCategoryLinks(db)]);
    const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
    return [
      { path: '/' },
      ...pages.map((p) => ({ path: `/${p.slug}` })),
      ...categories.map((c) => ({ path: categoryPath(c.slug, c.id, c.parentId ? slugOf.get(c.parentId) : undefined) })),
    ];
  }

  async function fileCount(pages: Link[]): Promise<number> {
    return Math.max(1, Math.ceil((pages.length + (await countLiveProducts(db))) / perFile));
  }

  return {
    async index(): Promise<string> {
      const files = await fileCount(await pageLinks());
      const entries = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${url(`/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
    },

    /** The n-th file (from 1), or null when the index has no such file. */
    async file(n: number): Promise<string | null> {
      const pages = await pageLinks();
      if (n > (await fileCount(pages))) return null;
      const start = (n - 1) * perFile;
      const fromPages = pages.slice(start, start + perFile);
      const productOffset = Math.max(0, start - pages.length);
      const products = await findLiveProductLinks(db, productOffset, perFile - fromPages.length);
      const links = [...fromPages, ...products.map((p) => ({ path: productPath(p.slug, p.id), lastmod: p.updatedAt }))];
      const entries = links.map(
        (l) => `  <url><loc>${url(l.path)}</loc>${l.lastmod ? `<lastmod>${l.lastmod.toISOString()}</lastmod>` : ''}</url>\n`,
      );
      return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('')}</urlset>\n`;
    },
  };
}

/** Paths robots keep out of: the back office, the API, accounts, checkout and orders, demo payments. */
const DISALLOWED = ['/admin$', '/admin/', '/admin.html', '/admin-preview.html', '/api/', '/user/', '/order/', '/demo-pay/'];

/** The public screens under /user/: the login and the registration a search for the shop may lead to. */
const ALLOWED = ['/user/login$', '/user/register$'];

/** robots.txt: everything else may be crawled, and the sitemap says what there is. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    // The longer rule wins (RFC 9309), so these stay open under the closed /user/.
    ...ALLOWED.map((p) => `Allow: ${p}`),
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
