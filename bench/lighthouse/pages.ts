/** The storefront pages issue 13's targets name, found in the demo shop through the public API. */
import { categoryPath, productPath } from '@northbend/shared';

export interface AuditedPage {
  name: string;
  path: string;
}

/** The pages issue 13 names; the shop's home page and Production are content pages. */
const NAMED_CONTENT = new Set(['home', 'production']);

async function getJson(base: string, path: string) {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return res.json();
}

/**
 * Store home, Home, Production, the first main category, a product with variants (the fuller
 * page) and login; `allContent` adds every other content page of the page directory.
 */
export async function pagesToAudit(base: string, allContent: boolean): Promise<AuditedPage[]> {
  const main = (await getJson(base, '/api/v1/product/category/public/main/lists')).data.result[0];
  const list = (await getJson(base, '/api/v1/product/public/lists')).result as {
    _id: string;
    product_slug: string;
    product_variants_status: boolean;
  }[];
  const product = list.find((p) => p.product_variants_status) ?? list[0];
  const content = (await getJson(base, '/api/v1/page/public/dropdown')).result as { slug: string; value: string }[];
  return [
    { name: 'Store home', path: '/' },
    { name: 'Home', path: '/home' },
    { name: 'Production', path: '/production' },
    { name: 'Category', path: categoryPath(main.category_slug, main._id) },
    { name: 'Product', path: productPath(product.product_slug, product._id) },
    { name: 'Login', path: '/user/login' },
    ...(allContent
      ? content.filter((p) => !NAMED_CONTENT.has(p.slug)).map((p) => ({ name: `Content: ${p.value}`, path: `/${p.slug}` }))
      : []),
  ];
}

/**
 * One visitor GET of the page before Lighthouse: it must answer 200 with server-rendered HTML, not
 * the empty shell a build without the server bundle sends (Lighthouse would time a different page).
 * Returns a problem to print, or undefined.
 */
export async function checkPage(base: string, page: AuditedPage): Promise<{ html: string; problem?: string }> {
  const res = await fetch(base + page.path);
  const html = await res.text();
  if (res.status !== 200) return { html, problem: `answered ${res.status}` };
  if (/<div id="root">\s*<\/div>/.test(html)) return { html, problem: 'answered the empty index.html shell (not server-rendered)' };
  return { html };
}
