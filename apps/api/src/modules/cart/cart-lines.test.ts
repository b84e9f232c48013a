import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { storedCart, variantAddBody } from '../../test/carts.js';
import { demoCatalog, pricedChoice, validSelection, variantsOfProduct } from '../../test/catalog.js';
import { newCustomer } from '../../test/customers.js';

const shop = useTestShop();
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));

describe('changing and removing lines', () => {
  it('POST /cart/qty-plus-minus sets the quantity of a plain line', async () => {
    const me = await newCustomer(shop);
    const line = (
      await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id, cart_product_quantity: 4 })
    ).json().data.result[0];
    const res = await me.send('POST', '/cart/qty-plus-minus', { cartId: line._id, cart_product_quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Your cart has been updated.' });
    expect(res.json().data.result[0]).toMatchObject({ cart_product_quantity: 2, cart_item_total: (demo.plain.priceCents * 2) / 100 });
    expect((await storedCart(shop.handle.db, me.id)).lines[0].quantity).toBe(2);
  });

  it('DELETE /cart/remove-to-cart removes a line', async () => {
    const me = await newCustomer(shop);
    const line = (await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id })).json().data
      .result[0];
    const res = await me.send('DELETE', `/cart/remove-to-cart/${me.id}/${line._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'Item removed from your cart.',
      data: { result: [], cart_charges: { sub_total: 0, item_count: 0 } },
    });
    expect((await storedCart(shop.handle.db, me.id)).lines).toEqual([]);
  });

  it('POST /cart/variant-qty-plus-minus sets the quantity of one variant', async () => {
    const me = await newCustomer(shop);
    const v = demo.unmeasuredVariant;
    const line = (await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, validSelection(v)))).json().data
      .result[0];
    const res = await me.send('POST', '/cart/variant-qty-plus-minus', { cartId: line._id, variantId: v.variantId, variant_quantity: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result[0].cart_selected_product_variants[0]).toMatchObject({
      variant_quantity: 6,
      variant_total: (v.priceCents * 6) / 100,
    });
    expect((await storedCart(shop.handle.db, me.id)).variants[0].quantity).toBe(6);
  });

  it('POST /cart/variant-remove-to-cart keeps the line while a variant is left and removes it with the last one', async () => {
    const me = await newCustomer(shop);
    const siblings = await variantsOfProduct(shop.handle.db, demo.inchVariant.productId);
    expect(siblings.length).toBeGreaterThanOrEqual(2);
    const [first, second] = siblings;
    await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, first.productId, validSelection(first)));
    const line = (
      await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, second.productId, validSelection(second)))
    ).json().data.result[0];
    expect(line.cart_selected_product_variants).toHaveLength(2);

    const afterOne = await me.send('POST', '/cart/variant-remove-to-cart', { userId: me.id, cartId: line._id, variantId: first.variantId });
    expect(afterOne.statusCode).toBe(200);
    expect(afterOne.json().message).toBe('Item removed from your cart.');
    expect(afterOne.json().data.result[0].cart_selected_product_variants.map((x: { _id: string }) => x._id)).toEqual([second.variantId]);
    expect((await storedCart(shop.handle.db, me.id)).variants.map((x) => x.variantId)).toEqual([second.variantId]);

    const afterLast = await me.send('POST', '/cart/variant-remove-to-cart', {
      userId: me.id,
      cartId: line._id,
      variantId: second.variantId,
    });
    expect(afterLast.json().data).toEqual({ result: [], cart_charges: { sub_total: 0, item_count: 0 } });
    expect(await storedCart(shop.handle.db, me.id)).toEqual({ lines: [], variants: [] });
  });
});

describe('GET /cart/customer-cart-list/{id}', () => {
  it('names a choice the catalog dropped after it was added, and prices the line without it', async () => {
    const me = await newCustomer(shop);
    const v = demo.inchVariant;
    const { option, child } = pricedChoice(demo.inchVariant);
    const choice = { variant_options_id: option.id, variant_options_child_name: child.name };
    await me.send(
      'POST',
      '/cart/variant-add-to-cart',
      variantAddBody(me.id, v.productId, { ...validSelection(v), variant_options_selected: [choice] }),
    );
    const reduced = v.options.map((o) => (o.id === option.id ? { ...o, children: o.children.filter((c) => c.name !== child.name) } : o));
    await shop.handle.db.update(productVariants).set({ options: reduced }).where(eq(productVariants.id, v.variantId));
    try {
      const body = (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json();
      const [line] = body.data.result;
      expect(line.cart_item_problem).toBe(
        `${v.productName} (${v.variantName}): the choice "${child.name}" for ${option.name} is no longer offered. Please remove it and add it again.`,
      );
      expect(line.cart_selected_product_variants[0]).toMatchObject({ variant_price: v.priceCents / 100, variant_options_selected: [] });
      expect(body.data.cart_charges.sub_total).toBe(v.priceCents / 100);
    } finally {
      await shop.handle.db.update(productVariants).set({ options: v.options }).where(eq(productVariants.id, v.variantId));
    }
  });

  it("names a measurement outside the catalog's new bounds", async () => {
    const me = await newCustomer(shop);
    const v = demo.mmOnlyVariant;
    await me.send(
      'POST',
      '/cart/variant-add-to-cart',
      variantAddBody(me.id, v.productId, { _id: v.variantId, variant_measurement_selected: { type: 'MM', value: v.mm!.min } }),
    );
    await shop.handle.db
      .update(productVariants)
      .set({ mmMin: v.mm!.min + 0.1 })
      .where(eq(productVariants.id, v.variantId));
    try {
      const [line] = (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json().data.result;
      expect(line.cart_item_problem).toBe(
        `${v.productName} (${v.variantName}): the measurement ${v.mm!.min} MM is no longer offered. Please remove it and add it again.`,
      );
    } finally {
      await shop.handle.db.update(productVariants).set({ mmMin: v.mm!.min }).where(eq(productVariants.id, v.variantId));
    }
  });

  it('answers an empty cart as an empty list', async () => {
    const me = await newCustomer(shop);
    const res = await me.send('GET', `/cart/customer-cart-list/${me.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: { result: [], cart_charges: { sub_total: 0, item_count: 0 } } });
  });
});
