import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { csvOf, exportCsv, rowsOf, upload } from './csv/test-csv.js';
import { adminDetail, bodyOf, catalogFixture, createProduct, productBody, unique, variantBody } from './test-admin-products.js';

// Issue 28 item 14: a variant's own stock (variant_quantity); null: the product's applies.

const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const f = beforeAllValue(() => catalogFixture(shop));

type Quantities = { variant_sku: string; variant_quantity: number | null }[];
const quantities = (variants: Quantities) => variants.map((v) => [v.variant_sku, v.variant_quantity]);

async function storefront(id: string): Promise<Quantities> {
  const res = await shop.app.inject({ method: 'GET', url: `/api/v1/product/public/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.product_variants;
}

async function twoVariants(aQuantity?: number | null) {
  const tag = unique();
  const body = productBody(f, {
    product_quantity: 7,
    product_variants: [
      variantBody(`A-${tag}`, { variant_order: 0, ...(aQuantity !== undefined ? { variant_quantity: aQuantity } : {}) }),
      variantBody(`B-${tag}`, { variant_order: 1 }),
    ],
  });
  const { _id } = await createProduct(editor, body);
  return { _id, tag };
}

describe('variant_quantity: a variant’s own stock', () => {
  it('is null unless given; POST, PUT and GET carry it; a PUT without it keeps it; the storefront answers it', async () => {
    const { _id, tag } = await twoVariants(3);
    let detail = await adminDetail(editor, _id);
    expect(quantities(detail.product_variants)).toEqual([
      [`A-${tag}`, 3],
      [`B-${tag}`, null],
    ]);
    expect(quantities(await storefront(_id))).toEqual([
      [`A-${tag}`, 3],
      [`B-${tag}`, null],
    ]);

    // Set B to 0 (out of stock) and A back to none of its own.
    const body = bodyOf(detail);
    const [a, b] = body.product_variants!;
    let res = await editor.send('PUT', `/products/${_id}`, {
      ...body,
      product_variants: [
        { ...a!, variant_quantity: null },
        { ...b!, variant_quantity: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    detail = await adminDetail(editor, _id);
    expect(quantities(detail.product_variants)).toEqual([
      [`A-${tag}`, null],
      [`B-${tag}`, 0],
    ]);

    // A client that does not know the field changes nothing.
    const again = bodyOf(detail);
    res = await editor.send('PUT', `/products/${_id}`, {
      ...again,
      product_variants: again.product_variants!.map(({ variant_quantity: _q, ...v }) => ({ ...v, variant_description: 'Changed' })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(quantities((await adminDetail(editor, _id)).product_variants)).toEqual([
      [`A-${tag}`, null],
      [`B-${tag}`, 0],
    ]);
    expect(quantities(await storefront(_id))).toEqual([
      [`A-${tag}`, null],
      [`B-${tag}`, 0],
    ]);
  });

  it('refuses a negative, a fraction or a text with 400 naming the field', async () => {
    for (const bad of [-1, 1.5, '4']) {
      const tag = unique();
      const res = await editor.send(
        'POST',
        '/products',
        productBody(f, { product_variants: [variantBody(`X-${tag}`, { variant_quantity: bad as number })] }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('variant_quantity');
    }
  });

  it('is a column of the catalog CSV: exported, imported (empty: none of its own), previewed', async () => {
    const { _id, tag } = await twoVariants(3);
    const exported = rowsOf((await exportCsv(shop, editor.token)).body);
    const header = exported[0]!;
    const at = header.indexOf('variant_quantity');
    expect(at).toBeGreaterThan(-1);
    const sku = header.indexOf('variant_sku');
    const cellOf = (variantSku: string) => exported.find((r) => r[sku] === variantSku)![at];
    expect(cellOf(`A-${tag}`)).toBe('3');
    expect(cellOf(`B-${tag}`)).toBe('');

    const detail = await adminDetail(editor, _id);
    const file = csvOf([
      { product_sku: detail.product_sku, variant_sku: `A-${tag}`, variant_quantity: '' },
      { product_sku: detail.product_sku, variant_sku: `B-${tag}`, variant_quantity: '0' },
    ]);
    const dry = await upload(shop, editor.token, file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(JSON.stringify(dry.json().result)).toContain('variant_quantity');

    const res = await upload(shop, editor.token, file, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ updated: 1, errors: [] });
    expect(quantities((await adminDetail(editor, _id)).product_variants)).toEqual([
      [`A-${tag}`, null],
      [`B-${tag}`, 0],
    ]);

    const bad = await upload(
      shop,
      editor.token,
      csvOf([{ product_sku: detail.product_sku, variant_sku: `A-${tag}`, variant_quantity: '-2' }]),
      false,
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().result.errors).toEqual([{ row: 2, message: 'variant_quantity cannot be negative' }]);
  });
});
