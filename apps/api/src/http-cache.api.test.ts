import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from './test/back-office.js';
import { beforeAllValue, useTestShop } from './test/test-app.js';

const shop = useTestShop();
const token = beforeAllValue(async () => ({ value: await shop.customerToken() }));

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const asCustomer = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${token.value}`, ...headers });
const varyOf = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

const PUBLIC = 'public, max-age=60, stale-while-revalidate=600';
const PRIVATE = 'private, no-store';

async function firstProductId(): Promise<string> {
  return (await get('/product/public/lists?limit=1')).json().result[0]._id;
}

describe('public catalog and content answers', () => {
  it('are public for a visitor, with an ETag and Vary on the token and the encoding', async () => {
    const productId = await firstProductId();
    const categoryId = (await get('/product/category/public/main/lists')).json().data.result[0]._id;
    const urls = [
      '/product/public/lists',
      `/product/public/${productId}`,
      '/product/public/tree',
      '/product/category/public/dropdown',
      `/product/category/public/find-by-category/${categoryId}`,
      '/product/keyword/public/machine-make/dropdown',
      '/product/public/tool-finder?material=stainless-steel-304&thickness=2-0-mm&shape=round&size=8',
      '/page/public/dropdown',
      '/page/public/ContactUs',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]{27}"$/);
      expect(varyOf(res), url).toEqual(expect.arrayContaining(['authorization', 'accept-encoding']));
    }
  });

  it('answer 304 with no body to a repeated request with the ETag, also in a list or weak, and 200 once the answer changed', async () => {
    const first = await get('/product/public/lists?limit=5');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await get('/product/public/lists?limit=5', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC);
      expect(varyOf(again)).toContain('authorization');
    }
    const other = await get('/product/public/lists?limit=6', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('keep one ETag for the gzip and the plain copy, and 304 either way', async () => {
    const plain = await get('/product/public/lists?limit=20');
    const gzip = await get('/product/public/lists?limit=20', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(varyOf(gzip)).toEqual(expect.arrayContaining(['authorization', 'accept-encoding']));
    const again = await get('/product/public/lists?limit=20', { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe("a logged-in customer's answers", () => {
  it('are private, no-store with no ETag, and a visitor’s ETag never turns a priced answer into a 304', async () => {
    const productId = await firstProductId();
    const visitor = await get(`/product/public/${productId}`);
    expect(visitor.json().result).not.toHaveProperty('product_price');

    const customer = await get(`/product/public/${productId}`, asCustomer({ 'if-none-match': String(visitor.headers.etag) }));
    expect(customer.statusCode).toBe(200);
    expect(customer.json().result).toHaveProperty('product_price');
    expect(customer.headers['cache-control']).toBe(PRIVATE);
    expect(customer.headers.etag).toBeUndefined();
    expect(varyOf(customer)).toContain('authorization');

    for (const url of ['/product/public/lists', '/page/public/dropdown']) {
      const res = await get(url, asCustomer());
      expect(res.headers['cache-control'], url).toBe(PRIVATE);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('of cart, account, orders and the back office are private, no-store', async () => {
    const editor = await signedInStaff(shop, 'editor');
    const answers = [
      await get(`/cart/customer-cart-list/00000000-0000-4000-8000-000000000001`, asCustomer()),
      await get(`/customer/00000000-0000-4000-8000-000000000001`, asCustomer()),
      await get(`/order/user/00000000-0000-4000-8000-000000000001`, asCustomer()),
      await shop.app.inject({ method: 'POST', url: '/api/v1/customer/login', payload: { email: 'nobody@example.com', password: 'x' } }),
      await editor.send('GET', '/products?limit=1'),
      await get('/no-such-route'),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe(PRIVATE);
      expect(res.headers.etag).toBeUndefined();
    }
    expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('are searched by POST, which no cache keeps', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/search', payload: { search: 'punch' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });
});
