import Fastify from 'fastify';
import { categoryPath, productPath } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { sitemapRoutes } from './index.js';

const shop = useTestShop();
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

interface Product {
  _id: string;
  product_slug: string;
}
const firstProducts = async (n: number): Promise<Product[]> => (await get(`/api/v1/product/public/lists?limit=${n}`)).json().result;

describe('GET /sitemap.xml', () => {
  it('is an index of one file at PUBLIC_URL, cached for an hour with an ETag', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locsOf(res.body)).toEqual([`${shop.config.publicUrl}/sitemap-1.xml`]);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect((await get('/sitemap.xml', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('lists the store home, the content pages, the categories and the products, and an archived product leaves it', async () => {
    const [kept, archived] = await firstProducts(2);
    const category = (await get('/api/v1/product/category/public/main/lists')).json().data.result[0];
    const before = await get('/sitemap-1.xml');
    expect(before.statusCode).toBe(200);
    const urls = locsOf(before.body);
    const at = (path: string) => `${shop.config.publicUrl}${path}`;
    expect(urls).toEqual(
      expect.arrayContaining([
        at('/'),
        at('/contact-us'),
        at(categoryPath(category.category_slug, category._id)),
        at(productPath(kept!.product_slug, kept!._id)),
        at(productPath(archived!.product_slug, archived!._id)),
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    // A product's entry carries the time it last changed.
    expect(before.body).toMatch(new RegExp(`${kept!._id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));

    expect((await editor.send('POST', `/products/${archived!._id}/archive`)).statusCode).toBe(200);
    const after = locsOf((await get('/sitemap-1.xml')).body);
    expect(after).toContain(at(productPath(kept!.product_slug, kept!._id)));
    expect(after).not.toContain(at(productPath(archived!.product_slug, archived!._id)));
    expect(after).toHaveLength(urls.length - 1);
    expect((await editor.send('POST', `/products/${archived!._id}/restore`)).statusCode).toBe(200);
  });

  it('splits into files of at most the limit, together listing each address once', async () => {
    const all = locsOf((await get('/sitemap-1.xml')).body);
    const small = Fastify();
    await small.register(sitemapRoutes, { db: shop.handle.db, publicUrl: shop.config.publicUrl, urlsPerFile: 7 });
    const files = locsOf((await small.inject({ url: '/sitemap.xml' })).body);
    expect(files).toHaveLength(Math.ceil(all.length / 7));
    expect(files.at(-1)).toBe(`${shop.config.publicUrl}/sitemap-${files.length}.xml`);
    const listed: string[] = [];
    for (let n = 1; n <= files.length; n++) {
      const res = await small.inject({ url: `/sitemap-${n}.xml` });
      expect(res.statusCode).toBe(200);
      const urls = locsOf(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(7);
      listed.push(...urls);
    }
    expect(listed).toEqual(all);
    for (const url of [`/sitemap-${files.length + 1}.xml`, '/sitemap-0.xml', '/sitemap-x.xml'])
      expect((await small.inject({ url })).statusCode, url).toBe(404);
    await small.close();
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap and keeps robots out of the back office, the API, accounts, orders and demo payments', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${shop.config.publicUrl}/sitemap.xml`);
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin/', '/api/', '/user/', '/order/', '/demo-pay/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    // The login and registration screens stay open to robots under the closed /user/.
    expect(lines).toEqual(expect.arrayContaining(['Allow: /user/login$', 'Allow: /user/register$']));
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/robots.txt', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });
});
