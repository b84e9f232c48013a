import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { cents, customerWithCart, storedCart } from '../../test/carts.js';
import { demoCatalog, pricedChoice } from '../../test/catalog.js';
import { asCustomer, newCustomer, type TestCustomer } from '../../test/customers.js';

const shop = useTestShop();
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));

const NOT_FOUND = 'Part number not found';
const QUANTITY = 'Quantity must be a whole number from 1 to 9,999.';

async function productSku(id: string): Promise<string> {
  const [row] = await shop.handle.db.select({ sku: products.sku }).from(products).where(eq(products.id, id));
  return row.sku;
}

async function variantSku(id: string): Promise<string> {
  const [row] = await shop.handle.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, id));
  return row.sku;
}

/** A product sold through variants: its own part number cannot go into the cart. */
async function productWithVariants() {
  const [row] = await shop.handle.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.id, demo.inchVariant.productId));
  return row;
}

const addAll = (me: TestCustomer, rows: unknown[], customerId = me.id) =>
  me.send('POST', '/cart/quick-order', { cart_customer_id: customerId, rows });

describe('quick order lookup', () => {
  it('names a product or a variant by its part number in any case, with price and stock, and says which are not found', async () => {
    const me = await newCustomer(shop);
    const plainSku = await productSku(demo.plain.id);
    const vSku = await variantSku(demo.inchVariant.variantId);
    const withVariants = await productWithVariants();
    const res = await me.send('POST', '/cart/quick-order/lookup', {
      part_numbers: [` ${plainSku.toLowerCase()} `, vSku, 'NO-SUCH-PART-1', withVariants.sku],
    });
    expect(res.statusCode).toBe(200);
    const [plain, variant, unknown, parent] = res.json().result;

    expect(plain.part_number).toBe(plainSku.toLowerCase());
    expect(plain.message).toBeNull();
    expect(plain.item).toMatchObject({
      product_id: demo.plain.id,
      product_sku: plainSku,
      name: demo.plain.name,
      price: demo.plain.priceCents / 100,
      variant: null,
      needs_configuration: false,
    });
    expect(typeof plain.item.stock).toBe('number');

    expect(variant.message).toBeNull();
    expect(variant.item).toMatchObject({
      product_id: demo.inchVariant.productId,
      name: `${demo.inchVariant.productName} (${demo.inchVariant.variantName})`,
      price: demo.inchVariant.priceCents / 100,
      needs_configuration: true,
    });
    expect(variant.item.variant).toMatchObject({
      _id: demo.inchVariant.variantId,
      variant_sku: vSku,
      variant_measurement: { in_status: true, in: { min: demo.inchVariant.in!.min, max: demo.inchVariant.in!.max } },
    });
    expect(variant.item.variant.variant_options.length).toBeGreaterThanOrEqual(2);

    expect(unknown).toEqual({ part_number: 'NO-SUCH-PART-1', item: null, message: NOT_FOUND, variants: [] });
    expect(plain.variants).toEqual([]);
    expect(variant.variants).toEqual([]);
    expect(parent.item.product_id).toBe(withVariants.id);
    expect(parent.message).toBe('Please choose a variant of this product.');
    // Its variants on sale, to choose from: each part number is one the pad can look up and add.
    const onSale = await shop.handle.db
      .select({ sku: productVariants.sku, name: productVariants.name })
      .from(productVariants)
      .where(and(eq(productVariants.productId, withVariants.id), isNull(productVariants.archivedAt)));
    expect(parent.variants).toHaveLength(onSale.length);
    expect(parent.variants).toEqual(expect.arrayContaining(onSale.map((v) => ({ part_number: v.sku, name: v.name }))));
    expect(parent.variants).toContainEqual({ part_number: vSku, name: demo.inchVariant.variantName });
  });

  it('does not answer a visitor, whose pad would show prices (decision 003)', async () => {
    const res = await asCustomer(shop)('POST', '/cart/quick-order/lookup', { part_numbers: [await productSku(demo.plain.id)] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: 'Please log in to continue.' });
  });

  it.each([
    [{ part_numbers: [] }, 'Add at least one part number.'],
    [{ part_numbers: Array.from({ length: 201 }, (_, i) => `P-${i}`) }, 'A quick order can hold at most 200 rows.'],
    [{ part_numbers: ['  '] }, 'Enter a part number.'],
    [{ part_numbers: ['X'.repeat(101)] }, 'A part number has at most 100 characters.'],
    [{ part_numbers: [42] }, 'Enter a part number.'],
    [{}, 'Add at least one part number.'],
  ])('answers 400 to %j', async (payload, message) => {
    const me = await newCustomer(shop);
    const res = await me.send('POST', '/cart/quick-order/lookup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
  });
});

describe('quick order: add all to cart', () => {
  it('adds every valid row in one call and lists each refused row with the cart’s own message', async () => {
    const me = await newCustomer(shop);
    const v = demo.inchVariant;
    const { option, child } = pricedChoice(v);
    const rows = [
      { part_number: await productSku(demo.plain.id), quantity: 3 },
      { part_number: 'NO-SUCH-PART-2', quantity: 1 },
      // A variant that takes a measurement, sent without one.
      { part_number: await variantSku(demo.mmOnlyVariant.variantId), quantity: 1 },
      {
        part_number: (await variantSku(v.variantId)).toLowerCase(),
        quantity: 2,
        variant_measurement_selected: { type: 'IN', value: v.in!.max },
        variant_options_selected: [{ variant_options_id: option.id, variant_options_child_name: child.name }],
      },
      { part_number: (await productWithVariants()).sku, quantity: 1 },
      // Out of the variant's bounds: the product page's message.
      {
        part_number: await variantSku(demo.mmOnlyVariant.variantId),
        quantity: 1,
        variant_measurement_selected: { type: 'MM', value: demo.mmOnlyVariant.mm!.max + 1 },
      },
    ];
    const res = await addAll(me, rows);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refused).toEqual([
      { row: 2, part_number: 'NO-SUCH-PART-2', message: NOT_FOUND },
      { row: 3, part_number: rows[2].part_number, message: 'Please enter a measurement for this variant.' },
      { row: 5, part_number: rows[4].part_number, message: 'Please choose a variant of this product.' },
      {
        row: 6,
        part_number: rows[5].part_number,
        message: `Please enter a value between ${demo.mmOnlyVariant.mm!.min} MM and ${demo.mmOnlyVariant.mm!.max} MM.`,
      },
    ]);

    // The answer is the priced cart the cart list answers with.
    const list = (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json();
    expect(body.result).toEqual(list.data);
    const lines = body.result.result;
    expect(lines).toHaveLength(2);
    const plainLine = lines.find((l: { cart_product_id: string }) => l.cart_product_id === demo.plain.id);
    expect(plainLine.cart_product_quantity).toBe(3);
    const variantLine = lines.find((l: { cart_product_id: string }) => l.cart_product_id === v.productId);
    expect(variantLine.cart_selected_product_variants).toHaveLength(1);
    const added = variantLine.cart_selected_product_variants[0];
    expect(added).toMatchObject({
      _id: v.variantId,
      variant_quantity: 2,
      variant_measurement_selected: { type: 'IN', value: v.in!.max },
      variant_options_selected: [{ variant_options_id: option.id, variant_options_child_name: child.name }],
    });
    // The server prices the variant and its chosen option from the catalog.
    expect(cents(added.variant_total)).toBe((v.priceCents + child.priceCents) * 2);
    expect(cents(body.result.cart_charges.sub_total)).toBe(demo.plain.priceCents * 3 + (v.priceCents + child.priceCents) * 2);
  });

  it('adds rows of one part number up, to an existing line too, and refuses the row that would pass 9,999 pieces', async () => {
    const me = await customerWithCart(shop, demo);
    const sku = await productSku(demo.plain.id);
    const res = await addAll(me, [
      { part_number: sku, quantity: 5 },
      { part_number: sku.toLowerCase(), quantity: 9999 },
      { part_number: sku, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().refused).toEqual([{ row: 2, part_number: sku.toLowerCase(), message: QUANTITY }]);
    // customerWithCart put 2 pieces in the cart: 2 + 5 + 1.
    const line = res.json().result.result.find((l: { cart_product_id: string }) => l.cart_product_id === demo.plain.id);
    expect(line.cart_product_quantity).toBe(8);
  });

  it('answers 200 with every row refused and the cart unchanged when no row can be added', async () => {
    const me = await customerWithCart(shop, demo);
    const before = await storedCart(shop.handle.db, me.id);
    const res = await addAll(me, [
      { part_number: 'NO-SUCH-PART-3', quantity: 1 },
      { part_number: await variantSku(demo.mmOnlyVariant.variantId), quantity: 4 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().refused.map((r: { message: string }) => r.message)).toEqual([
      NOT_FOUND,
      'Please enter a measurement for this variant.',
    ]);
    expect(await storedCart(shop.handle.db, me.id)).toEqual(before);
  });

  it('takes 200 rows in one request', async () => {
    const me = await newCustomer(shop);
    const sku = await productSku(demo.plain.id);
    const res = await addAll(
      me,
      Array.from({ length: 200 }, () => ({ part_number: sku, quantity: 2 })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().refused).toEqual([]);
    expect(res.json().result.result[0].cart_product_quantity).toBe(400);
  });

  it("lists the added rows in the cart in the pad's order, though one transaction added them all", async () => {
    const me = await newCustomer(shop);
    const rows = await shop.handle.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.variantsStatus, false), isNull(products.archivedAt)))
      .limit(8);
    expect(rows.length).toBe(8);
    // The order the customer typed them in (here: part numbers from Z to A), not the lines' ids'.
    const typed = [...rows].sort((a, b) => b.sku.localeCompare(a.sku));
    const res = await addAll(
      me,
      typed.map((r) => ({ part_number: r.sku, quantity: 1 })),
    );
    expect(res.json().refused).toEqual([]);
    const cartOrder = (await me.send('GET', `/cart/customer-cart-list/${me.id}`))
      .json()
      .data.result.map((l: { cart_product_id: string }) => l.cart_product_id);
    expect(cartOrder).toEqual(typed.map((r) => r.id));
  });

  const plainRow = { part_number: 'PLAIN', quantity: 1 };
  it.each([
    ['201 rows', () => Array.from({ length: 201 }, () => plainRow), 'A quick order can hold at most 200 rows.'],
    ['no rows', () => [], 'Add at least one part number.'],
    ['a quantity of 0', () => [plainRow, { ...plainRow, quantity: 0 }], QUANTITY],
    ['a negative quantity', () => [plainRow, { ...plainRow, quantity: -1 }], QUANTITY],
    ['a fractional quantity', () => [plainRow, { ...plainRow, quantity: 1.5 }], QUANTITY],
    ['a quantity over 9,999', () => [plainRow, { ...plainRow, quantity: 10000 }], QUANTITY],
    ['a quantity as text', () => [plainRow, { ...plainRow, quantity: '2' }], QUANTITY],
    ['an empty part number', () => [plainRow, { ...plainRow, part_number: ' ' }], 'Enter a part number.'],
    [
      'a part number of 101 characters',
      () => [plainRow, { ...plainRow, part_number: 'P'.repeat(101) }],
      'A part number has at most 100 characters.',
    ],
    ['a part number that is not text', () => [plainRow, { ...plainRow, part_number: 12345 }], 'Enter a part number.'],
    ['a row that is not an object', () => [plainRow, 'PLAIN,1'], 'Enter a part number.'],
    [
      'a measurement in another unit',
      () => [{ ...plainRow, variant_measurement_selected: { type: 'CM', value: 1 } }],
      'The measurement unit must be MM or IN.',
    ],
  ])('answers 400 to %s and adds nothing, not even the valid rows', async (_name, rows, message) => {
    const me = await customerWithCart(shop, demo);
    const before = await storedCart(shop.handle.db, me.id);
    const sku = await productSku(demo.plain.id);
    const payload = rows().map((r) => (typeof r === 'object' && r.part_number === 'PLAIN' ? { ...r, part_number: sku } : r));
    const res = await addAll(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
    expect(await storedCart(shop.handle.db, me.id)).toEqual(before);
  });

  it("refuses a visitor (401) and another customer's cart (403), changing neither cart", async () => {
    const victim = await customerWithCart(shop, demo);
    const intruder = await customerWithCart(shop, demo);
    const [victimBefore, intruderBefore] = [await storedCart(shop.handle.db, victim.id), await storedCart(shop.handle.db, intruder.id)];
    const rows = [{ part_number: await productSku(demo.plain.id), quantity: 1 }];

    const visitor = await asCustomer(shop)('POST', '/cart/quick-order', { cart_customer_id: victim.id, rows });
    expect(visitor.statusCode).toBe(401);

    const res = await addAll(intruder, rows, victim.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'You can only access your own account.' });
    expect(await storedCart(shop.handle.db, victim.id)).toEqual(victimBefore);
    expect(await storedCart(shop.handle.db, intruder.id)).toEqual(intruderBefore);
  });

  it('leaves out an archived product: its part number is not found', async () => {
    const me = await newCustomer(shop);
    const [archived] = await shop.handle.db
      .insert(products)
      .values({ sku: 'QO-ARCHIVED-1', slug: 'qo-archived', name: 'Archived part', priceCents: 1000, archivedAt: new Date() })
      .returning();
    const lookup = await me.send('POST', '/cart/quick-order/lookup', { part_numbers: [archived.sku] });
    expect(lookup.json().result[0]).toEqual({ part_number: archived.sku, item: null, message: NOT_FOUND, variants: [] });
    const res = await addAll(me, [{ part_number: archived.sku, quantity: 1 }]);
    expect(res.json().refused).toEqual([{ row: 1, part_number: archived.sku, message: NOT_FOUND }]);
    expect(res.json().result.result).toEqual([]);
  });
});
