import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { adminDetail, bodyOf, catalogFixture, createProduct, productBody, unique, variantBody } from './test-admin-products.js';

const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));
const f = beforeAllValue(() => catalogFixture(shop));

const EDITORS = { owner: 200, editor: 200, sales: 403, warehouse: 403, customer: 401, visitor: 401 };
const CREATED = { ...EDITORS, owner: 201, editor: 201 };
const MISSING_ID = '00000000-0000-4000-8000-00000000abcd';

describe('role matrix: owner and editor only', () => {
  it('GET /admin/products and GET /admin/products/{id}', async () => {
    const { _id } = await createProduct(editor, productBody(f));
    await expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/products' }, EDITORS);
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/products/${_id}` }, EDITORS);
  });

  it('POST /admin/products', () =>
    expectRoleMatrix(shop, { method: 'POST', url: '/api/v1/admin/products', payload: () => productBody(f) }, CREATED));

  it('PUT /admin/products/{id}', async () => {
    const body = productBody(f);
    const { _id } = await createProduct(editor, body);
    await expectRoleMatrix(shop, { method: 'PUT', url: `/api/v1/admin/products/${_id}`, payload: { ...body, product_price: 51 } }, EDITORS);
  });

  it('POST /admin/products/{id}/duplicate, /archive and /restore', async () => {
    const { _id } = await createProduct(editor, productBody(f));
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/products/${_id}/duplicate` }, CREATED);
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/products/${_id}/archive` }, EDITORS);
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/products/${_id}/restore` }, EDITORS);
  });
});

