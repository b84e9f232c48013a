import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, cartItemVariants, products, productVariants } from '../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { customerWithCart, storedCart } from '../../test/carts.js';
import { demoCatalog, type DemoVariant, validSelection } from '../../test/catalog.js';
import { newCustomer, type Send } from '../../test/customers.js';

const shop = useTestShop();
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));

const QUANTITY = 'Quantity must be a whole number from 1 to 9,999.';
const BAD_QUANTITIES: unknown[] = [-1, 0, 1.5, 1e9, 'ten', null];

/** customerWithCart, and what the database held for the cart before the test's calls. */
async function customerWithCartBefore() {
  const me = await customerWithCart(shop, demo);
  return { ...me, before: await storedCart(shop.handle.db, me.id) };
}

/** Calls, expects a 400 with exactly that message, and proves the cart is as it was. */
async function expectRefused(me: { id: string; send: Send; before: unknown }, url: string, payload: object, message: string) {
  const res = await me.send('POST', url, payload);
  expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
  expect(res.json()).toEqual({ status: false, message });
  expect(await storedCart(shop.handle.db, me.id)).toEqual(me.before);
}

const addVariant = (id: string, v: DemoVariant, selection: object) => ({
  cart_customer_id: id,
  cart_product_id: v.productId,
  cart_selected_product_variants: JSON.stringify({ _id: v.variantId, ...selection }),
});

