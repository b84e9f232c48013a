import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, CategoryList, ProductDetailAnswer } from '@northbend/shared';
import { freshCustomer, logIn } from './fresh-customer';
import { expectPageReady } from './page-ready';

/**
 * The storefront rendered on the server (issue 13, decision 019): the raw HTML of its public pages,
 * as a crawler or a link preview reads it without running any script, holds the page's content,
 * head tags and JSON-LD, and no price; then the browser hydrates it without a warning, and a
 * logged-in customer's prices arrive in place.
 */

const BRAND = 'Northbend Tooling';
const DANA = { email: 'dana@precisionfab.example', password: 'Demo#2024' };
/** A price as the shop writes one ($1,234.50): never in a visitor's HTML. */
const PRICE = /\$\s?\d[\d,]*\.\d\d/;

/** The storefront's addresses from the sitemap, as a search engine finds them. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
  const urls = await (await request.get(new URL(first).pathname)).text();
  return [...urls.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The raw HTML of a page: no browser, no script. */
async function rawPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), headers: res.headers(), html: await res.text() };
}

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

const headTag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** Text as a reader sees it: tags out, the few entities React writes turned back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('the raw HTML of the public pages', () => {
  test('a product page: name, description, SKU, title, canonical, Open Graph and Product JSON-LD, and no price', async ({ request }) => {
    const path = (await sitemapPaths(request)).find((p) => !p.startsWith('/product/') && p.split('/').length === 3)!;
    const id = path.split('/')[2]!;
    const product = ((await (await request.get(`/api/v1/product/public/${id}`)).json()) as ProductDetailAnswer).result;

    const page = await rawPage(request, path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const main = textOf(mainOf(page.html));
    expect(main).toContain(product.product_name);
    expect(main).toContain(product.product_sku);
    expect(main).toContain(product.product_description.slice(0, 60));
    expect(main).toContain('Login to view price.');
    expect(headTag(page.html, /<title>([^<]*)<\/title>/)).toBe(`${product.product_name.replace(/&/g, '&amp;')} - ${BRAND}`);
    expect(headTag(page.html, /<link rel="canonical" href="([^"]*)"/)).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(headTag(page.html, /<meta property="og:type" content="([^"]*)"/)).toBe('product');
    expect(headTag(page.html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^https?:\/\/.+\/images\//);
    expect(headTag(page.html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(page.html).toMatch(/<html lang="en">/);

    const [data] = structuredData(page.html);
    expect(data).toMatchObject({ '@type': 'Product', name: product.product_name, sku: product.product_sku, brand: { name: BRAND } });
    expect(data).not.toHaveProperty('offers');
    // Neither the page nor the data it hydrates from holds a price (decision 003).
    expect(page.html).not.toMatch(PRICE);
    expect(page.html).not.toMatch(/"(product_price|variant_price|product_price_range)"/);
  });

  test('a category page: its name, its products or sub-categories, and the BreadcrumbList', async ({ request }) => {
    const path = (await sitemapPaths(request)).find((p) => p.startsWith('/product/') && p.split('/').length === 5)!;
    const id = path.split('/')[4]!;
    const category = ((await (await request.get(`/api/v1/product/category/public/${id}`)).json()) as CategoryList).result[0] as Category;

    const page = await rawPage(request, path);
    expect(page.status).toBe(200);
    expect(textOf(mainOf(page.html))).toContain(category.category_name);
    expect(mainOf(page.html)).toContain('nb-product-card');
    expect(headTag(page.html, /<title>([^<]*)<\/title>/)).toBe(`${category.category_name.replace(/&/g, '&amp;')} - ${BRAND}`);
    expect(headTag(page.html, /<link rel="canonical" href="([^"]*)"/)).toMatch(new RegExp(`${path}$`));
    const breadcrumbs = structuredData(page.html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    // Shop › its main category › … › this category, each named as the storefront's breadcrumb names it.
    const names = breadcrumbs.itemListElement.map((i) => i.name);
    expect(names[0]).toBe('Shop');
    expect(names.at(-1)).toBe(category.category_name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(page.html).not.toMatch(PRICE);
  });

  test('a content page: its blocks, the metadata block’s title and description, and Organization on Home', async ({ request }) => {
    const page = await rawPage(request, '/home');
    expect(page.status).toBe(200);
    expect(textOf(mainOf(page.html))).toContain('Precision Tooling for Sheet-Metal Fabricators');
    expect(headTag(page.html, /<title>([^<]*)<\/title>/)).toBe(`Turret Punch and Press Brake Tooling - ${BRAND}`);
    expect(headTag(page.html, /<meta name="description" content="([^"]*)"/)).toBeTruthy();
    expect(structuredData(page.html)).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: BRAND }));
  });

  test('the store home: the first page of products, with the visitor’s price placeholder only', async ({ request }) => {
    const page = await rawPage(request, '/');
    expect(page.status).toBe(200);
    expect(headTag(page.html, /<title>([^<]*)<\/title>/)).toBe(`Shop - ${BRAND}`);
    const main = textOf(mainOf(page.html));
    expect(main).toMatch(/Found Result: \d+/);
    expect(mainOf(page.html).match(/nb-product-card/g)?.length).toBeGreaterThan(5);
    expect(page.html).not.toMatch(PRICE);
  });

  test('a screen the browser draws alone still names itself in its HTML, its search words escaped', async ({ request }) => {
    for (const [path, title] of [
      ['/user/register', 'Register'],
      ['/user/quick-order', 'Quick Order'],
    ] as const) {
      const page = await rawPage(request, path);
      expect(page.status, path).toBe(200);
      expect(headTag(page.html, /<title>([^<]*)<\/title>/), path).toBe(`${title} - ${BRAND}`);
      // The shell: the browser draws the screen.
      expect(page.html, path).toContain('<div id="root"></div>');
    }
  });

  test('the search page: its results in the HTML, its search words escaped', async ({ request }) => {
    const page = await rawPage(request, '/search?q=round+%3Cb%3Epunch');
    expect(page.status).toBe(200);
    expect(headTag(page.html, /<title>([^<]*)<\/title>/)).toBe(`Search: round &lt;b&gt;punch - ${BRAND}`);
    expect(textOf(mainOf(page.html))).toMatch(/Found Result: \d+/);
    expect(page.html).not.toContain('<b>punch');
    expect(page.html).not.toMatch(PRICE);
  });

  test('the tool finder: the recommendation and the tools for the choices in its address, and no price', async ({ request }) => {
    const page = await rawPage(request, '/tool-finder?material=stainless-steel-304&thickness=2-0-mm&shape=round&size=8');
    expect(page.status).toBe(200);
    expect(headTag(page.html, /<title>([^<]*)<\/title>/)).toBe(`Tool Finder - ${BRAND}`);
    const main = textOf(mainOf(page.html));
    expect(main).toContain('Recommended die clearance 0.50 mm total');
    expect(main).toContain('Thick Turret Round Die Ø 8.0 mm – A Station');
    // A document with islands (decision 035): the form is its island, the answer plain HTML.
    expect(page.html).toContain('data-island="tool-finder-form"');
    expect(page.html).not.toContain('<div id="root"></div>');
    expect(page.html).not.toMatch(PRICE);
  });

  test('a missing product and an unknown path answer 404 with the not-found page', async ({ request }) => {
    const missing = await rawPage(request, '/no-such-tool/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(textOf(mainOf(missing.html))).toContain('This product was not found.');
    const unknown = await rawPage(request, '/no/such/page/here');
    expect(unknown.status).toBe(404);
    expect(headTag(unknown.html, /<title>([^<]*)<\/title>/)).toBe(`Page Not Found - ${BRAND}`);
  });

  test('a visitor’s page may be cached by a CDN, and is revalidated by browsers: ETag, and 304 when asked again with it', async ({
    request,
  }) => {
    const first = await request.get('/home');
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const etag = first.headers()['etag']!;
    expect(etag).toBeTruthy();
    const again = await request.get('/home', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect(first.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

/** Console errors and warnings of a page from now on (hydration mismatches are reported there). */
function watchConsole(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    // A 404 page's own status is logged by Chromium as a failed load: that is the page, not a fault.
    const ownStatus = m.text().startsWith('Failed to load resource') && m.location().url === page.url();
    if ((m.type() === 'error' || m.type() === 'warning') && !ownStatus) found.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => found.push(`pageerror: ${e.message}`));
  return found;
}

/** Sums the layout shifts of the page (CLS as the browser counts it), from its first paint. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the browser hydrates the server’s pages without a warning, and navigates on from them', async ({ page, request }) => {
  const paths = await sitemapPaths(request);
  const product = paths.find((p) => !p.startsWith('/product/') && p.split('/').length === 3)!;
  const category = paths.find((p) => p.startsWith('/product/') && p.split('/').length === 5)!;
  const messages = watchConsole(page);
  for (const path of [
    '/',
    '/search?q=punch',
    '/home',
    category,
    product,
    '/privacy-policy',
    '/tool-finder',
    '/user/login',
    '/no/such/page',
  ]) {
    await page.goto(path);
    // The public pages that are documents with islands (decision 035) hydrate their islands only.
    await expectPageReady(page);
  }
  expect(messages).toEqual([]);

  // Navigation works from a page whose islands are ready: a product card opens its product.
  await page.goto('/');
  await expectPageReady(page);
  const title = page.locator('.nb-product-card__name').first();
  const name = (await title.textContent())!.trim();
  await title.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(messages).toEqual([]);
});

test(
  'a logged-in customer’s product page comes with their prices in its HTML, privately, and without the page moving',
  { tag: '@layout' },
  async ({ page, request }) => {
    const product = (await sitemapPaths(request)).find((p) => !p.startsWith('/product/') && p.split('/').length === 3)!;
    await page.goto('/user/login');
    await expectPageReady(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DANA.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DANA.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // The login set the page cookie: the server draws the product for the customer, privately
    // (decision 035). A visitor asking for the same address gets no price.
    const answer = await page.request.get(product);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(await answer.text()).toMatch(PRICE);
    expect(await (await request.get(product)).text()).not.toMatch(PRICE);

    await watchLayoutShifts(page);
    const messages = watchConsole(page);
    await page.goto(product);
    await expectPageReady(page);
    await expect(page.locator('main')).toContainText(PRICE);
    await expect(page.getByText('Login to view price.')).toHaveCount(0);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(messages).toEqual([]);

    // The page cookie lives as long as the access token (15 minutes). Once it has gone, the page
    // arrives drawn for a visitor; the tab renews the session and asks for it again, with prices.
    await page.context().clearCookies({ name: 'nb_page' });
    await page.reload();
    await expect(page.locator('main')).toContainText(PRICE);
    await expect(page.getByText('Login to view price.')).toHaveCount(0);
  },
);

test('a logged-in customer’s content page comes drawn for them, and is never kept for anyone else', async ({ page, request }) => {
  // Logged in through the API (the login form has journeys of its own); that login sets the page cookie.
  await logIn(page, await freshCustomer(request, 'page-cookie'));

  // The server draws /home for the customer (decision 035), privately.
  const mine = await page.request.get('/home');
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  expect(await mine.text()).toContain('Quick Order');
  // A visitor asking for the same address gets the visitor's page.
  const visitors = await request.get('/home');
  expect(await visitors.text()).not.toContain('Quick Order');

  // In the browser the header is theirs from the first paint.
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quick Order' })).toBeVisible();
  await expectPageReady(page);
  await expect(page.getByRole('button', { name: /^Account of / })).toBeVisible();
});
