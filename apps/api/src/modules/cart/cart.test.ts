import { describe, expect, it } from 'vitest';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { cents, storedCart, variantAddBody } from '../../test/carts.js';
import { demoCatalog, pricedChoice, validSelection, variantsOfProduct } from '../../test/catalog.js';
import { newCustomer } from '../../test/customers.js';

const shop = useTestShop();
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));

describe('POST /cart/add-to-cart', () => {
  it('prices the line from the catalog, whatever price the client sends', async () => {
    const me = await newCustomer(shop);
    const res = await me.send('POST', '/cart/add-to-cart', {
      cart_customer_id: me.id,
      cart_product_id: demo.plain.id,
      cart_product_price: 0.01,
      cart_product_quantity: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Item added to your cart.' });
    const [line] = body.data.result;
    expect(line).toMatchObject({
      cart_customer_id: me.id,
      cart_product_id: demo.plain.id,
      cart_product: { product_name: demo.plain.name },
      cart_product_price: demo.plain.priceCents / 100,
      cart_product_quantity: 2,
      cart_product_total: (demo.plain.priceCents * 2) / 100,
      cart_item_total: (demo.plain.priceCents * 2) / 100,
      cart_selected_product_variants: [],
      cart_item_problem: null,
    });
    expect(body.data.cart_charges).toEqual({ sub_total: (demo.plain.priceCents * 2) / 100, item_count: 1 });
    expect((await storedCart(shop.handle.db, me.id)).lines).toEqual([{ id: line._id, productId: demo.plain.id, quantity: 2 }]);
  });

  it('raises the quantity of a line already in the cart, defaulting to one piece', async () => {
    const me = await newCustomer(shop);
    await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id });
    const res = await me.send('POST', '/cart/add-to-cart', {
      cart_customer_id: me.id,
      cart_product_id: demo.plain.id,
      cart_product_quantity: 4,
    });
    expect(res.json().data.result).toHaveLength(1);
    expect(res.json().data.result[0].cart_product_quantity).toBe(5);
    expect((await storedCart(shop.handle.db, me.id)).lines.map((l) => l.quantity)).toEqual([5]);
  });

  it('refuses a product with variants: the customer must choose one', async () => {
    const me = await newCustomer(shop);
    const res = await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.inchVariant.productId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Please choose a variant of this product.' });
    expect((await storedCart(shop.handle.db, me.id)).lines).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const me = await newCustomer(shop);
    const res = await me.send('POST', '/cart/add-to-cart', {
      cart_customer_id: me.id,
      cart_product_id: '00000000-0000-4000-8000-00000000abcd',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This product was not found.');
  });

  it('sums sub_total from every line total and counts lines for the badge', async () => {
    const me = await newCustomer(shop);
    const [a, b] = demo.otherPlains;
    await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: a.id, cart_product_quantity: 3 });
    await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: b.id, cart_product_quantity: 7 });
    const body = (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json();
    expect(body.status).toBe(true);
    expect(body.data.result.map((l: { cart_product_id: string }) => l.cart_product_id)).toEqual([a.id, b.id]);
    const sum = body.data.result.reduce((s: number, l: { cart_item_total: number }) => s + cents(l.cart_item_total), 0);
    expect(cents(body.data.cart_charges.sub_total)).toBe(sum);
    expect(sum).toBe(a.priceCents * 3 + b.priceCents * 7);
    expect(body.data.cart_charges.item_count).toBe(2);
  });

  it('counts each configured variant as a line of its own, as the buyer sees them (issue 16)', async () => {
    const me = await newCustomer(shop);
    const [v1, v2] = await variantsOfProduct(shop.handle.db, demo.inchVariant.productId);
    expect(v2).toBeDefined();
    await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v1.productId, validSelection(v1)));
    await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v2.productId, validSelection(v2)));
    await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id, cart_product_quantity: 4 });
    const body = (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json();
    // Two product lines, one of them with two variants: three lines on the screen.
    expect(body.data.result).toHaveLength(2);
    expect(body.data.cart_charges.item_count).toBe(3);
    // The profile dashboard's 'Your Cart' card says the same.
    expect((await me.send('GET', `/customer/${me.id}`)).json().result.user_counts.cart).toBe(3);
  });

  it('takes 20 parallel adds of one product as one line of 20 pieces', async () => {
    const me = await newCustomer(shop);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const stored = await storedCart(shop.handle.db, me.id);
    expect(stored.lines).toEqual([{ id: expect.any(String), productId: demo.plain.id, quantity: 20 }]);
  });
});

