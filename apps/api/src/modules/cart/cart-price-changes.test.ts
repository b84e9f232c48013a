import { describe, expect, it } from 'vitest';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { fillCart, variantAddBody } from '../../test/carts.js';
import { demoCatalog, pickCatalog, pricedChoice, validSelection } from '../../test/catalog.js';
import { plainProducts, recordedPrices, setOptionChildPrice, setProductPrice, setVariantPrice } from '../../test/catalog-changes.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';

// Issue 12: a price change reaches every cart at once (carts are priced on read), and a line whose
// price changed since it was added tells the customer what it was (information, never charged).

const shop = useTestShop();
const db = () => shop.handle.db;
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));
const plains = beforeAllValue(async () => ({ list: await plainProducts(shop.handle.db, 6) }));

const cartOf = async (me: TestCustomer) => {
  const res = await me.send('GET', `/cart/customer-cart-list/${me.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const addPlain = (me: TestCustomer, productId: string, quantity: number) =>
  me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: productId, cart_product_quantity: quantity });

/** The demo's measured variant with the dearest child of its priced option chosen. */
function pricedSelection(quantity: number, childName?: string) {
  const v = demo.inchVariant;
  const { option, child } = pricedChoice(v);
  return {
    v,
    option,
    child: option.children.find((c) => c.name === (childName ?? child.name))!,
    body: {
      ...validSelection(v),
      variant_quantity: quantity,
      variant_options_selected: [{ variant_options_id: option.id, variant_options_child_name: childName ?? child.name }],
    },
  };
}

describe('a plain product whose price changes', () => {
  it('shows today’s price in every cart at once, with the price it had when it was added', async () => {
    const product = plains.list[0];
    const [me, other] = [await newCustomer(shop), await newCustomer(shop)];
    for (const who of [me, other]) {
      const added = await addPlain(who, product.id, 2);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.result[0]).toMatchObject({ cart_product_price: product.priceCents / 100, cart_product_price_was: null });
    }
    expect((await recordedPrices(db(), me.id)).lines).toEqual([{ productId: product.id, cents: product.priceCents }]);

    const newCents = product.priceCents + 1_234;
    await setProductPrice(db(), product.id, newCents);
    for (const who of [me, other]) {
      const cart = await cartOf(who);
      expect(cart.result[0]).toMatchObject({
        cart_product_price: newCents / 100,
        cart_product_price_was: product.priceCents / 100,
        cart_product_total: (newCents * 2) / 100,
        cart_item_total: (newCents * 2) / 100,
        cart_item_problem: null,
        cart_item_unavailable: false,
      });
      expect(cart.cart_charges).toEqual({ sub_total: (newCents * 2) / 100, item_count: 1 });
    }
  });

  it('keeps the notice when the quantity changes, and drops it when the product is added again', async () => {
    const product = plains.list[1];
    const me = await newCustomer(shop);
    const lineId = (await addPlain(me, product.id, 1)).json().data.result[0]._id;
    const lowered = product.priceCents - 50;
    await setProductPrice(db(), product.id, lowered);

    // Changing a quantity in the cart is not seeing the product again: the notice stays.
    const changed = await me.send('POST', '/cart/qty-plus-minus', { cartId: lineId, cart_product_quantity: 3 });
    expect(changed.json().data.result[0]).toMatchObject({
      cart_product_quantity: 3,
      cart_product_price: lowered / 100,
      cart_product_price_was: product.priceCents / 100,
    });

    // Adding it again from the product page: the buyer has just seen today's price.
    const again = await addPlain(me, product.id, 2);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.result[0]).toMatchObject({
      cart_product_quantity: 5,
      cart_product_price: lowered / 100,
      cart_product_price_was: null,
      cart_item_total: (lowered * 5) / 100,
    });
    expect((await recordedPrices(db(), me.id)).lines).toEqual([{ productId: product.id, cents: lowered }]);
  });

  it('shows no notice on a line added before prices were recorded', async () => {
    const me = await newCustomer(shop);
    const picks = await pickCatalog(db());
    // fillCart writes the rows the way carts were stored before issue 12: no price at add time.
    await fillCart(db(), me.id, picks);
    await setProductPrice(db(), picks.plain.id, picks.plain.priceCents + 700);
    await setVariantPrice(db(), picks.variant.id, picks.variant.priceCents + 900);

    const cart = await cartOf(me);
    const [plainLine, variantLine] = cart.result;
    expect(plainLine).toMatchObject({ cart_product_price: (picks.plain.priceCents + 700) / 100, cart_product_price_was: null });
    expect(variantLine.cart_selected_product_variants[0]).toMatchObject({
      variant_price: (picks.variant.priceCents + 900 + picks.variant.child.priceCents) / 100,
      variant_price_was: null,
    });
    await setProductPrice(db(), picks.plain.id, picks.plain.priceCents);
    await setVariantPrice(db(), picks.variant.id, picks.variant.priceCents);
  });
});

describe('a variant whose price changes', () => {
  it('records the unit price with the chosen option children and shows it beside a new variant price', async () => {
    const me = await newCustomer(shop);
    const { v, child, body } = pricedSelection(2);
    const res = await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, body));
    expect(res.statusCode, res.body).toBe(200);
    const addedUnit = v.priceCents + child.priceCents;
    expect(res.json().data.result[0].cart_selected_product_variants[0]).toMatchObject({
      variant_price: addedUnit / 100,
      variant_price_was: null,
    });
    expect((await recordedPrices(db(), me.id)).variants).toEqual([{ variantId: v.variantId, cents: addedUnit }]);

    await setVariantPrice(db(), v.variantId, v.priceCents + 2_500);
    try {
      const cart = await cartOf(me);
      const newUnit = addedUnit + 2_500;
      expect(cart.result[0]).toMatchObject({ cart_product_price_was: null, cart_item_total: (newUnit * 2) / 100 });
      expect(cart.result[0].cart_selected_product_variants[0]).toMatchObject({
        variant_price: newUnit / 100,
        variant_price_was: addedUnit / 100,
        variant_total: (newUnit * 2) / 100,
        variant_unavailable: false,
      });
      expect(cart.cart_charges.sub_total).toBe((newUnit * 2) / 100);
    } finally {
      await setVariantPrice(db(), v.variantId, v.priceCents);
    }
  });

  it('shows a notice when only a chosen option child’s price changes', async () => {
    const me = await newCustomer(shop);
    const { v, option, child, body } = pricedSelection(1);
    await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, body));
    const addedUnit = v.priceCents + child.priceCents;

    await setOptionChildPrice(db(), v.variantId, option.id, child.name, child.priceCents + 400);
    try {
      const [variant] = (await cartOf(me)).result[0].cart_selected_product_variants;
      expect(variant).toMatchObject({ variant_price: (addedUnit + 400) / 100, variant_price_was: addedUnit / 100 });
      expect(variant.variant_options_selected[0]).toMatchObject({ variant_options_child_price: (child.priceCents + 400) / 100 });
    } finally {
      await setOptionChildPrice(db(), v.variantId, option.id, child.name, child.priceCents);
    }
  });

  it('records anew when the variant is added again, priced with the configuration the cart keeps', async () => {
    const me = await newCustomer(shop);
    const first = pricedSelection(1);
    const { v, option, child } = first;
    await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, first.body));
    await setVariantPrice(db(), v.variantId, v.priceCents + 1_000);
    try {
      // The second add names a cheaper child; the cart keeps the first configuration (spec section 4).
      const cheaper = option.children.find((c) => c.priceCents < child.priceCents)!;
      const again = await me.send(
        'POST',
        '/cart/variant-add-to-cart',
        variantAddBody(me.id, v.productId, pricedSelection(2, cheaper.name).body),
      );
      expect(again.statusCode, again.body).toBe(200);
      const keptUnit = v.priceCents + 1_000 + child.priceCents;
      const [variant] = again.json().data.result[0].cart_selected_product_variants;
      expect(variant).toMatchObject({
        variant_quantity: 3,
        variant_price: keptUnit / 100,
        variant_price_was: null,
        variant_options_selected: [expect.objectContaining({ variant_options_child_name: child.name })],
      });
      expect((await recordedPrices(db(), me.id)).variants).toEqual([{ variantId: v.variantId, cents: keptUnit }]);
    } finally {
      await setVariantPrice(db(), v.variantId, v.priceCents);
    }
  });
});
