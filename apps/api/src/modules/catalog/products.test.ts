import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop();
let token: string;
beforeAll(async () => {
  token = await shop.customerToken();
});

const get = (url: string, auth?: string) =>
  shop.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth ? { authorization: auth } : {} });
const post = (url: string, payload: unknown, auth?: string) =>
  shop.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers: auth ? { authorization: auth } : {} });

/** Every key anywhere in a JSON value, to prove a visitor's response holds no price at all. */
const keysOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(keysOf) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]) : [];

async function productWithVariants(): Promise<string> {
  for (let page = 1; page < 20; page++) {
    const hit = (await get(`/product/public/lists?page=${page}`))
      .json()
      .result.find((p: { product_variants_status: boolean }) => p.product_variants_status);
    if (hit) return hit._id;
  }
  throw new Error('demo data has no product with variants');
}

describe('GET /product/public/lists', () => {
  it('gives visitors the first 20 products with pagination info and no price field', async () => {
    const res = await get('/product/public/lists');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toHaveLength(20);
    expect(body.paginationInfo).toMatchObject({ currentPage: 1, limit: 20 });
    expect(body.paginationInfo.totalCount).toBeGreaterThanOrEqual(150);
    expect(body.paginationInfo.totalPages).toBe(Math.ceil(body.paginationInfo.totalCount / 20));
    expect(keysOf(body).filter((k) => k.includes('price'))).toEqual([]);
    expect(body.result[0]).toMatchObject({
      _id: expect.any(String),
      product_name: expect.any(String),
      product_slug: expect.any(String),
      category_slug: expect.any(String),
    });
  });

  it('gives a customer the price of every product and the price range of products with variants', async () => {
    const body = (await get('/product/public/lists?limit=100', token)).json();
    for (const p of body.result) expect(typeof p.product_price).toBe('number');
    const withVariants = body.result.filter((p: { product_variants_status: boolean }) => p.product_variants_status);
    expect(withVariants.length).toBeGreaterThan(0);
    for (const p of withVariants) expect(p.product_price_range.min).toBeLessThanOrEqual(p.product_price_range.max);
  });

  it('accepts the token as "Bearer <token>" too', async () => {
    const body = (await get('/product/public/lists?limit=1', `Bearer ${token}`)).json();
    expect(typeof body.result[0].product_price).toBe('number');
  });

  it('pages through distinct products', async () => {
    const one = (await get('/product/public/lists?page=1')).json().result.map((p: { _id: string }) => p._id);
    const two = (await get('/product/public/lists?page=2')).json().result.map((p: { _id: string }) => p._id);
    expect(two).toHaveLength(20);
    expect(one.filter((id: string) => two.includes(id))).toEqual([]);
  });

  it('answers a page past the end with an empty result and the page asked for', async () => {
    const body = (await get('/product/public/lists?page=500')).json();
    expect(body.result).toEqual([]);
    expect(body.paginationInfo.currentPage).toBe(500);
  });

  it.each([['page=abc'], ['page=0'], ['page=1.5'], ['limit=1000'], ['limit=-1']])('refuses %s with 400 and a message', async (q) => {
    const res = await get(`/product/public/lists?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('access tokens on public calls', () => {
  it('answers an expired token with 403 so the storefront refreshes it', async () => {
    const expired = await shop.customerToken(undefined, Math.floor(Date.now() / 1000) - 60);
    const res = await get('/product/public/lists', expired);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: expect.stringMatching(/expired/i) });
  });

  it('shows no prices for an unsigned (alg: none) token', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x', typ: 'access', exp: 9999999999 })}.`;
    const body = (await get('/product/public/lists?limit=5', forged)).json();
    expect(keysOf(body).filter((k) => k.includes('price'))).toEqual([]);
  });

  it('shows no prices for a token signed with another secret', async () => {
    const { signAccessToken } = await import('../../lib/access-tokens.js');
    const other = await signAccessToken('another-secret-that-is-long-enough-1234567', 'x', randomUUID());
    const body = (await get('/product/public/lists?limit=5', other)).json();
    expect(keysOf(body).filter((k) => k.includes('price'))).toEqual([]);
  });
});

describe('GET /product/public/{id}', () => {
  it('shows a visitor the variants with measurements and options but no price anywhere', async () => {
    const id = await productWithVariants();
    const res = await get(`/product/public/${id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().result;
    expect(p._id).toBe(id);
    expect(p.product_variants.length).toBeGreaterThan(0);
    expect(p.product_variants[0].variant_measurement).toHaveProperty('mm_status');
    expect(keysOf(p).filter((k) => k.includes('price'))).toEqual([]);
  });

  it('shows a customer variant prices, option children sorted by price, variants by order then newest', async () => {
    const id = await productWithVariants();
    const p = (await get(`/product/public/${id}`, token)).json().result;
    expect(typeof p.product_price).toBe('number');
    const variants = p.product_variants;
    for (const v of variants) {
      expect(typeof v.variant_price).toBe('number');
      for (const o of v.variant_options) {
        const prices = o.variant_options_lists.map((c: { variant_options_child_price: number }) => c.variant_options_child_price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
    }
    for (let i = 1; i < variants.length; i++) {
      const [a, b] = [variants[i - 1], variants[i]];
      expect(a.variant_order < b.variant_order || (a.variant_order === b.variant_order && a.createdAt >= b.createdAt)).toBe(true);
    }
  });

  it('answers an unknown id with 404 and the spec text', async () => {
    const res = await get('/product/public/7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This product was not found.');
  });

  it('answers a malformed id with 400', async () => {
    const res = await get('/product/public/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid id');
  });
});

describe('POST /product/public/find-by-ids', () => {
  it('returns the products in the order asked, leaving out unknown ids', async () => {
    const ids = (await get('/product/public/lists?limit=3')).json().result.map((p: { _id: string }) => p._id);
    const asked = [ids[2], '7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10', ids[0]];
    const body = (await post('/product/public/find-by-ids', { ids: asked })).json();
    expect(body.result.map((p: { _id: string }) => p._id)).toEqual([ids[2], ids[0]]);
  });

  it.each([[{}], [{ ids: [] }], [{ ids: ['x'] }], [{ ids: 'abc' }]])('refuses %j with 400', async (payload) => {
    const res = await post('/product/public/find-by-ids', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('POST /product/public/find/many', () => {
  it('returns other products of the same categories, without the excluded one', async () => {
    const first = (await get('/product/public/lists?limit=1')).json().result[0];
    const body = (await post('/product/public/find/many', { findMany: first.product_category_ids, excludeId: first._id })).json();
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.map((p: { _id: string }) => p._id)).not.toContain(first._id);
  });
});

describe('GET /product/public/tree', () => {
  it('nests make > models > categories > child_categories > sub_child_categories', async () => {
    const { result } = (await get('/product/public/tree')).json();
    expect(result.length).toBeGreaterThanOrEqual(8);
    const model = result.flatMap((m: { models: unknown[] }) => m.models).find((m: { categories: unknown[] }) => m.categories.length);
    expect(model).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const category = model.categories[0];
    expect(category).toMatchObject({ id: expect.any(String), name: expect.any(String), child_categories: expect.any(Array) });
    const withSub = result
      .flatMap((m: { models: { categories: { child_categories: { sub_child_categories: unknown[] }[] }[] }[] }) => m.models)
      .flatMap((m: { categories: { child_categories: { sub_child_categories: unknown[] }[] }[] }) => m.categories)
      .flatMap((c: { child_categories: { sub_child_categories: unknown[] }[] }) => c.child_categories)
      .find((c: { sub_child_categories: unknown[] }) => c.sub_child_categories.length);
    expect(withSub).toBeDefined();
  });
});
