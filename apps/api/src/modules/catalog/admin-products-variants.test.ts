import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { adminDetail, bodyOf, catalogFixture, createProduct, orderOf, productBody, unique, variantBody } from './test-admin-products.js';

const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));
const f = beforeAllValue(() => catalogFixture(shop));

interface AdminVariantShape {
  _id: string;
  variant_sku: string;
  variant_price: number;
  variant_order: number;
  archived: boolean;
  ordered: boolean;
  variant_options: { _id: string; variant_options_name: string }[];
}

const customerToken = () => shop.customerToken();
async function storefront(id: string) {
  const res = await shop.app.inject({
    method: 'GET',
    url: `/api/v1/product/public/${id}`,
    headers: { authorization: await customerToken() },
  });
  return { status: res.statusCode, product: res.json().result };
}
const storedVariantIds = async (productId: string) =>
  (await shop.handle.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId))).map(
    (r) => r.id,
  );

/** A product with three variants A (89.50), B (104.25) and C (120), created through the API. */
async function threeVariantProduct() {
  const tag = unique();
  const body = productBody(f, {
    product_variants: [
      variantBody(`A-${tag}`, { variant_price: 89.5 }),
      variantBody(`B-${tag}`, { variant_price: 104.25 }),
      variantBody(`C-${tag}`, { variant_price: 120 }),
    ],
  });
  const { _id } = await createProduct(editor, body);
  const detail = await adminDetail(editor, _id);
  const [a, b, c] = detail.product_variants as AdminVariantShape[];
  return { _id, body, detail, a: a!, b: b!, c: c!, tag };
}

