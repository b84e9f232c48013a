import { sql } from 'drizzle-orm';
import { CART_MESSAGES } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { csvOf, exportCsv, rowsOf, upload } from './csv/test-csv.js';
import { adminDetail, bodyOf, catalogFixture, productBody, unique, variantBody } from './test-admin-products.js';

// Issue 28, item 5: drafts and scheduled publishing. A draft, and a product published from a time
// still to come, is seen in the back office only: every public read leaves it out.

const shop = useTestShop();
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));
const f = beforeAllValue(() => catalogFixture(shop));

const get = (url: string) => shop.app.inject({ method: 'GET', url: `/api/v1${url}` });
const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const idsOf = (list: { _id: string }[]) => list.map((p) => p._id);
const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

interface Made {
  _id: string;
  product_slug: string;
  name: string;
  sku: string;
  variantSku: string;
}

async function make(status?: string, publishAt?: string | null): Promise<Made> {
  const tag = unique();
  const name = `Embossing Tool ${tag}`;
  const sku = `EMB-${tag}`;
  const variantSku = `EMB-V-${tag}`;
  const res = await editor.send(
    'POST',
    '/products',
    productBody(f, {
      product_name: name,
      product_sku: sku,
      product_variants: [variantBody(variantSku)],
      // The seeded shop's sheet materials are not the fixture's.
      product_keywords: {},
      ...(status ? { product_status: status as never } : {}),
      ...(publishAt !== undefined ? { product_publish_at: publishAt } : {}),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json().result as { _id: string; product_slug: string }), name, sku, variantSku };
}

async function search(term: string): Promise<string[]> {
  const res = await post('/product/public/search', { search: term });
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res.json().data.result);
}