describe('quantities', () => {
  it.each(BAD_QUANTITIES)('refuses %j on every call that takes a quantity, changing nothing', async (quantity) => {
    const me = await customerWithCartBefore();
    const v = demo.unmeasuredVariant;
    await expectRefused(
      me,
      '/cart/add-to-cart',
      { cart_customer_id: me.id, cart_product_id: demo.plain.id, cart_product_quantity: quantity },
      QUANTITY,
    );
    await expectRefused(me, '/cart/qty-plus-minus', { cartId: me.plainLine, cart_product_quantity: quantity }, QUANTITY);
    await expectRefused(
      me,
      '/cart/variant-qty-plus-minus',
      { cartId: me.variantLine, variantId: v.variantId, variant_quantity: quantity },
      QUANTITY,
    );
    await expectRefused(me, '/cart/variant-add-to-cart', addVariant(me.id, v, { variant_quantity: quantity }), QUANTITY);
  });

  it('refuses a re-add that would pass 9,999 pieces and keeps the line as it was', async () => {
    const me = await customerWithCartBefore();
    const v = demo.unmeasuredVariant;
    expect((await me.send('POST', '/cart/qty-plus-minus', { cartId: me.plainLine, cart_product_quantity: 9999 })).statusCode).toBe(200);
    expect(
      (await me.send('POST', '/cart/variant-qty-plus-minus', { cartId: me.variantLine, variantId: v.variantId, variant_quantity: 9998 }))
        .statusCode,
    ).toBe(200);
    const full = { ...me, before: await storedCart(shop.handle.db, me.id) };
    await expectRefused(full, '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id }, QUANTITY);
    await expectRefused(full, '/cart/variant-add-to-cart', addVariant(me.id, v, { variant_quantity: 2 }), QUANTITY);
    // The last piece that fits is still accepted.
    expect(
      (await me.send('POST', '/cart/variant-add-to-cart', addVariant(me.id, v, {}))).json().data.result[1].cart_selected_product_variants[0]
        .variant_quantity,
    ).toBe(9999);
  });

  it('refuses to set the quantity of a line bought through variants', async () => {
    const me = await customerWithCartBefore();
    await expectRefused(
      me,
      '/cart/qty-plus-minus',
      { cartId: me.variantLine, cart_product_quantity: 3 },
      'Please change the quantity of each variant of this product instead.',
    );
  });
});

describe('POST /cart/variant-add-to-cart: measurement and options', () => {
  it('accepts both bounds of the range, inclusive', async () => {
    const me = await newCustomer(shop);
    const send = me.send;
    const v = demo.mmOnlyVariant;
    for (const value of [v.mm!.min, v.mm!.max]) {
      const res = await send(
        'POST',
        '/cart/variant-add-to-cart',
        addVariant(me.id, v, { variant_measurement_selected: { type: 'MM', value } }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.result[0].cart_selected_product_variants[0].variant_measurement_selected).toEqual({
        type: 'MM',
        value,
        min: v.mm!.min,
        max: v.mm!.max,
      });
      await send('POST', '/cart/variant-remove-to-cart', { userId: me.id, cartId: res.json().data.result[0]._id, variantId: v.variantId });
    }
  });

  it('accepts a measurement typed as text, as the product page sends it', async () => {
    const me = await newCustomer(shop);
    const v = demo.mmOnlyVariant;
    const res = await me.send(
      'POST',
      '/cart/variant-add-to-cart',
      addVariant(me.id, v, { variant_measurement_selected: { type: 'MM', value: ` ${v.mm!.max} ` } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedCart(shop.handle.db, me.id)).variants[0].measurement).toEqual({
      type: 'MM',
      value: v.mm!.max,
      min: v.mm!.min,
      max: v.mm!.max,
    });
  });

  it('refuses every configuration the catalog does not offer, with the exact message, writing nothing', async () => {
    const me = await customerWithCartBefore();
    const mm = demo.mmOnlyVariant;
    const inch = demo.inchVariant;
    const none = demo.unmeasuredVariant;
    const range = `Please enter a value between ${mm.mm!.min} MM and ${mm.mm!.max} MM.`;
    const option = inch.options[0];
    const cases: [object, string][] = [
      [addVariant(me.id, mm, { variant_measurement_selected: { type: 'MM', value: mm.mm!.min - 0.01 } }), range],
      [addVariant(me.id, mm, { variant_measurement_selected: { type: 'MM', value: mm.mm!.max + 0.01 } }), range],
      [
        addVariant(me.id, mm, {
          variant_measurement_selected: { type: 'MM', value: mm.mm!.min - 0.5, min: mm.mm!.min - 1, max: mm.mm!.max },
        }),
        range,
      ],
      [addVariant(me.id, mm, { variant_measurement_selected: { type: 'IN', value: 0.1 } }), 'Max and min values for IN not found.'],
      [addVariant(me.id, mm, { variant_measurement_selected: { type: 'CM', value: 1 } }), 'The measurement unit must be MM or IN.'],
      [addVariant(me.id, mm, {}), 'Please enter a measurement for this variant.'],
      [addVariant(me.id, mm, { variant_measurement_selected: null }), 'Please enter a measurement for this variant.'],
      [addVariant(me.id, mm, { variant_measurement_selected: { type: 'MM', value: 'abc' } }), 'Enter a valid numeric value.'],
      [addVariant(me.id, mm, { variant_measurement_selected: { type: 'MM', value: '1e1' } }), 'Enter a valid numeric value.'],
      [addVariant(me.id, none, { variant_measurement_selected: { type: 'MM', value: 1 } }), 'This variant takes no measurement.'],
      [
        addVariant(me.id, inch, {
          ...validSelection(inch),
          variant_options_selected: [{ variant_options_id: 'laser-etching', variant_options_child_name: 'Yes' }],
        }),
        'This option is not offered for this variant.',
      ],
      [
        addVariant(me.id, inch, {
          ...validSelection(inch),
          variant_options_selected: [{ variant_options_id: option.id, variant_options_child_name: 'Gold plating' }],
        }),
        `This choice is not offered for ${option.name}.`,
      ],
      [
        addVariant(me.id, inch, {
          ...validSelection(inch),
          variant_options_selected: [option.children[0], option.children[1]].map((c) => ({
            variant_options_id: option.id,
            variant_options_child_name: c.name,
          })),
        }),
        `Please choose only one choice for ${option.name}.`,
      ],
      [{ cart_customer_id: me.id, cart_product_id: mm.productId }, 'Cart value is missing.'],
      [{ cart_customer_id: me.id, cart_product_id: mm.productId, cart_selected_product_variants: '{not json' }, 'Cart value is missing.'],
    ];
    for (const [payload, message] of cases) await expectRefused(me, '/cart/variant-add-to-cart', payload, message);
  });
});

describe('limits', () => {
  it('refuses a 101st product with the limit message', async () => {
    const me = await newCustomer(shop);
    const hundred = await shop.handle.db.select({ id: products.id }).from(products).where(eq(products.variantsStatus, false)).limit(101);
    await shop.handle.db.insert(cartItems).values(hundred.slice(0, 100).map((p) => ({ customerId: me.id, productId: p.id })));
    const { send } = me;
    const before = await storedCart(shop.handle.db, me.id);
    await expectRefused(
      { id: me.id, send, before },
      '/cart/add-to-cart',
      { cart_customer_id: me.id, cart_product_id: hundred[100].id },
      'Your cart can hold at most 100 products.',
    );
  });

  it('refuses a 51st variant of one product with the limit message', async () => {
    const me = await newCustomer(shop);
    const [product] = await shop.handle.db
      .insert(products)
      .values({ sku: 'NB-TEST-MANY-VARIANTS', slug: 'many-variants', name: 'Many Variants Punch', priceCents: 1000, variantsStatus: true })
      .returning();
    const variants = await shop.handle.db
      .insert(productVariants)
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          productId: product.id,
          sku: `NB-TEST-MANY-${i}`,
          name: `Size ${i}`,
          priceCents: 1000 + i,
        })),
      )
      .returning();
    const [line] = await shop.handle.db.insert(cartItems).values({ customerId: me.id, productId: product.id }).returning();
    await shop.handle.db.insert(cartItemVariants).values(variants.slice(0, 50).map((v) => ({ cartItemId: line.id, variantId: v.id })));
    const { send } = me;
    const before = await storedCart(shop.handle.db, me.id);
    const payload = { cart_customer_id: me.id, cart_product_id: product.id, cart_selected_product_variants: { _id: variants[50].id } };
    await expectRefused(
      { id: me.id, send, before },
      '/cart/variant-add-to-cart',
      payload,
      'Your cart can hold at most 50 variants of one product.',
    );
    // A variant already in the line still gains pieces.
    const again = await send('POST', '/cart/variant-add-to-cart', { ...payload, cart_selected_product_variants: { _id: variants[0].id } });
    expect(again.statusCode).toBe(200);
  });
});
