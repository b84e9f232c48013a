import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { approvalPath, categoryPath, productPath, STOREFRONT_SCREENS } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

// A storefront build of the test's own: the page every storefront address is answered with.
const dist = mkdtempSync(join(tmpdir(), 'nb-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>storefront</title>');
mkdirSync(join(dist, 'back-office'));
writeFileSync(join(dist, 'back-office', 'admin.html'), '<!doctype html><title>back office</title>');

const shop = useTestShop({ env: { WEB_DIST_DIR: dist } });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const get = (url: string) => shop.app.inject({ method: 'GET', url });

interface Product {
  _id: string;
  product_slug: string;
}

describe('the status of a storefront address (issue 13)', () => {
  it('is 200 for every fixed screen, a content page, a category and a product, with the storefront page', async () => {
    const [product] = (await get('/api/v1/product/public/lists?limit=1')).json().result as Product[];
    const category = (await get('/api/v1/product/category/public/main/lists')).json().data.result[0];
    const found = [
      ...STOREFRONT_SCREENS,
      '/contact-us',
      '/about-us',
      categoryPath(category.category_slug, category._id),
      // The category's own id decides; its slug in the address is only words.
      categoryPath('whatever', category._id),
      productPath(product!.product_slug, product!._id),
      // The screen itself says when the request is not the viewer's company's (issue 26).
      approvalPath('7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10'),
    ];
    for (const url of found) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>storefront</title>');
    }
  });

  it('is 404, still with the storefront page (its not-found screen), for an unknown path, product, category or page', async () => {
    const unknownId = '7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10';
    for (const url of [
      '/no-such-page',
      `/some-slug/${unknownId}`,
      '/some-slug/not-an-id',
      `/product/punches/${unknownId}`,
      `/product/punches/round/${unknownId}`,
      '/user/no-such-screen',
      '/user/approvals/not-an-id',
      '/a/b/c/d/e',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>storefront</title>');
    }
  });

  it('sends a product asked for under another slug to its address for good, keeping the query', async () => {
    const [product] = (await get('/api/v1/product/public/lists?limit=1')).json().result as Product[];
    const res = await get(`/an-old-name/${product!._id}?variant=v1&clearance=0.2`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${productPath(product!.product_slug, product!._id)}?variant=v1&clearance=0.2`);
  });

  it('is 404 for an archived product, and 200 again once it is restored', async () => {
    const [, product] = (await get('/api/v1/product/public/lists?limit=2')).json().result as Product[];
    const url = productPath(product!.product_slug, product!._id);
    expect((await editor.send('POST', `/products/${product!._id}/archive`)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await editor.send('POST', `/products/${product!._id}/restore`)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('leaves the back office to its own page', async () => {
    const res = await get('/admin/orders/NB-100001');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>back office</title>');
  });
});