async function sitemapPaths(): Promise<string> {
  const res = await shop.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Every public read of the product: true where the public finds it (or the status of the one-product reads). */
async function publicView(p: Made) {
  const lists = idsOf((await get('/product/public/lists?limit=100')).json().result);
  const filter = idsOf((await post('/product/public/lists/filter?limit=100', { product_name: p.name })).json().result);
  const category = (await get(`/product/category/public/find-by-category/${f.punches.id}?limit=100`)).json();
  const byIds = idsOf((await post('/product/public/find-by-ids', { ids: [p._id] })).json().result);
  const similar = idsOf((await post('/product/public/find/many', { findMany: [f.punches.id] })).json().result);
  return {
    lists: lists.includes(p._id),
    filter: filter.includes(p._id),
    category: idsOf(category.result).includes(p._id),
    searchByName: (await search(p.name)).includes(p._id),
    searchByPartNumber: (await search(p.sku)).includes(p._id),
    searchByVariantPartNumber: (await search(p.variantSku)).includes(p._id),
    byIds: byIds.includes(p._id),
    similar: similar.includes(p._id),
    sitemap: (await sitemapPaths()).includes(p._id),
    detail: (await get(`/product/public/${p._id}`)).statusCode,
    slug: (await get(`/product/public/slug/${p.product_slug}`)).statusCode,
  };
}

const SEEN = {
  lists: true,
  filter: true,
  category: true,
  searchByName: true,
  searchByPartNumber: true,
  searchByVariantPartNumber: true,
  byIds: true,
  similar: true,
  sitemap: true,
  detail: 200,
  slug: 200,
};
const HIDDEN = {
  lists: false,
  filter: false,
  category: false,
  searchByName: false,
  searchByPartNumber: false,
  searchByVariantPartNumber: false,
  byIds: false,
  similar: false,
  sitemap: false,
  detail: 404,
  slug: 404,
};

/** PUT the product as the editor has it, with the status fields changed. */
async function saveStatus(id: string, fields: { product_status?: string; product_publish_at?: string | null }) {
  const body = bodyOf(await adminDetail(editor, id));
  return editor.send('PUT', `/products/${id}`, { ...body, ...fields });
}

describe('a draft product', () => {
  it('is in the back office only: 404 on its page, absent from lists, category, search, similar, ids and the sitemap; published, it shows', async () => {
    const draft = await make('draft');
    expect(await adminDetail(editor, draft._id)).toMatchObject({ product_status: 'draft', product_publish_at: null, archived: false });
    expect(await publicView(draft)).toEqual(HIDDEN);

    const res = await saveStatus(draft._id, { product_status: 'published' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await adminDetail(editor, draft._id)).toMatchObject({ product_status: 'published', product_publish_at: null });
    expect(await publicView(draft)).toEqual(SEEN);
  });

  it('is created published when the client sends no status (clients before issue 28)', async () => {
    const p = await make();
    expect(await adminDetail(editor, p._id)).toMatchObject({ product_status: 'published', product_publish_at: null });
    expect((await get(`/product/public/${p._id}`)).statusCode).toBe(200);
    // A save without the status keeps it.
    const d = await make('draft');
    const body = bodyOf(await adminDetail(editor, d._id));
    expect((await editor.send('PUT', `/products/${d._id}`, { ...body, product_price: 77 })).statusCode).toBe(200);
    expect(await adminDetail(editor, d._id)).toMatchObject({ product_status: 'draft', product_price: 77 });
  });

  it('cannot go into a cart (the message of an unknown product), nor be found by quick order or added to a wishlist', async () => {
    const draft = await make('draft');
    const me = await newCustomer(shop);
    const added = await me.send('POST', '/cart/add-to-cart', {
      cart_customer_id: me.id,
      cart_product_id: draft._id,
      cart_product_quantity: 1,
    });
    const unknown = await me.send('POST', '/cart/add-to-cart', {
      cart_customer_id: me.id,
      cart_product_id: '00000000-0000-4000-8000-000000000000',
      cart_product_quantity: 1,
    });
    expect(added.statusCode).toBe(unknown.statusCode);
    expect(added.json().message).toBe(CART_MESSAGES.productNotFound);
    expect(added.json().message).toBe(unknown.json().message);

    const lookup = await me.send('POST', '/cart/quick-order/lookup', { part_numbers: [draft.sku, draft.variantSku] });
    expect(lookup.statusCode, lookup.body).toBe(200);
    for (const row of lookup.json().result) expect(row.item).toBeNull();

    const wish = await me.send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: draft._id });
    expect(wish.statusCode).toBe(404);
    expect(wish.json().message).toBe(CART_MESSAGES.productNotFound);
  });

  it('made a draft after a buyer put it in the cart: no longer available there, and no order takes it', async () => {
    const name = `Plain Tool ${unique()}`;
    const created = await editor.send(
      'POST',
      '/products',
      productBody(f, { product_name: name, product_keywords: {}, product_variants: [] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const p = { ...(created.json().result as { _id: string }), name };
    const me = await newCustomer(shop);
    const added = await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: p._id, cart_product_quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect((await saveStatus(p._id, { product_status: 'draft' })).statusCode).toBe(200);
    const cart = (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json().data;
    expect(cart.result[0]).toMatchObject({
      cart_item_unavailable: true,
      cart_item_problem: `${p.name} is no longer available. Please remove it from your cart.`,
    });
    const order = await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('is left out of the tool finder until published', async () => {
    // A seeded die the finder answers, made a draft.
    const answer = async () =>
      (await get('/product/public/tool-finder?material=mild-steel&thickness=1-0-mm&shape=round&size=10')).json().result as {
        dies: { _id: string }[];
      };
    const [die] = (await answer()).dies;
    expect(die).toBeDefined();
    expect((await saveStatus(die!._id, { product_status: 'draft' })).statusCode).toBe(200);
    expect(idsOf((await answer()).dies)).not.toContain(die!._id);
    expect((await saveStatus(die!._id, { product_status: 'published' })).statusCode).toBe(200);
    expect(idsOf((await answer()).dies)).toContain(die!._id);
  });
});

describe('a product published from a time', () => {
  it('is hidden until its time, and seen from it without any job: the condition reads the clock', async () => {
    const later = await make('published', inHours(24));
    const detail = await adminDetail(editor, later._id);
    expect(detail).toMatchObject({ product_status: 'published' });
    expect(Date.parse(detail.product_publish_at as string)).toBeGreaterThan(Date.now());
    expect(await publicView(later)).toEqual(HIDDEN);

    // Its time comes (moved into the past, as the clock would).
    await queryRows(shop.handle.db, sql`update products set publish_at = now() - interval '1 minute' where id = ${later._id}`);
    expect(await publicView(later)).toEqual(SEEN);
    const passed = await make('published', inHours(-1));
    expect(await publicView(passed)).toEqual(SEEN);
  });

  it('a past time is live at once; null clears the time', async () => {
    const p = await make('published', inHours(48));
    expect((await get(`/product/public/${p._id}`)).statusCode).toBe(404);
    expect((await saveStatus(p._id, { product_publish_at: null })).statusCode).toBe(200);
    expect(await adminDetail(editor, p._id)).toMatchObject({ product_status: 'published', product_publish_at: null });
    expect((await get(`/product/public/${p._id}`)).statusCode).toBe(200);
  });
});

describe('product_status archived', () => {
  it('archives as the archive action does (same audit entry), and published restores', async () => {
    const p = await make();
    const res = await saveStatus(p._id, { product_status: 'archived' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await adminDetail(editor, p._id)).toMatchObject({ product_status: 'archived', archived: true, archived_at: expect.any(String) });
    expect((await get(`/product/public/${p._id}`)).statusCode).toBe(404);
    // The list's filter finds it under archived.
    const archivedList = await editor.send('GET', `/products?status=archived&search=${p.sku}`);
    expect(idsOf(archivedList.json().result)).toEqual([p._id]);
    expect(archivedList.json().result[0]).toMatchObject({ product_status: 'archived', archived: true });

    expect((await saveStatus(p._id, { product_status: 'published' })).statusCode).toBe(200);
    expect(await adminDetail(editor, p._id)).toMatchObject({ product_status: 'published', archived: false, archived_at: null });
    expect((await get(`/product/public/${p._id}`)).statusCode).toBe(200);

    const audit = (await owner.send('GET', `/audit?entity_id=${p._id}`)).json().result as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(['product.restore', 'product.archive', 'product.create']);
  });
});

describe('status in the back office', () => {
  it('records each status change in the audit, before and after', async () => {
    const p = await make('draft');
    const at = inHours(72);
    expect((await saveStatus(p._id, { product_status: 'published', product_publish_at: at })).statusCode).toBe(200);
    const audit = (await owner.send('GET', `/audit?entity_id=${p._id}`)).json().result as {
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    }[];
    expect(audit.map((e) => e.action)).toEqual(['product.update', 'product.create']);
    expect(audit[0]!.before).toEqual({ product_status: 'draft', product_publish_at: null });
    expect(audit[0]!.after).toEqual({ product_status: 'published', product_publish_at: at });
    expect(audit[1]!.after).toMatchObject({ product_status: 'draft' });
  });

  it('lists the status and filters by it: draft, scheduled, published', async () => {
    const draft = await make('draft');
    const later = await make('published', inHours(5));
    const live = await make('published');
    const listed = async (status: string) =>
      idsOf((await editor.send('GET', `/products?status=${status}&limit=100&search=EMB-`)).json().result).filter((id) =>
        [draft._id, later._id, live._id].includes(id),
      );
    expect(await listed('draft')).toEqual([draft._id]);
    expect(await listed('scheduled')).toEqual([later._id]);
    expect(await listed('published')).toEqual([live._id]);
    const all = (await editor.send('GET', `/products?search=${later.sku}`)).json().result;
    expect(all[0]).toMatchObject({ _id: later._id, product_status: 'published', product_publish_at: expect.any(String) });
  });

  it('refuses an unknown status or a time that is no ISO time, with a message and nothing written', async () => {
    const bad = await editor.send('POST', '/products', productBody(f, { product_keywords: {}, product_status: 'live' as never }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('product_status must be one of: draft, published, archived');
    const badTime = await editor.send(
      'POST',
      '/products',
      productBody(f, { product_keywords: {}, product_publish_at: 'tomorrow' as never }),
    );
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toContain('product_publish_at must be an ISO date and time');
  });
});

describe('the catalog CSV carries the status', () => {
  it('exports product_status and product_publish_at, and an import sets them (the dry run says so)', async () => {
    const draft = await make('draft');
    const at = inHours(30);
    const later = await make('published', at);
    const rows = rowsOf((await exportCsv(shop, owner.token)).body);
    const [header, ...body] = rows;
    const col = (name: string) => header!.indexOf(name);
    const rowOf = (sku: string) => body.find((r) => r[col('product_sku')] === sku)!;
    expect(rowOf(draft.sku)[col('product_status')]).toBe('draft');
    expect(rowOf(draft.sku)[col('product_publish_at')]).toBe('');
    expect(rowOf(later.sku)[col('product_status')]).toBe('published');
    expect(rowOf(later.sku)[col('product_publish_at')]).toBe(at);

    const file = csvOf([
      { product_sku: draft.sku, product_status: 'published', product_publish_at: '' },
      { product_sku: later.sku, product_status: 'draft', product_publish_at: '' },
    ]);
    const dry = await upload(shop, owner.token, file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().result.errors).toEqual([]);
    expect(dry.json().message).toBe('The file is ready to import: 0 products to create, 2 to update. Status: 1 draft, 1 published.');
    const real = await upload(shop, owner.token, file, false);
    expect(real.statusCode, real.body).toBe(200);

    const newSku = `EMB-CSV-${unique()}`;
    const newFile = csvOf([
      {
        product_sku: newSku,
        product_name: `Emboss CSV ${newSku}`,
        product_price: '12.00',
        product_categories: f.punches.slug,
        product_status: 'published',
        product_publish_at: '2099-01-01T08:00:00Z',
      },
    ]);
    const newDry = await upload(shop, owner.token, newFile, true);
    expect(newDry.json().message).toBe(
      'The file is ready to import: 1 products to create, 0 to update. Status: 1 published from a later time.',
    );
    expect((await upload(shop, owner.token, newFile, false)).statusCode).toBe(200);

    expect(await adminDetail(editor, draft._id)).toMatchObject({ product_status: 'published', product_publish_at: null });
    expect(await adminDetail(editor, later._id)).toMatchObject({ product_status: 'draft', product_publish_at: null });
    expect((await get(`/product/public/${draft._id}`)).statusCode).toBe(200);
    expect((await get(`/product/public/${later._id}`)).statusCode).toBe(404);
    const created = (await editor.send('GET', `/products?search=${newSku}&status=scheduled`)).json().result;
    expect(created[0]).toMatchObject({ product_status: 'published', product_publish_at: '2099-01-01T08:00:00.000Z' });

    const wrong = await upload(shop, owner.token, csvOf([{ product_sku: draft.sku, product_publish_at: 'next week' }]), true);
    expect(JSON.stringify(wrong.json().result.errors)).toContain('product_publish_at must be an ISO date and time');
  });

  it('reads active, as files before issue 28 say, as published', async () => {
    const draft = await make('draft');
    const res = await upload(shop, owner.token, csvOf([{ product_sku: draft.sku, product_status: 'active' }]), false);
    expect(res.statusCode, res.body).toBe(200);
    expect(await adminDetail(editor, draft._id)).toMatchObject({ product_status: 'published' });
  });
});
