import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { cartLineCount, storedCart, variantAddBody } from '../../test/carts.js';
import { demoCatalog, validSelection, variantsOfProduct } from '../../test/catalog.js';
import { archiveProduct, archiveVariant, plainProducts } from '../../test/catalog-changes.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';

// Issue 12: staff archive a product or a variant (back office). A cart that holds it shows it as no
// longer available, costs nothing for it and cannot be ordered until it is removed; it cannot be added.

const shop = useTestShop();
const db = () => shop.handle.db;
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));
// Each test archives products of its own, so the tests do not depend on each other's order.
const plains = beforeAllValue(async () => ({ list: await plainProducts(shop.handle.db, 10) }));

const addPlain = (me: TestCustomer, productId: string, quantity = 1) =>
  me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: productId, cart_product_quantity: quantity });
const addVariant = (me: TestCustomer, productId: string, selection: object) =>
  me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, productId, { ...selection, variant_quantity: 1 }));
const cartOf = async (me: TestCustomer) => (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json().data;
const placeOrder = (me: TestCustomer) => me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
const ordersOf = (customerId: string) => db().select().from(orders).where(eq(orders.customerId, customerId));

describe('adding what staff archived', () => {
  it('answers 404 with the catalog’s message for an archived product, and writes nothing', async () => {
    const product = plains.list[0];
    const me = await newCustomer(shop);
    await archiveProduct(db(), product.id);
    const res = await addPlain(me, product.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'This product was not found.' });
    expect((await storedCart(db(), me.id)).lines).toEqual([]);
  });

  it('answers 404 for an archived variant, and for any variant of an archived product', async () => {
    const me = await newCustomer(shop);
    const [first, second] = await variantsOfProduct(db(), demo.unmeasuredVariant.productId);
    await archiveVariant(db(), first.variantId);
    try {
      const archivedVariant = await addVariant(me, first.productId, validSelection(first));
      expect(archivedVariant.statusCode).toBe(404);
      expect(archivedVariant.json().message).toBe('This variant was not found.');

      await archiveProduct(db(), first.productId);
      const archivedProduct = await addVariant(me, second.productId, validSelection(second));
      expect(archivedProduct.statusCode).toBe(404);
      expect(archivedProduct.json().message).toBe('This product was not found.');
      expect(await storedCart(db(), me.id)).toEqual({ lines: [], variants: [] });
    } finally {
      await archiveVariant(db(), first.variantId, false);
      await archiveProduct(db(), first.productId, false);
    }
  });
});

describe('a cart line staff archived after it was added', () => {
  it('shows as no longer available, counts for nothing, and can be removed', async () => {
    const [gone, kept] = [plains.list[1], plains.list[2]];
    const me = await newCustomer(shop);
    await addPlain(me, gone.id, 2);
    await addPlain(me, kept.id, 3);
    await archiveProduct(db(), gone.id);

    const cart = await cartOf(me);
    const [goneLine, keptLine] = cart.result;
    expect(goneLine).toMatchObject({
      cart_product_id: gone.id,
      cart_product: { product_name: gone.name },
      cart_product_quantity: 2,
      cart_product_total: 0,
      cart_item_total: 0,
      cart_item_unavailable: true,
      cart_product_price_was: null,
      cart_item_problem: `${gone.name} is no longer available. Please remove it from your cart.`,
    });
    expect(keptLine).toMatchObject({ cart_item_unavailable: false, cart_item_problem: null, cart_item_total: (kept.priceCents * 3) / 100 });
    // The badge still counts the line: it is in the cart until the customer removes it.
    expect(cart.cart_charges).toEqual({ sub_total: (kept.priceCents * 3) / 100, item_count: 2 });

    const removed = await me.send('DELETE', `/cart/remove-to-cart/${me.id}/${goneLine._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.result.map((l: { cart_product_id: string }) => l.cart_product_id)).toEqual([kept.id]);
  });

  it('marks an archived variant alone and leaves the line’s other variants to buy', async () => {
    const me = await newCustomer(shop);
    const [first, second] = await variantsOfProduct(db(), demo.unmeasuredVariant.productId);
    await addVariant(me, first.productId, validSelection(first));
    await addVariant(me, second.productId, validSelection(second));
    await archiveVariant(db(), second.variantId);
    try {
      const cart = await cartOf(me);
      const [line] = cart.result;
      const [kept, gone] = line.cart_selected_product_variants;
      expect(kept).toMatchObject({ _id: first.variantId, variant_unavailable: false, variant_total: first.priceCents / 100 });
      expect(gone).toMatchObject({ _id: second.variantId, variant_unavailable: true, variant_total: 0, variant_price_was: null });
      expect(line).toMatchObject({
        cart_item_unavailable: false,
        cart_item_total: first.priceCents / 100,
        cart_item_problem: `${first.productName} (${second.variantName}) is no longer available. Please remove it from your cart.`,
      });
      expect(cart.cart_charges.sub_total).toBe(first.priceCents / 100);
    } finally {
      await archiveVariant(db(), second.variantId, false);
    }
  });
});

describe('POST /order/create with an archived line in the cart', () => {
  it('refuses with 400 naming the product, writes nothing, and places the order once it is removed', async () => {
    const [gone, kept] = [plains.list[3], plains.list[4]];
    const me = await newCustomer(shop, { address: true });
    const goneLineId = (await addPlain(me, gone.id)).json().data.result[0]._id;
    await addPlain(me, kept.id, 2);
    await archiveProduct(db(), gone.id);

    const refused = await placeOrder(me);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`${gone.name} is no longer available. Please remove it from your cart before you order.`);
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await cartLineCount(db(), me.id)).toBe(2);

    await me.send('DELETE', `/cart/remove-to-cart/${me.id}/${goneLineId}`);
    const placed = await placeOrder(me);
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await ordersOf(me.id);
    expect(order.subTotalCents).toBe(kept.priceCents * 2);
    expect(order.lines.map((l) => l.productId)).toEqual([kept.id]);
  });

  it('names every archived product and variant at once', async () => {
    const [a, b] = [plains.list[5], plains.list[6]];
    const me = await newCustomer(shop, { address: true });
    const [first, second] = await variantsOfProduct(db(), demo.unmeasuredVariant.productId);
    await addPlain(me, a.id);
    await addPlain(me, b.id);
    await addVariant(me, first.productId, validSelection(first));
    await addVariant(me, second.productId, validSelection(second));
    await archiveProduct(db(), a.id);
    await archiveProduct(db(), b.id);
    await archiveVariant(db(), second.variantId);
    try {
      const refused = await placeOrder(me);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `These items are no longer available: ${a.name}, ${b.name}, ${first.productName} (${second.variantName}). ` +
          'Please remove them from your cart before you order.',
      );
      expect(await ordersOf(me.id)).toEqual([]);
      expect(await cartLineCount(db(), me.id)).toBe(3);
    } finally {
      await archiveVariant(db(), second.variantId, false);
    }
  });
});