describe('POST /cart/variant-add-to-cart', () => {
  it("stores the server's prices and the catalog's bounds, ignoring every price and bound the client sends", async () => {
    const me = await newCustomer(shop);
    const v = demo.inchVariant;
    const { option, child } = pricedChoice(demo.inchVariant);
    const tampered = {
      _id: v.variantId,
      variant_quantity: 3,
      variant_price: 0.01,
      variant_total: 0,
      variant_name: 'Free punch',
      variant_measurement_selected: { type: 'IN', value: v.in!.min, min: -1000, max: 1000 },
      variant_options_selected: [
        {
          variant_options_id: option.id,
          variant_options_name: option.name,
          variant_options_child_name: child.name,
          variant_options_child_price: 0,
        },
      ],
    };
    const res = await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, tampered));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Item added to your cart.' });
    const unitCents = v.priceCents + child.priceCents;
    const [line] = body.data.result;
    expect(line).toMatchObject({
      cart_product_id: v.productId,
      cart_product_quantity: 1,
      cart_product_total: 0,
      cart_item_total: (unitCents * 3) / 100,
      cart_item_problem: null,
    });
    expect(line.cart_selected_product_variants).toEqual([
      {
        _id: v.variantId,
        variant_name: v.variantName,
        variant_sku: expect.any(String),
        variant_image: expect.any(String),
        variant_price: unitCents / 100,
        variant_quantity: 3,
        variant_total: (unitCents * 3) / 100,
        variant_measurement_selected: { type: 'IN', value: v.in!.min, min: v.in!.min, max: v.in!.max },
        variant_options_selected: [
          {
            variant_options_id: option.id,
            variant_options_name: option.name,
            variant_options_child_name: child.name,
            variant_options_child_price: child.priceCents / 100,
          },
        ],
        // Just added: the price recorded is today's, so there is nothing to notice.
        variant_price_note: null,
        variant_price_was: null,
        variant_unavailable: false,
      },
    ]);
    expect(body.data.cart_charges).toEqual({ sub_total: (unitCents * 3) / 100, item_count: 1 });
    const stored = await storedCart(shop.handle.db, me.id);
    expect(stored.lines).toEqual([{ id: line._id, productId: v.productId, quantity: 1 }]);
    expect(stored.variants).toEqual([
      {
        cartItemId: line._id,
        variantId: v.variantId,
        quantity: 3,
        measurement: { type: 'IN', value: v.in!.min, min: v.in!.min, max: v.in!.max },
        options: [{ optionId: option.id, childName: child.name }],
      },
    ]);
  });

  it('accepts the variant as an object as well as a JSON string', async () => {
    const me = await newCustomer(shop);
    const v = demo.unmeasuredVariant;
    const res = await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, { _id: v.variantId }, false));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result[0].cart_selected_product_variants[0]).toMatchObject({
      _id: v.variantId,
      variant_quantity: 1,
      variant_price: v.priceCents / 100,
      variant_measurement_selected: null,
    });
  });

  it('raises the quantity of a variant already in the cart and keeps its first configuration', async () => {
    const me = await newCustomer(shop);
    const v = demo.mmOnlyVariant;
    await me.send(
      'POST',
      '/cart/variant-add-to-cart',
      variantAddBody(me.id, v.productId, { _id: v.variantId, variant_measurement_selected: { type: 'MM', value: v.mm!.min } }),
    );
    const res = await me.send(
      'POST',
      '/cart/variant-add-to-cart',
      variantAddBody(me.id, v.productId, {
        _id: v.variantId,
        variant_quantity: 2,
        variant_measurement_selected: { type: 'MM', value: v.mm!.max },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [variant] = res.json().data.result[0].cart_selected_product_variants;
    expect(variant).toMatchObject({ variant_quantity: 3, variant_measurement_selected: { type: 'MM', value: v.mm!.min } });
    const stored = await storedCart(shop.handle.db, me.id);
    expect(stored.lines).toHaveLength(1);
    expect(stored.variants).toMatchObject([{ variantId: v.variantId, quantity: 3, measurement: { type: 'MM', value: v.mm!.min } }]);
  });

  it('takes 20 parallel adds of one variant as one line with one variant of 20 pieces', async () => {
    const me = await newCustomer(shop);
    const v = demo.inchVariant;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, validSelection(v)))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const stored = await storedCart(shop.handle.db, me.id);
    expect(stored.lines).toHaveLength(1);
    expect(stored.variants).toMatchObject([{ variantId: v.variantId, quantity: 20 }]);
  });

  it('refuses a variant of another product with 404', async () => {
    const me = await newCustomer(shop);
    expect(demo.unmeasuredVariant.productId).not.toBe(demo.inchVariant.productId);
    for (const productId of [demo.unmeasuredVariant.productId, demo.plain.id]) {
      const res = await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, productId, validSelection(demo.inchVariant)));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This variant was not found.');
    }
    expect((await storedCart(shop.handle.db, me.id)).lines).toEqual([]);
  });
});