describe('POST /admin/products', () => {
  it('creates a product with its variants; the editor reads back every field as stored', async () => {
    const body = productBody(f, {
      product_name: 'Thick Turret Round Punch Ø 12.7 mm',
      product_images: [
        { url: '/images/products/round-punch.png', alt: 'Side view' },
        { url: '/images/products/round-punch.png?second', alt: '' },
      ],
      product_machine_make_ids: [f.trumpf, f.amada],
      product_machine_model_ids: [f.truPunch, f.vipros],
      product_variants: [
        variantBody(`NB-V-${unique()}`, { variant_price: 89.5 }),
        variantBody(`NB-V-${unique()}`, { variant_price: 104.25 }),
      ],
    });
    const res = await editor.send('POST', '/products', body);
    expect(res.statusCode, res.body).toBe(201);
    const { _id, product_slug } = res.json().result;
    expect(product_slug).toBe('thick-turret-round-punch-12-7-mm');

    const detail = await adminDetail(editor, _id);
    expect(detail).toMatchObject({
      _id,
      product_name: body.product_name,
      product_slug,
      product_sku: body.product_sku,
      product_price: 49.95,
      product_quantity: 12,
      product_images: body.product_images,
      product_category_ids: [f.roundPunches.id],
      product_machine_make_ids: [f.trumpf, f.amada],
      product_machine_model_ids: [f.truPunch, f.vipros],
      product_keywords: { DROPDOWN_SHEET_MATERIAL: ['stainless'] },
      product_status: 'published',
      product_publish_at: null,
      // None given: the category's default weight applies, then the shop's (decision 031).
      product_shipping_weight: null,
      product_shipping_dimensions: null,
      archived: false,
      archived_at: null,
      ordered: false,
      storefront_path: `/${product_slug}/${_id}`,
    });
    expect(detail.product_variants).toHaveLength(2);
    expect(detail.product_variants[0]).toEqual({
      _id: expect.any(String),
      variant_name: body.product_variants![0]!.variant_name,
      variant_sku: body.product_variants![0]!.variant_sku,
      variant_price: 89.5,
      variant_price_tiers: [],
      variant_quantity: null,
      variant_shipping_weight: null,
      variant_shipping_dimensions: null,
      variant_order: 0,
      variant_description: 'Ground to ±0.01 mm',
      variant_image: '',
      variant_measurement: { mm_status: true, in_status: false, mm: { min: 3, max: 12.7 }, in: { min: null, max: null } },
      variant_options: [
        {
          _id: expect.any(String),
          variant_options_name: 'Coating',
          variant_options_link: 0,
          variant_options_lists: [
            { variant_options_child_name: 'Uncoated', variant_options_child_price: 0, variant_options_child_is_default: true },
            { variant_options_child_name: 'TiN', variant_options_child_price: 12, variant_options_child_is_default: false },
          ],
        },
      ],
      archived: false,
      ordered: false,
    });
    expect(detail.product_variants[1].variant_order).toBe(1);

    // The storefront shows it with the variants' price range to a customer.
    const token = await shop.customerToken();
    const pub = await shop.app.inject({ method: 'GET', url: `/api/v1/product/public/${_id}`, headers: { authorization: token } });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().result).toMatchObject({ product_variants_status: true, product_price_range: { min: 89.5, max: 104.25 } });
  });

  it('refuses a body whose mistakes the message names', async () => {
    const v = (overrides: Record<string, unknown>) => productBody(f, { product_variants: [variantBody(`NB-V-${unique()}`, overrides)] });
    const withoutName: Record<string, unknown> = productBody(f);
    delete withoutName.product_name;
    const cases: [unknown, RegExp][] = [
      [withoutName, /product_name/],
      [productBody(f, { product_name: '  ' }), /product_name is required/],
      [productBody(f, { product_price: -1 }), /product_price cannot be negative/],
      [productBody(f, { product_price: 'cheap' as never }), /product_price must be a number/],
      [productBody(f, { product_price: 10.005 }), /product_price may have at most two decimals/],
      [productBody(f, { product_sku: 'NB 100' }), /product_sku may hold only/],
      [productBody(f, { product_category_ids: [] }), /product_category_ids needs at least one category/],
      [productBody(f, { product_category_ids: ['not-an-id'] }), /product_category_ids must hold valid ids/],
      [
        v({ variant_measurement: { mm_status: true, in_status: false, mm: { min: 10, max: 5 }, in: {} } }),
        /variant_measurement\.mm: min must not be greater than max/,
      ],
      [
        v({ variant_measurement: { mm_status: false, in_status: true, mm: {}, in: { min: 0.5 } } }),
        /variant_measurement\.in: enter both min and max/,
      ],
      [
        v({
          variant_options: [
            {
              variant_options_name: 'Coating',
              variant_options_lists: [
                { variant_options_child_name: 'Uncoated', variant_options_child_price: 0, variant_options_child_is_default: true },
                { variant_options_child_name: 'TiN', variant_options_child_price: 12, variant_options_child_is_default: true },
              ],
            },
          ],
        }),
        /variant_options_lists of "Coating" has more than one default choice/,
      ],
      [
        v({ variant_options: [{ variant_options_name: 'Coating', variant_options_link: 3, variant_options_lists: [] }] }),
        /variant_options_link must be one of 0, 5/,
      ],
      [v({ variant_price: -5 }), /variant_price cannot be negative/],
      [productBody(f, { product_variants: [variantBody('NB-SAME'), variantBody('nb-same')] }), /variant_sku nb-same is used twice/],
    ];
    for (const [body, message] of cases) {
      const res = await editor.send('POST', '/products', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses ids of things that do not exist, models of other makes and unknown keyword values (400 naming the field)', async () => {
    const cases: [object, string][] = [
      [productBody(f, { product_category_ids: [MISSING_ID] }), `product_category_ids: no category has the id ${MISSING_ID}`],
      [
        productBody(f, { product_machine_make_ids: [MISSING_ID], product_machine_model_ids: [] }),
        `product_machine_make_ids: no machine make has the id ${MISSING_ID}`,
      ],
      [productBody(f, { product_machine_model_ids: [MISSING_ID] }), `product_machine_model_ids: no machine model has the id ${MISSING_ID}`],
      [
        productBody(f, { product_machine_make_ids: [f.trumpf], product_machine_model_ids: [f.vipros] }),
        'product_machine_model_ids: the model Vipros 357 belongs to none of the chosen machine makes',
      ],
      [
        productBody(f, { product_keywords: { DROPDOWN_SHEET_MATERIAL: ['unobtainium'] } }),
        'product_keywords: "unobtainium" is not an option of Sheet Material',
      ],
      [
        productBody(f, { product_keywords: { DROPDOWN_NOPE: ['stainless'] } }),
        'product_keywords: there is no keyword dropdown DROPDOWN_NOPE',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await editor.send('POST', '/products', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ status: false, message });
    }
  });

  it('answers 409 for a part number in use (any case), by a product or by another product’s live variant', async () => {
    const first = productBody(f, { product_variants: [variantBody(`NB-V-${unique()}`)] });
    await createProduct(editor, first);
    const sameSku = await editor.send('POST', '/products', productBody(f, { product_sku: first.product_sku.toLowerCase() }));
    expect(sameSku.statusCode).toBe(409);
    expect(sameSku.json().message).toBe(`Part number ${first.product_sku.toLowerCase()} is already used by "${first.product_name}"`);

    const variantSku = first.product_variants![0]!.variant_sku;
    const sameVariant = await editor.send('POST', '/products', productBody(f, { product_variants: [variantBody(variantSku)] }));
    expect(sameVariant.statusCode).toBe(409);
    expect(sameVariant.json().message).toBe(
      `Variant part number ${variantSku} is already used by a variant of "${first.product_name}" (${first.product_sku})`,
    );
  });
});

describe('slugs', () => {
  it('makes the slug from the name, unique with -2, -3; an explicit slug in use is a 409', async () => {
    const name = `Gooseneck Press Brake Punch ${unique()}`;
    const a = await createProduct(editor, productBody(f, { product_name: name }));
    const b = await createProduct(editor, productBody(f, { product_name: name }));
    const c = await createProduct(editor, productBody(f, { product_name: name }));
    expect([a.product_slug, b.product_slug, c.product_slug]).toEqual([
      `gooseneck-press-brake-punch-${name.split(' ').pop()!.toLowerCase()}`,
      `${a.product_slug}-2`,
      `${a.product_slug}-3`,
    ]);
    const taken = await editor.send('POST', '/products', productBody(f, { product_slug: a.product_slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`product_slug ${a.product_slug} is already used by "${name}"`);
    const bad = await editor.send('POST', '/products', productBody(f, { product_slug: 'Not A Slug' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/product_slug may hold only/);
  });

  it('keeps an old slug redirecting after a slug change, and a renamed product keeps its slug', async () => {
    const body = productBody(f);
    const { _id, product_slug: old } = await createProduct(editor, body);
    // Renaming without a slug keeps the slug: links already out there stay right.
    const renamed = await editor.send('PUT', `/products/${_id}`, { ...body, product_name: `${body.product_name} Mk II` });
    expect(renamed.json().result).toEqual({ _id, product_slug: old });

    const fresh = `round-punch-${unique().toLowerCase()}`;
    const moved = await editor.send('PUT', `/products/${_id}`, { ...body, product_slug: fresh });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toEqual({ _id, product_slug: fresh });

    for (const slug of [old, fresh]) {
      const res = await shop.app.inject({ method: 'GET', url: `/api/v1/product/public/slug/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      expect(res.json()).toEqual({ result: { _id, product_slug: fresh } });
    }
    // The old slug is still this product's: no other product may take it.
    const clash = await editor.send('POST', '/products', productBody(f, { product_slug: old }));
    expect(clash.statusCode).toBe(409);
    // Taking the old slug back is allowed.
    const back = await editor.send('PUT', `/products/${_id}`, { ...body, product_slug: old });
    expect(back.json().result.product_slug).toBe(old);

    const unknown = await shop.app.inject({ method: 'GET', url: '/api/v1/product/public/slug/no-such-punch-anywhere' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await shop.app.inject({ method: 'GET', url: '/api/v1/product/public/slug/Bad_Slug' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /admin/products', () => {
  it('searches name, part number and variant part number (partial, any case) and filters by category, make, model', async () => {
    const tag = unique();
    const variantSku = `NB-VX-${tag}`;
    const a = await createProduct(
      editor,
      productBody(f, { product_name: `Hexagon Punch ${tag}`, product_sku: `HX-${tag}`, product_variants: [variantBody(variantSku)] }),
    );
    const b = await createProduct(
      editor,
      productBody(f, {
        product_name: `Bottoming Die ${tag}`,
        product_sku: `BD-${tag}`,
        product_category_ids: [f.dies.id],
        product_machine_make_ids: [f.amada],
        product_machine_model_ids: [f.vipros],
      }),
    );
    const ids = async (query: string) => {
      const res = await editor.send('GET', `/products?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.map((r: { _id: string }) => r._id);
    };
    expect(await ids(`search=hexagon%20punch%20${tag.toLowerCase()}`)).toEqual([a._id]);
    expect(await ids(`search=hx-${tag.toLowerCase()}`)).toEqual([a._id]);
    expect(await ids(`search=${variantSku.slice(3).toLowerCase()}`)).toEqual([a._id]);
    expect(await ids(`search=${tag}&category_id=${f.punches.id}`)).toEqual([a._id]); // a main category takes in its children
    expect(await ids(`search=${tag}&category_id=${f.dies.id}`)).toEqual([b._id]);
    expect(await ids(`search=${tag}&make_id=${f.amada}`)).toEqual([b._id]);
    expect(await ids(`search=${tag}&model_id=${f.truPunch}`)).toEqual([a._id]);
    expect((await ids(`search=${tag}&category_id=&make_id=&model_id=`)).sort()).toEqual([a._id, b._id].sort());

    const res = await editor.send('GET', `/products?search=HX-${tag}`);
    expect(res.json()).toEqual({
      result: [
        {
          _id: a._id,
          product_name: `Hexagon Punch ${tag}`,
          product_slug: a.product_slug,
          product_sku: `HX-${tag}`,
          product_price: 49.95,
          product_quantity: 12,
          product_image: '/images/products/round-punch.png',
          variant_count: 1,
          categories: ['Round Punches'],
          archived: false,
          product_status: 'published',
          product_publish_at: null,
          updated_at: expect.any(String),
        },
      ],
      paginationInfo: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 20 },
    });
  });

  it('pages, and shows archived products only when asked', async () => {
    const tag = unique();
    for (let i = 0; i < 3; i++) await createProduct(editor, productBody(f, { product_name: `Pager Punch ${tag} ${i}` }));
    const archived = await createProduct(editor, productBody(f, { product_name: `Pager Punch ${tag} old` }));
    expect((await editor.send('POST', `/products/${archived._id}/archive`)).statusCode).toBe(200);

    const page2 = (await editor.send('GET', `/products?search=pager%20punch%20${tag}&limit=2&page=2`)).json();
    expect(page2.paginationInfo).toEqual({ currentPage: 2, totalPages: 2, totalCount: 3, limit: 2 });
    expect(page2.result).toHaveLength(1);
    const only = (await editor.send('GET', `/products?search=pager%20punch%20${tag}&archived=only`)).json();
    expect(only.result.map((r: { _id: string; archived: boolean }) => [r._id, r.archived])).toEqual([[archived._id, true]]);
    const all = (await editor.send('GET', `/products?search=pager%20punch%20${tag}&archived=include`)).json();
    expect(all.paginationInfo.totalCount).toBe(4);
  });

  it('refuses bad filters with a message naming them', async () => {
    for (const [query, message] of [
      ['archived=maybe', 'archived must be one of: exclude, only, include'],
      ['category_id=12', 'category_id must be a valid id'],
      ['limit=0', 'limit must be 1 or more'],
    ]) {
      const res = await editor.send('GET', `/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('GET and PUT /admin/products/{id}', () => {
  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await editor.send('GET', '/products/12')).statusCode).toBe(400);
    expect((await editor.send('GET', `/products/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await editor.send('PUT', `/products/${MISSING_ID}`, productBody(f))).statusCode).toBe(404);
    for (const action of ['duplicate', 'archive', 'restore']) {
      expect((await editor.send('POST', `/products/${MISSING_ID}/${action}`)).statusCode, action).toBe(404);
    }
  });

  it('shows a price change to customers at once, and lists the product under its new category at once', async () => {
    const body = productBody(f, { product_price: 10 });
    const { _id } = await createProduct(editor, body);
    const token = await shop.customerToken();
    const publicPrice = async () =>
      (await shop.app.inject({ method: 'GET', url: `/api/v1/product/public/${_id}`, headers: { authorization: token } })).json().result
        .product_price;
    const diesCount = async () =>
      (await shop.app.inject({ method: 'GET', url: `/api/v1/product/category/public/find-by-category/${f.dies.id}` })).json().paginationInfo
        .totalCount;
    expect(await publicPrice()).toBe(10);
    const before = await diesCount();

    const res = await editor.send('PUT', `/products/${_id}`, { ...body, product_price: 12.5, product_category_ids: [f.dies.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicPrice()).toBe(12.5);
    // The category's count was cached by the read above: the save cleared it.
    expect(await diesCount()).toBe(before + 1);
  });

  it('records who changed what: the changed fields only, before and after', async () => {
    const body = productBody(f, { product_price: 10, product_variants: [variantBody(`NB-V-${unique()}`, { variant_price: 20 })] });
    const { _id } = await createProduct(editor, body);
    const detail = await adminDetail(editor, _id);
    const changed = bodyOf(detail);
    changed.product_price = 12.5;
    changed.product_variants![0]!.variant_price = 22;
    expect((await editor.send('PUT', `/products/${_id}`, changed)).statusCode).toBe(200);
    expect((await editor.send('POST', `/products/${_id}/archive`)).statusCode).toBe(200);
    expect((await editor.send('POST', `/products/${_id}/restore`)).statusCode).toBe(200);

    const audit = await owner.send('GET', `/audit?entity_id=${_id}`);
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().result as { action: string; staff_email: string; before: unknown; after: unknown; summary: string }[];
    expect(entries.map((e) => e.action)).toEqual(['product.restore', 'product.archive', 'product.update', 'product.create']);
    expect(entries.every((e) => e.staff_email === editor.email)).toBe(true);
    const update = entries[2]!;
    expect(update.summary).toBe(`${editor.email} changed "${body.product_name}" (${body.product_sku}): product_price, product_variants`);
    expect(update.before).toEqual({
      product_price: 10,
      product_variants: [{ _id: detail.product_variants[0]._id, variant_sku: body.product_variants![0]!.variant_sku, variant_price: 20 }],
    });
    expect(update.after).toEqual({
      product_price: 12.5,
      product_variants: [{ _id: detail.product_variants[0]._id, variant_sku: body.product_variants![0]!.variant_sku, variant_price: 22 }],
    });
    expect(entries[1]).toMatchObject({ before: { archived: false }, after: { archived: true } });
    expect(entries[3]).toMatchObject({ before: null, after: { product_name: body.product_name, product_price: 10 } });

    // Saving the same body again changes nothing and adds no entry.
    expect((await editor.send('PUT', `/products/${_id}`, changed)).statusCode).toBe(200);
    expect((await owner.send('GET', `/audit?entity_id=${_id}`)).json().result).toHaveLength(4);
  });
});

describe('POST /admin/products/{id}/duplicate', () => {
  it("copies the product and its live variants as '… (copy)' with -COPY part numbers and a slug of its own", async () => {
    const tag = unique();
    const body = productBody(f, {
      product_name: `Obround Punch ${tag}`,
      product_sku: `OB-${tag}`,
      product_variants: [variantBody(`OB-V-${tag}`)],
    });
    const { _id } = await createProduct(editor, body);

    const first = await editor.send('POST', `/products/${_id}/duplicate`);
    expect(first.statusCode, first.body).toBe(201);
    const copy = await adminDetail(editor, first.json().result._id);
    expect(copy).toMatchObject({
      product_name: `Obround Punch ${tag} (copy)`,
      product_sku: `OB-${tag}-COPY`,
      product_slug: `obround-punch-${tag.toLowerCase()}-copy`,
      product_price: 49.95,
      product_category_ids: [f.roundPunches.id],
      product_keywords: { DROPDOWN_SHEET_MATERIAL: ['stainless'] },
      archived: false,
    });
    expect(copy.product_variants.map((v: { variant_sku: string }) => v.variant_sku)).toEqual([`OB-V-${tag}-COPY`]);
    const original = await adminDetail(editor, _id);
    expect(copy.product_variants[0]._id).not.toBe(original.product_variants[0]._id);
    expect(copy.product_variants[0].variant_options[0]._id).not.toBe(original.product_variants[0].variant_options[0]._id);

    const second = await adminDetail(editor, (await editor.send('POST', `/products/${_id}/duplicate`)).json().result._id);
    expect(second.product_sku).toBe(`OB-${tag}-COPY2`);
    expect(second.product_slug).toBe(`obround-punch-${tag.toLowerCase()}-copy-2`);
    expect(second.product_variants[0].variant_sku).toBe(`OB-V-${tag}-COPY2`);

    const audit = (await owner.send('GET', `/audit?entity_id=${second._id}`)).json().result;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'product.duplicate',
      summary: `${editor.email} copied "${body.product_name}" (${body.product_sku}) as "${second.product_name}" (${second.product_sku})`,
    });
  });
});
