import { expect, test, type APIResponse } from '@playwright/test';

/**
 * Smoke journey: the shop is up, serves the storefront, the logo and the public catalogue,
 * and never shows prices to a visitor. Runs against the fresh, seeded server started by
 * playwright.config.ts (scripts/e2e-server.mjs).
 */

const BRAND = 'Northbend Tooling';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the smoke test walks many answers' shapes loosely
async function json(res: APIResponse): Promise<any> {
  expect(res.headers()['content-type'] ?? '').toContain('application/json');
  return res.json();
}

/** Paths of every `product_price` key anywhere inside a value. */
function pricePaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => pricePaths(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(k === 'product_price' ? [`${path}.${k}`] : []),
      ...pricePaths(v, `${path}.${k}`),
    ]);
  }
  return [];
}

// The HTTP checks do not depend on the viewport: playwright.config.ts runs files named
// *.api.spec.ts in the desktop project only.
test.describe('API smoke', () => {
  test('GET / serves the storefront HTML', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type'] ?? '').toContain('text/html');
    const html = await res.text();
    const title = html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1];
    expect(title, 'the page has a <title>').toBeDefined();
    expect(title).toContain(BRAND);
  });

  test('health reports the database ok', async ({ request }) => {
    const res = await request.get('/api/v1/health');
    expect(res.status()).toBe(200);
    const body = await json(res);
    expect(body, `health body: ${JSON.stringify(body)}`).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });

  test('the logo is served as a PNG', async ({ request }) => {
    const res = await request.get('/images/logo.png');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/png\b/);
    const bytes = await res.body();
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'body starts with the PNG signature').toBe(true);
  });

  test('public product list: 20 products, 150+ in total, no prices for visitors', async ({ request }) => {
    const res = await request.get('/api/v1/product/public/lists');
    expect(res.status()).toBe(200);
    const body = await json(res);
    expect(Array.isArray(body.result), 'result is a list').toBe(true);
    expect(body.result).toHaveLength(20);
    expect(body.paginationInfo?.totalCount).toBeGreaterThanOrEqual(150);
    for (const product of body.result) {
      expect(product).not.toHaveProperty('product_price');
    }
    expect(pricePaths(body.result), 'no product_price anywhere in the visitor list').toEqual([]);

    const page2 = await json(await request.get('/api/v1/product/public/lists?page=2'));
    expect(page2.paginationInfo?.currentPage).toBe(2);
    expect(page2.result).toHaveLength(20);
  });

  test('the storefront script is sent compressed and cached for good', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'index.html loads a hashed script').toBeDefined();
    const res = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toContain('immutable');
  });
});
