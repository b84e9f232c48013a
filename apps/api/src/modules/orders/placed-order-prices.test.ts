import { describe, expect, it } from 'vitest';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { variantAddBody } from '../../test/carts.js';
import { demoCatalog, pricedChoice, validSelection } from '../../test/catalog.js';
import { archiveProduct, setOptionChildPrice, setProductPrice, setVariantPrice } from '../../test/catalog-changes.js';
import { newCustomer } from '../../test/customers.js';

// Decision 008 and issue 12: an order is a snapshot. Prices changed and products archived after it
// was placed reach carts at once, and never the order.

const shop = useTestShop();
const db = () => shop.handle.db;
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));

describe('an order placed before the catalog changes', () => {
  it('keeps its lines, prices and totals when prices change and the product is archived', async () => {
    const me = await newCustomer(shop, { address: true });
    const v = demo.inchVariant;
    const { option, child } = pricedChoice(v);
    await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id, cart_product_quantity: 2 });
    const selection = {
      ...validSelection(v),
      variant_quantity: 3,
      variant_options_selected: [{ variant_options_id: option.id, variant_options_child_name: child.name }],
    };
    await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, selection));
    const placed = await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
    expect(placed.statusCode, placed.body).toBe(200);
    const before = (await me.send('GET', `/order/user/${me.id}`)).json().data.result;
    const unit = v.priceCents + child.priceCents;
    expect(before[0].order_charges.sub_total).toBe((demo.plain.priceCents * 2 + unit * 3) / 100);

    await setProductPrice(db(), demo.plain.id, demo.plain.priceCents + 5_000);
    await setVariantPrice(db(), v.variantId, v.priceCents + 3_000);
    await setOptionChildPrice(db(), v.variantId, option.id, child.name, child.priceCents + 1_000);
    await archiveProduct(db(), demo.plain.id);

    const after = (await me.send('GET', `/order/user/${me.id}`)).json().data.result;
    expect(after).toEqual(before);
    const [plainLine, variantLine] = after[0].customer_order_list;
    expect(plainLine).toMatchObject({
      cart_product_price: demo.plain.priceCents / 100,
      cart_item_total: (demo.plain.priceCents * 2) / 100,
    });
    expect(variantLine.cart_selected_product_variants[0]).toMatchObject({ variant_price: unit / 100, variant_total: (unit * 3) / 100 });
    // The cart's notices are no part of an order.
    expect(plainLine).not.toHaveProperty('cart_product_price_was');
    expect(plainLine).not.toHaveProperty('cart_item_unavailable');
    expect(variantLine.cart_selected_product_variants[0]).not.toHaveProperty('variant_price_was');
  });
});
