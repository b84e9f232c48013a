import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop();

const get = (url: string, authorization?: string) =>
  shop.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: authorization ? { authorization } : {} });
const post = (url: string, payload: unknown) => shop.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });

interface Category {
  _id: string;
  parent_category: string | null;
  category_slug: string;
  category_image: string;
  name: string;
  value: string;
}
const categories = async (): Promise<Category[]> => (await get('/product/category/public/dropdown')).json().result;

describe('category calls', () => {
  it('GET /dropdown lists every category with {name, value}', async () => {
    const all = await categories();
    expect(all.length).toBeGreaterThan(20);
    for (const c of all) expect(c.value).toBe(c._id);
  });

  it('GET /main/lists returns the main categories under data.result', async () => {
    const res = await get('/product/category/public/main/lists');
    const main = res.json().data.result as Category[];
    expect(main.length).toBeGreaterThanOrEqual(6);
    for (const c of main) expect(c.parent_category).toBeNull();
  });

  it('GET /{id} returns the category as result[0]', async () => {
    const [c] = await categories();
    const body = (await get(`/product/category/public/${c._id}`)).json();
    expect(body.result[0]).toMatchObject({ _id: c._id, category_slug: c.category_slug });
  });

  it('GET /dropdown/find-by-parent/{id} returns the children', async () => {
    const all = await categories();
    const parent = all.find((c) => all.some((k) => k.parent_category === c._id))!;
    const children = (await get(`/product/category/public/dropdown/find-by-parent/${parent._id}`)).json().result as Category[];
    expect(children.length).toBeGreaterThan(0);
    for (const c of children) expect(c.parent_category).toBe(parent._id);
  });

  it('POST /dropdown/selected returns the children of the selected categories', async () => {
    const all = await categories();
    const parents = all
      .filter((c) => !c.parent_category)
      .slice(0, 2)
      .map((c) => c._id);
    const children = (await post('/product/category/public/dropdown/selected', { categoryIds: parents })).json().result as Category[];
    expect(children.length).toBeGreaterThan(0);
    for (const c of children) expect(parents).toContain(c.parent_category);
  });

  it('GET /find-by-category/{id} pages the products of the category, prices only for customers', async () => {
    const main = (await get('/product/category/public/main/lists')).json().data.result[0] as Category;
    const visitor = (await get(`/product/category/public/find-by-category/${main._id}`)).json();
    expect(visitor.result.length).toBeGreaterThan(0);
    expect(visitor.result[0]).not.toHaveProperty('product_price');
    const customer = (await get(`/product/category/public/find-by-category/${main._id}`, await shop.customerToken())).json();
    expect(customer.result[0]).toHaveProperty('product_price');
  });

  it('GET /find-by-category/{id} lists the products in size order (issue 17): Ø 5.5, 16, 20, 60, not as they were entered', async () => {
    const byslug = async (slug: string) => (await categories()).find((c) => c.category_slug === slug)!;
    const pages = async (id: string) => {
      const first = (await get(`/product/category/public/find-by-category/${id}?limit=10&page=1`)).json();
      const rest = [];
      for (let page = 2; page <= first.paginationInfo.totalPages; page++) {
        rest.push(...(await get(`/product/category/public/find-by-category/${id}?limit=10&page=${page}`)).json().result);
      }
      return [...first.result, ...rest].map((p: { product_name: string }) => p.product_name);
    };
    const round = await pages((await byslug('round-punches-standard'))._id);
    const diameters = round.map((n) => Number(/Ø ([\d.]+) mm/.exec(n)![1]));
    expect(diameters.slice(0, 5)).toEqual([3, 4, 5, 5.5, 6]);
    expect(diameters).toEqual([...diameters].sort((a, b) => a - b));
    expect(diameters).toEqual(expect.arrayContaining([5.5, 16, 20, 60]));

    // Two sizes: by the first, then the second; a parent category keeps each kind together.
    const rectangles = (await pages((await byslug('rectangle-punches-standard'))._id)).map((n) =>
      /([\d.]+) × ([\d.]+) mm/.exec(n)!.slice(1, 3).map(Number),
    );
    expect(rectangles).toEqual([...rectangles].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    const dies = await pages((await byslug('dies'))._id);
    const kinds = dies.map((n) => n.replace(/\s*[Ø\d].*$/, ''));
    expect(kinds.filter((k, i) => k !== kinds[i - 1])).toEqual([...new Set(kinds)]);
  });

  it('answers unknown ids with 404 and malformed ones with 400', async () => {
    const unknown = '7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10';
    for (const url of [
      `/product/category/public/${unknown}`,
      `/product/category/public/dropdown/find-by-parent/${unknown}`,
      `/product/category/public/find-by-category/${unknown}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Category not found');
    }
    const res = await get('/product/category/public/abc');
    expect(res.statusCode).toBe(400);
  });
});

describe('keyword calls', () => {
  it.each([['DROPDOWN_SHEET_MATERIAL'], ['DROPDOWN_SHEET_THICKNESS']])('GET /dropdown/find/%s returns its name and options', async (id) => {
    const body = (await get(`/product/keyword/public/dropdown/find/${id}`)).json();
    expect(body.result.productDropdown_name).toEqual(expect.any(String));
    expect(body.result.productDropdown_options.length).toBeGreaterThan(3);
    expect(body.result.productDropdown_options[0]).toMatchObject({ value: expect.any(String), name: expect.any(String) });
  });

  it('answers an unknown dropdown with 404 and a malformed id with 400', async () => {
    expect((await get('/product/keyword/public/dropdown/find/DROPDOWN_NOPE')).statusCode).toBe(404);
    expect((await get('/product/keyword/public/dropdown/find/drop;down')).statusCode).toBe(400);
  });

  it('lists at least 8 machine makes, and only the models of the selected makes', async () => {
    const makes = (await get('/product/keyword/public/machine-make/dropdown')).json().result;
    expect(makes.length).toBeGreaterThanOrEqual(8);
    expect(makes.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Amada', 'Trumpf']));
    const one = (await post('/product/keyword/public/machine-model/dropdown/selected', { machineMakeIds: [makes[0].value] })).json().result;
    const two = (
      await post('/product/keyword/public/machine-model/dropdown/selected', { machineMakeIds: [makes[0].value, makes[1].value] })
    ).json().result;
    expect(one.length).toBeGreaterThan(0);
    expect(two.length).toBeGreaterThan(one.length);
    const none = (await post('/product/keyword/public/machine-model/dropdown/selected', { machineMakeIds: [] })).json().result;
    expect(none).toEqual([]);
  });

  it('refuses a model request without a list of make ids', async () => {
    const res = await post('/product/keyword/public/machine-model/dropdown/selected', { machineMakeIds: 'amada' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('machineMakeIds must be a list of ids');
  });
});