describe('PUT /admin/products/{id}: the variants editor', () => {
  it('changes variants sent with _id, adds those without, reorders by variant_order and deletes a never-ordered one left out', async () => {
    const { _id, detail, a, b, c, tag } = await threeVariantProduct();
    const body = bodyOf(detail);
    const [sentA, sentB] = body.product_variants!;
    const save = {
      ...body,
      product_variants: [
        { ...sentB!, variant_price: 99, variant_order: 0 },
        { ...sentA!, variant_name: 'Round 10 mm', variant_order: 1 },
        variantBody(`D-${tag}`, { variant_price: 130, variant_order: 2 }),
      ],
    };
    const res = await editor.send('PUT', `/products/${_id}`, save);
    expect(res.statusCode, res.body).toBe(200);

    const after = (await adminDetail(editor, _id)).product_variants as (AdminVariantShape & { variant_name: string })[];
    expect(after.map((v) => [v.variant_sku, v.variant_price, v.variant_order, v.archived])).toEqual([
      [`B-${tag}`, 99, 0, false],
      [`A-${tag}`, 89.5, 1, false],
      [`D-${tag}`, 130, 2, false],
    ]);
    expect(after[0]!._id).toBe(b._id);
    expect(after[1]).toMatchObject({ _id: a._id, variant_name: 'Round 10 mm' });
    // C was never ordered: it is gone, not archived.
    expect(await storedVariantIds(_id)).not.toContain(c._id);

    const pub = await storefront(_id);
    expect(pub.product.product_variants.map((v: { variant_sku: string }) => v.variant_sku)).toEqual([`B-${tag}`, `A-${tag}`, `D-${tag}`]);
    expect(pub.product.product_price_range).toEqual({ min: 89.5, max: 130 });
  });

  it('archives an ordered variant left out instead of deleting it: hidden from the storefront and its prices, kept for the order', async () => {
    const { _id, body: created, detail, a, b, c, tag } = await threeVariantProduct();
    const customer = await orderOf(
      shop,
      { id: _id, name: created.product_name, sku: created.product_sku },
      { id: c._id, sku: c.variant_sku },
    );
    const before = await adminDetail(editor, _id);
    expect(before.ordered).toBe(true);
    expect((before.product_variants as AdminVariantShape[]).map((v) => v.ordered)).toEqual([false, false, true]);

    const body = bodyOf(detail);
    const res = await editor.send('PUT', `/products/${_id}`, { ...body, product_variants: body.product_variants!.slice(0, 2) });
    expect(res.statusCode, res.body).toBe(200);

    const after = (await adminDetail(editor, _id)).product_variants as AdminVariantShape[];
    expect(after.map((v) => [v._id, v.archived, v.ordered])).toEqual([
      [a._id, false, false],
      [b._id, false, false],
      [c._id, true, true],
    ]);
    expect(await storedVariantIds(_id)).toContain(c._id);
    const pub = await storefront(_id);
    expect(pub.product.product_variants.map((v: { _id: string }) => v._id)).toEqual([a._id, b._id]);
    expect(pub.product.product_price_range).toEqual({ min: 89.5, max: 104.25 });

    // The archived variant's part number is free again for a live variant of another product.
    const reuse = await editor.send('POST', '/products', productBody(f, { product_variants: [variantBody(`C-${tag}`)] }));
    expect(reuse.statusCode, reuse.body).toBe(201);

    // The customer's order still shows the variant as bought.
    const orders = await customer.send('GET', `/order/user/${customer.id}`);
    expect(orders.statusCode).toBe(200);
    expect(JSON.stringify(orders.json())).toContain(`C-${tag}`);

    // The audit entry tells what happened to it.
    const entry = (await owner.send('GET', `/audit?entity_id=${_id}&action=product.update`)).json().result[0];
    expect(entry.before.product_variants).toEqual([{ _id: c._id, variant_sku: c.variant_sku, archived: false }]);
    expect(entry.after.product_variants).toEqual([{ _id: c._id, variant_sku: c.variant_sku, archived: true }]);
  });

  it('records a deleted variant whole in the audit entry, and an added one', async () => {
    const { _id, detail, c, tag } = await threeVariantProduct();
    const body = bodyOf(detail);
    const res = await editor.send('PUT', `/products/${_id}`, {
      ...body,
      product_variants: [...body.product_variants!.slice(0, 2), variantBody(`E-${tag}`)],
    });
    expect(res.statusCode).toBe(200);
    const entry = (await owner.send('GET', `/audit?entity_id=${_id}&action=product.update`)).json().result[0];
    expect(entry.before.product_variants).toEqual([
      expect.objectContaining({ _id: c._id, variant_sku: c.variant_sku, variant_price: 120 }),
    ]);
    expect(entry.after.product_variants).toEqual([expect.objectContaining({ variant_sku: `E-${tag}`, variant_price: 89.5 })]);
  });

  it('keeps an option’s id while its name stays (cart lines refer to it) and gives a renamed option a new one', async () => {
    const { _id, detail, a } = await threeVariantProduct();
    const optionId = a.variant_options[0]!._id;
    const body = bodyOf(detail);
    const first = body.product_variants![0]! as Record<string, unknown> & { variant_options: Record<string, unknown>[] };
    first.variant_options = [
      { ...first.variant_options[0], variant_options_name: 'coating', variant_options_link: 5 },
      {
        variant_options_name: 'Keyway',
        variant_options_lists: [
          { variant_options_child_name: 'None', variant_options_child_price: 0, variant_options_child_is_default: true },
        ],
      },
    ];
    expect((await editor.send('PUT', `/products/${_id}`, body)).statusCode).toBe(200);
    const kept = (await adminDetail(editor, _id)).product_variants[0];
    expect(
      kept.variant_options.map((o: { _id: string; variant_options_name: string }) => [o._id === optionId, o.variant_options_name]),
    ).toEqual([
      [true, 'coating'],
      [false, 'Keyway'],
    ]);
    const pub = await storefront(_id);
    expect(pub.product.product_variants[0].variant_options[0].variant_options_id).toBe(optionId);

    first.variant_options = [{ ...first.variant_options[0], variant_options_name: 'Surface Treatment' }];
    expect((await editor.send('PUT', `/products/${_id}`, body)).statusCode).toBe(200);
    const renamed = (await adminDetail(editor, _id)).product_variants[0].variant_options[0];
    expect(renamed._id).not.toBe(optionId);
  });

  it('refuses a variant _id of another product, and one sent twice', async () => {
    const mine = await threeVariantProduct();
    const theirs = await threeVariantProduct();
    const body = bodyOf(mine.detail);
    const stray = { ...body, product_variants: [{ ...body.product_variants![0]!, _id: theirs.a._id }] };
    const res = await editor.send('PUT', `/products/${mine._id}`, stray);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`product_variants[0]._id: ${theirs.a._id} is not a variant of this product`);

    const v = body.product_variants![0]!;
    const twice = await editor.send('PUT', `/products/${mine._id}`, {
      ...body,
      product_variants: [v, { ...v, variant_sku: `${v.variant_sku}-X` }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/is sent twice/);
    // Nothing was written.
    expect((await adminDetail(editor, mine._id)).product_variants).toHaveLength(3);
  });

  it('turns a product without live variants into a plain product', async () => {
    const { _id, detail } = await threeVariantProduct();
    expect((await editor.send('PUT', `/products/${_id}`, { ...bodyOf(detail), product_variants: [] })).statusCode).toBe(200);
    const pub = await storefront(_id);
    expect(pub.product).toMatchObject({ product_variants_status: false, product_variants: [], product_price: 49.95 });
    expect(pub.product.product_price_range).toBeUndefined();
  });

  it('refuses a part number used by a live variant of another product (409), and writes nothing', async () => {
    const other = await threeVariantProduct();
    const { _id, detail } = await threeVariantProduct();
    const body = bodyOf(detail);
    body.product_variants![0]!.variant_sku = other.b.variant_sku.toLowerCase();
    body.product_price = 1;
    const res = await editor.send('PUT', `/products/${_id}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(other.b.variant_sku);
    expect((await adminDetail(editor, _id)).product_price).toBe(49.95);
  });
});
