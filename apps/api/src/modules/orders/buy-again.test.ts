import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orders, products, productVariants } from '../../db/schema/index.js';
import { storedCart } from '../../test/carts.js';
import { pickCatalog } from '../../test/catalog.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import { placeOrder } from '../../test/orders.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

// Issue 14, 'Buy again' on /user/order: POST /order/{order_id}/buy-again.

const shop = useTestShop();
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));
const db = () => shop.handle.db;

/** What the catalog says of the two picks now, to put back after a test changed it. */
const catalogOf = beforeAllValue(async () => {
  const [plain] = await db().select().from(products).where(eq(products.id, picks.plain.id));
  const [variant] = await db().select().from(productVariants).where(eq(productVariants.id, picks.variant.id));
  const [variantProduct] = await db().select().from(products).where(eq(products.id, picks.variant.productId));
  return { plain, variant, variantProduct };
});

/** Runs `test` with the catalog changed by `change`, and puts the picks back as they were after it. */
async function withCatalogChange(change: () => Promise<unknown>, test: () => Promise<void>) {
  await change();
  try {
    await test();
  } finally {
    const { plain, variant, variantProduct } = catalogOf;
    await db().update(products).set({ priceCents: plain.priceCents, archivedAt: null }).where(eq(products.id, plain.id));
    await db().update(products).set({ archivedAt: null }).where(eq(products.id, variantProduct.id));
    await db()
      .update(productVariants)
      .set({
        priceCents: variant.priceCents,
        options: variant.options,
        mmMin: variant.mmMin,
        mmMax: variant.mmMax,
        inMin: variant.inMin,
        inMax: variant.inMax,
        archivedAt: null,
      })
      .where(eq(productVariants.id, variant.id));
  }
}

/** A customer who placed the usual cart (3 of the plain product, 2 of the measured variant with its priced option). */
async function customerWithOrder(): Promise<TestCustomer & { orderNumber: string }> {
  const me = await newCustomer(shop, { address: true });
  const orderNumber = await placeOrder(shop, me, picks);
  return { ...me, orderNumber };
}

const buyAgain = (me: TestCustomer, orderNumber: string) => me.send('POST', `/order/${orderNumber}/buy-again`);

/** The part numbers of the picks as the order snapshot keeps them. */
async function partNumbers(orderNumber: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const plain = order.lines.find((l) => l.productId === picks.plain.id)!;
  const measured = order.lines.find((l) => l.productId === picks.variant.productId)!;
  return {
    plain: { part_number: plain.product.sku, name: plain.product.name },
    variant: { part_number: measured.variants[0].sku, name: `${measured.product.name} (${measured.variants[0].name})` },
  };
}

