import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop();

const get = (url: string) => shop.app.inject({ method: 'GET', url: `/api/v1${url}` });
const post = (url: string, payload: unknown) => shop.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });

interface Category {
  _id: string;
  parent_category: string | null;
  category_name: string;
}
interface Product {
  _id: string;
  product_name: string;
  product_sku: string;
  product_category_ids: string[];
  product_machine_make_ids: string[];
  product_machine_model_ids: string[];
}

async function allProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`/product/public/lists?limit=100&page=${page}`)).json();
    all.push(...body.result);
    if (page >= body.paginationInfo.totalPages) return all;
  }
}

describe('POST /product/public/lists/filter', () => {
  it('filters by a main category including its children and sub-children', async () => {
    const cats: Category[] = (await get('/product/category/public/dropdown')).json().result;
    const main = cats.find((c) => !c.parent_category && cats.some((k) => k.parent_category === c._id))!;
    const inTree = new Set([main._id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const c of cats) {
        if (c.parent_category && inTree.has(c.parent_category) && !inTree.has(c._id)) {
          inTree.add(c._id);
          grew = true;
        }
      }
    }
    const res = await post('/product/public/lists/filter?limit=100', { categoryId: main._id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paginationInfo.totalCount).toBeGreaterThan(0);
    for (const p of body.result as Product[]) expect(p.product_category_ids.some((id) => inTree.has(id))).toBe(true);
    const expected = (await allProducts()).filter((p) => p.product_category_ids.some((id) => inTree.has(id))).length;
    expect(body.paginationInfo.totalCount).toBe(expected);
  });

  it('filters by machine make and model together', async () => {
    const makes = (await get('/product/keyword/public/machine-make/dropdown')).json().result;
    const models = (await post('/product/keyword/public/machine-model/dropdown/selected', { machineMakeIds: [makes[0].value] })).json()
      .result;
    const body = (
      await post('/product/public/lists/filter?limit=100', { machineMakeIds: [makes[0].value], machineModelIds: [models[0].value] })
    ).json();
    expect(body.result.length).toBeGreaterThan(0);
    for (const p of body.result as Product[]) {
      expect(p.product_machine_make_ids).toContain(makes[0].value);
      expect(p.product_machine_model_ids).toContain(models[0].value);
    }
  });

  it('filters by product name, ignoring case', async () => {
    const body = (await post('/product/public/lists/filter', { product_name: 'PUNCH' })).json();
    expect(body.result.length).toBeGreaterThan(0);
    for (const p of body.result as Product[]) expect(p.product_name.toLowerCase()).toContain('punch');
  });

  it('treats an empty filter as the whole list', async () => {
    const all = (await get('/product/public/lists')).json().paginationInfo.totalCount;
    const body = (
      await post('/product/public/lists/filter', { product_name: '', categoryId: '', machineMakeIds: [], machineModelIds: [] })
    ).json();
    expect(body.paginationInfo.totalCount).toBe(all);
  });

  it('answers an unknown category with 404 and a malformed one with 400', async () => {
    const unknown = await post('/product/public/lists/filter', { categoryId: '7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Category not found');
    const malformed = await post('/product/public/lists/filter', { machineMakeIds: ['amada'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid id');
  });

  it('treats a literal % in the name as text, not a wildcard', async () => {
    const body = (await post('/product/public/lists/filter', { product_name: '%' })).json();
    expect(body.paginationInfo.totalCount).toBe(0);
  });
});

describe('POST /product/public/search', () => {
  const search = async (term: string): Promise<Product[]> => {
    const res = await post('/product/public/search', { search: term });
    expect(res.statusCode).toBe(200);
    return res.json().data.result;
  };

  it('puts the product with an exact part number first', async () => {
    const target = (await get('/product/public/lists?page=3')).json().result[4] as Product;
    const hits = await search(target.product_sku.toLowerCase());
    expect(hits[0]._id).toBe(target._id);
  });

  it('finds a product by the part number of one of its variants', async () => {
    const all = await allProducts();
    const withVariants = all.find((p) => (p as unknown as { product_variants_status: boolean }).product_variants_status)!;
    const detail = (await get(`/product/public/${withVariants._id}`)).json().result;
    const hits = await search(detail.product_variants[0].variant_sku);
    expect(hits[0]._id).toBe(withVariants._id);
  });

  it('matches words of names and descriptions', async () => {
    const hits = await search('gooseneck');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].product_name.toLowerCase()).toContain('gooseneck');
  });

  it('tolerates a typo in a name', async () => {
    const hits = await search('goosneck');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].product_name.toLowerCase()).toContain('gooseneck');
  });

  it('returns an empty list when nothing matches', async () => {
    expect(await search('zzqxjw')).toEqual([]);
  });

  it.each([[{}], [{ search: '' }], [{ search: '   ' }], [{ search: 42 }]])('refuses %j with 400', async (payload) => {
    const res = await post('/product/public/search', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
