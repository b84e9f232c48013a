import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { adminDetail, catalogFixture, createProduct, orderOf, productBody, unique, variantBody } from './test-admin-products.js';

const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const f = beforeAllValue(() => catalogFixture(shop));

const get = (url: string) => shop.app.inject({ method: 'GET', url: `/api/v1${url}` });
const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const idsOf = (list: { _id: string }[]) => list.map((p) => p._id);

async function search(term: string): Promise<string[]> {
  const res = await post('/product/public/search', { search: term });
  expect(res.statusCode).toBe(200);
  return idsOf(res.json().data.result);
}

/** The category ids the sidebar tree lists under a machine model. */
async function treeCategoriesOf(modelId: string): Promise<string[]> {
  const tree = (await get('/product/public/tree')).json().result as {
    models: { id: string; categories: { id: string; child_categories: { id: string }[] }[] }[];
  }[];
  const model = tree.flatMap((m) => m.models).find((m) => m.id === modelId);
  return (model?.categories ?? []).flatMap((c) => [c.id, ...c.child_categories.map((cc) => cc.id)]);
}

/** Every public read the storefront has of a product, as ids found (or the status of the one-product reads). */
async function storefrontView(product: { _id: string; product_slug: string }, name: string, sku: string, variantSku: string, c = f) {
  const lists = idsOf((await get('/product/public/lists?limit=100')).json().result);
  const filter = idsOf((await post('/product/public/lists/filter?limit=100', { product_name: name })).json().result);
  const category = (await get(`/product/category/public/find-by-category/${c.punches.id}?limit=100`)).json();
  const byIds = idsOf((await post('/product/public/find-by-ids', { ids: [product._id] })).json().result);
  const similar = idsOf((await post('/product/public/find/many', { findMany: [c.punches.id] })).json().result);
  return {
    lists: lists.includes(product._id),
    filter: filter.includes(product._id),
    category: idsOf(category.result).includes(product._id),
    categoryCount: category.paginationInfo.totalCount as number,
    searchByName: (await search(name)).includes(product._id),
    searchByPartNumber: (await search(sku)).includes(product._id),
    searchByVariantPartNumber: (await search(variantSku)).includes(product._id),
    byIds: byIds.includes(product._id),
    similar: similar.includes(product._id),
    tree: (await treeCategoriesOf(c.truPunch)).includes(c.roundPunches.id),
    detail: (await get(`/product/public/${product._id}`)).statusCode,
    slug: (await get(`/product/public/slug/${product.product_slug}`)).statusCode,
  };
}

describe('an archived product', () => {
  it('leaves every public read (lists, filter, category and its count, search, wishlist ids, similar, sidebar tree, detail, slug) and comes back on restore', async () => {
    const c = await catalogFixture(shop);
    const tag = unique();
    const name = `Louvre Forming Tool ${tag}`;
    const sku = `LV-${tag}`;
    const variantSku = `LV-V-${tag}`;
    const product = await createProduct(
      editor,
      productBody(c, {
        product_name: name,
        product_sku: sku,
        product_machine_make_ids: [c.trumpf],
        product_machine_model_ids: [c.truPunch],
        product_variants: [variantBody(variantSku)],
      }),
    );
    const live = await storefrontView(product, name, sku, variantSku, c);
    expect(live).toEqual({
      lists: true,
      filter: true,
      category: true,
      categoryCount: 1,
      searchByName: true,
      searchByPartNumber: true,
      searchByVariantPartNumber: true,
      byIds: true,
      similar: true,
      tree: true,
      detail: 200,
      slug: 200,
    });

    const archived = await editor.send('POST', `/products/${product._id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().result).toMatchObject({ _id: product._id, archived: true, archived_at: expect.any(String) });
    expect(await storefrontView(product, name, sku, variantSku, c)).toEqual({
      lists: false,
      filter: false,
      category: false,
      categoryCount: 0,
      searchByName: false,
      searchByPartNumber: false,
      searchByVariantPartNumber: false,
      byIds: false,
      similar: false,
      tree: false,
      detail: 404,
      slug: 404,
    });
    // Archiving twice is no error and no second audit entry.
    expect((await editor.send('POST', `/products/${product._id}/archive`)).statusCode).toBe(200);

    const restored = await editor.send('POST', `/products/${product._id}/restore`);
    expect(restored.json().result).toMatchObject({ archived: false, archived_at: null });
    expect(await storefrontView(product, name, sku, variantSku, c)).toEqual(live);
  });

  it('stays on the past orders that hold it, and the back office still opens it', async () => {
    const body = productBody(f, { product_name: `Countersink Tool ${unique()}` });
    const product = await createProduct(editor, body);
    const customer = await orderOf(shop, { id: product._id, name: body.product_name, sku: body.product_sku });
    expect((await editor.send('POST', `/products/${product._id}/archive`)).statusCode).toBe(200);

    const orders = await customer.send('GET', `/order/user/${customer.id}`);
    expect(orders.statusCode).toBe(200);
    expect(JSON.stringify(orders.json())).toContain(body.product_name);
    expect(await adminDetail(editor, product._id)).toMatchObject({ archived: true, ordered: true });
  });

  it('keeps its part number: a new product cannot take it while it is archived', async () => {
    const body = productBody(f);
    const product = await createProduct(editor, body);
    await editor.send('POST', `/products/${product._id}/archive`);
    const res = await editor.send('POST', '/products', productBody(f, { product_sku: body.product_sku }));
    expect(res.statusCode).toBe(409);
  });
});

describe('the typo-search word table follows back-office saves', () => {
  it('corrects a typo to a word of a new product’s name, then to the word of its new name; not to an archived product', async () => {
    const body = productBody(f, { product_name: 'Quillback Forming Tool' });
    const product = await createProduct(editor, body);
    expect(await search('quilback')).toEqual([product._id]);

    expect((await editor.send('PUT', `/products/${product._id}`, { ...body, product_name: 'Marlinspike Forming Tool' })).statusCode).toBe(
      200,
    );
    expect(await search('marlinspyke')).toEqual([product._id]);
    expect(await search('quilback')).toEqual([]);

    await editor.send('POST', `/products/${product._id}/archive`);
    expect(await search('marlinspyke')).toEqual([]);
  });
});