describe('POST /order/{order_id}/buy-again', () => {
  it("adds the order's lines with their configurations to the cart at today's prices", async () => {
    const me = await customerWithOrder();
    const parts = await partNumbers(me.orderNumber);
    const { variant } = picks;
    await withCatalogChange(
      async () => {
        await db()
          .update(products)
          .set({ priceCents: picks.plain.priceCents + 500 })
          .where(eq(products.id, picks.plain.id));
        await db()
          .update(productVariants)
          .set({ priceCents: variant.priceCents + 1000 })
          .where(eq(productVariants.id, variant.id));
      },
      async () => {
        const res = await buyAgain(me, me.orderNumber);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.message).toBe(`2 items of order ${me.orderNumber} added to your cart at today's prices.`);
        expect(body.added).toEqual([
          { ...parts.plain, quantity: 3 },
          { ...parts.variant, quantity: 2 },
        ]);
        expect(body.refused).toEqual([]);

        const plainLine = body.result.result.find((l: { cart_product_id: string }) => l.cart_product_id === picks.plain.id);
        expect(plainLine).toMatchObject({ cart_product_quantity: 3, cart_product_price: (picks.plain.priceCents + 500) / 100 });
        const variantLine = body.result.result.find((l: { cart_product_id: string }) => l.cart_product_id === variant.productId);
        const unitCents = variant.priceCents + 1000 + variant.child.priceCents;
        expect(variantLine.cart_selected_product_variants).toEqual([
          expect.objectContaining({
            _id: variant.id,
            variant_quantity: 2,
            variant_price: unitCents / 100,
            variant_total: (unitCents * 2) / 100,
            variant_measurement_selected: { type: variant.unit, value: variant.min, min: variant.min, max: variant.max },
            variant_options_selected: [
              expect.objectContaining({ variant_options_id: variant.option.id, variant_options_child_name: variant.child.name }),
            ],
          }),
        ]);
        expect(body.result.cart_charges).toEqual({ sub_total: ((picks.plain.priceCents + 500) * 3 + unitCents * 2) / 100, item_count: 2 });
        // The cart itself answers the same.
        expect((await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json().data).toEqual(body.result);
      },
    );
  });

  it('adds to what the cart already holds: a second Buy again doubles the pieces', async () => {
    const me = await customerWithOrder();
    await buyAgain(me, me.orderNumber);
    const again = (await buyAgain(me, me.orderNumber)).json();
    const stored = await storedCart(db(), me.id);
    expect(stored.lines.find((l) => l.productId === picks.plain.id)?.quantity).toBe(6);
    expect(stored.variants).toEqual([expect.objectContaining({ variantId: picks.variant.id, quantity: 4 })]);
    expect(again.result.cart_charges.item_count).toBe(2);
  });

  it('leaves out an archived product with its reason and adds the rest', async () => {
    const me = await customerWithOrder();
    const parts = await partNumbers(me.orderNumber);
    await withCatalogChange(
      () => db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, picks.plain.id)),
      async () => {
        const body = (await buyAgain(me, me.orderNumber)).json();
        expect(body.refused).toEqual([{ ...parts.plain, message: 'This product is no longer available.' }]);
        expect(body.added).toEqual([{ ...parts.variant, quantity: 2 }]);
        expect(body.message).toBe(`1 item of order ${me.orderNumber} added to your cart at today's prices. 1 item was left out.`);
        expect(body.result.result.map((l: { cart_product_id: string }) => l.cart_product_id)).toEqual([picks.variant.productId]);
      },
    );
  });

  it('leaves out a variant whose chosen option child is no longer offered', async () => {
    const me = await customerWithOrder();
    const parts = await partNumbers(me.orderNumber);
    const { option, child } = picks.variant;
    await withCatalogChange(
      () =>
        db()
          .update(productVariants)
          .set({
            options: catalogOf.variant.options.map((o) =>
              o.id === option.id ? { ...o, children: o.children.filter((c) => c.name !== child.name) } : o,
            ),
          })
          .where(eq(productVariants.id, picks.variant.id)),
      async () => {
        const body = (await buyAgain(me, me.orderNumber)).json();
        expect(body.refused).toEqual([
          { ...parts.variant, message: `The choice "${child.name}" for ${option.name} is no longer offered.` },
        ]);
        expect(body.added).toEqual([{ ...parts.plain, quantity: 3 }]);
        expect((await storedCart(db(), me.id)).variants).toEqual([]);
      },
    );
  });

  it('leaves out a variant whose option is gone altogether', async () => {
    const me = await customerWithOrder();
    await withCatalogChange(
      () =>
        db()
          .update(productVariants)
          .set({ options: catalogOf.variant.options.filter((o) => o.id !== picks.variant.option.id) })
          .where(eq(productVariants.id, picks.variant.id)),
      async () => {
        const body = (await buyAgain(me, me.orderNumber)).json();
        expect(body.refused.map((r: { message: string }) => r.message)).toEqual(['An option chosen on this order is no longer offered.']);
      },
    );
  });

  it("leaves out a variant whose measurement is now out of the variant's bounds, naming today's bounds", async () => {
    const me = await customerWithOrder();
    const parts = await partNumbers(me.orderNumber);
    const { unit, min, max } = picks.variant;
    const newMin = min + (max - min) / 2;
    await withCatalogChange(
      () =>
        db()
          .update(productVariants)
          .set(unit === 'IN' ? { inMin: newMin } : { mmMin: newMin })
          .where(eq(productVariants.id, picks.variant.id)),
      async () => {
        const body = (await buyAgain(me, me.orderNumber)).json();
        expect(body.refused).toEqual([
          {
            ...parts.variant,
            message: `The measurement ${min} ${unit} is no longer offered. Please enter a value between ${newMin} ${unit} and ${max} ${unit}.`,
          },
        ]);
        expect(body.added).toEqual([{ ...parts.plain, quantity: 3 }]);
      },
    );
  });

  it('adds nothing when every line is refused: the cart stays as it was', async () => {
    const me = await customerWithOrder();
    await withCatalogChange(
      async () => {
        await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, picks.plain.id));
        await db().update(productVariants).set({ archivedAt: new Date() }).where(eq(productVariants.id, picks.variant.id));
      },
      async () => {
        const res = await buyAgain(me, me.orderNumber);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.message).toBe(`Nothing from order ${me.orderNumber} could be added to your cart.`);
        expect(body.added).toEqual([]);
        expect(body.refused.map((r: { message: string }) => r.message)).toEqual([
          'This product is no longer available.',
          'This variant is no longer available.',
        ]);
        expect(body.result).toEqual({ result: [], cart_charges: { sub_total: 0, item_count: 0 } });
        // No empty line was left behind by the refused variant.
        expect(await db().select().from(cartItems).where(eq(cartItems.customerId, me.id))).toEqual([]);
      },
    );
  });

  it("answers another customer's order with 404 as an unknown one, and a visitor with 401", async () => {
    const owner = await customerWithOrder();
    const stranger = await newCustomer(shop, { address: true });
    for (const orderNumber of [owner.orderNumber, 'NB-999999999', 'not-an-order']) {
      const res = await buyAgain(stranger, orderNumber);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('This order was not found.');
    }
    expect(await db().select().from(cartItems).where(eq(cartItems.customerId, stranger.id))).toEqual([]);
    const visitor = await shop.app.inject({ method: 'POST', url: `/api/v1/order/${owner.orderNumber}/buy-again` });
    expect(visitor.statusCode).toBe(401);
  });

  it('takes an empty JSON body as well as none', async () => {
    const me = await customerWithOrder();
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/order/${me.orderNumber}/buy-again`,
      headers: { authorization: me.token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toHaveLength(2);
  });
});
