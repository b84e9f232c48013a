import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVariants } from '../../../db/schema/index.js';
import { signedInStaff } from '../../../test/back-office.js';
import { beforeAllValue, useTestShop } from '../../../test/test-app.js';
import { csvOf, exportCsv, rowsOf, sampleRecords, upload } from './test-csv.js';

// Shipping weights in the catalog file (issue 30 item 1, decision 031).
const shop = useTestShop();
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const db = () => shop.handle.db;
const productBySku = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0]!;

/** The sample file with its part numbers made new, and each product's first row given shipping cells. */
function sampleWithShipping(tag: string, cells: Record<string, string>): Record<string, string>[] {
  return sampleRecords().map((r) => ({
    ...r,
    product_sku: `${r.product_sku}-${tag}`,
    product_slug: r.product_slug && `${r.product_slug}-${tag.toLowerCase()}`,
    variant_sku: r.variant_sku && `${r.variant_sku}-${tag}`,
    ...cells,
  }));
}

describe('shipping weight and box columns', () => {
  it('imports them, exports them, keeps them when a file leaves them out, and previews a change', async () => {
    const records = sampleWithShipping('SHIP', {
      product_shipping_weight: '1.5',
      product_shipping_box: '12 x 4 x 4.5',
      variant_shipping_weight: '',
      variant_shipping_box: '',
    });
    const variantRow = records.findIndex((r) => r.variant_sku);
    records[variantRow] = { ...records[variantRow]!, variant_shipping_weight: '2.25', variant_shipping_box: '10x3x3' };
    const res = await upload(shop, editor.token, csvOf(records), false);
    expect(res.statusCode, res.body).toBe(200);

    const plain = await productBySku(records[0]!.product_sku!);
    expect(plain).toMatchObject({ shippingWeightLb: 1.5, shippingLengthIn: 12, shippingWidthIn: 4, shippingHeightIn: 4.5 });
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.sku, records[variantRow]!.variant_sku!));
    expect(variant).toMatchObject({ shippingWeightLb: 2.25, shippingLengthIn: 10, shippingWidthIn: 3, shippingHeightIn: 3 });

    const exported = rowsOf((await exportCsv(shop, editor.token)).body);
    const header = exported[0]!;
    const row = exported.find((r) => r[header.indexOf('product_sku')] === plain.sku)!;
    expect([row[header.indexOf('product_shipping_weight')], row[header.indexOf('product_shipping_box')]]).toEqual(['1.5', '12x4x4.5']);

    // A file of part numbers and prices only: the weights stay.
    const prices = records.map((r) => ({ product_sku: r.product_sku!, product_price: r.product_price! }));
    expect((await upload(shop, editor.token, csvOf(prices.filter((r, i) => i === 0)), false)).statusCode).toBe(200);
    expect(await productBySku(plain.sku)).toMatchObject({ shippingWeightLb: 1.5, shippingLengthIn: 12 });

    // A new weight is shown in the dry run's preview, before and after.
    const heavier = records.map((r, i) => (i === 0 ? { ...r, product_shipping_weight: '3' } : r));
    const dry = await upload(shop, editor.token, csvOf(heavier), true);
    expect(dry.json().result.changes).toEqual([
      expect.objectContaining({ product_sku: plain.sku, fields: [{ field: 'product_shipping_weight', before: '1.5 lb', after: '3 lb' }] }),
    ]);
  });

  it('names the row and column of an unreadable box or a weight out of range; nothing is written', async () => {
    const records = sampleWithShipping('BADSHIP', {});
    records[0] = { ...records[0]!, product_shipping_box: '12 by 4', product_shipping_weight: '400' };
    const res = await upload(shop, editor.token, csvOf(records), false);
    expect(res.statusCode).toBe(400);
    const messages = (res.json().result.errors as { row: number; message: string }[]).filter((e) => e.row === 2).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'product_shipping_box: write the box as length x width x height in inches, e.g. 12x4x4',
        'product_shipping_weight is more than the 150 lb UPS takes in one parcel',
      ]),
    );
    expect(await db().select().from(products).where(eq(products.sku, records[0]!.product_sku!))).toEqual([]);
  });
});
