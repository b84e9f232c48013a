import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cartItems, cartItemVariants } from '../db/schema/index.js';
import { validSelection, type CatalogPicks, type DemoCatalog } from './catalog.js';
import { newCustomer, type TestCustomer } from './customers.js';
import type { TestShop } from './test-app.js';

// Carts for the API tests: filled straight in the tables (the order tests do not depend on the
// cart API's behaviour) or through the cart API, and read back to prove what a call did.

/**
 * Three pieces of the plain product and two of the variant, measured and with the priced option
 * child chosen. Answers the sub total the catalog gives them, in cents.
 */
export async function fillCart(db: Database, customerId: string, picks: CatalogPicks): Promise<number> {
  const { plain, variant } = picks;
  // The plain line first, as a customer adding them one after the other: two inserts can fall in
  // one clock tick, and the cart orders lines of one instant by id (random).
  const earlier = new Date(Date.now() - 1000);
  await db.insert(cartItems).values({ customerId, productId: plain.id, quantity: 3, createdAt: earlier });
  const [line] = await db.insert(cartItems).values({ customerId, productId: variant.productId, quantity: 1 }).returning();
  await db.insert(cartItemVariants).values({
    cartItemId: line.id,
    variantId: variant.id,
    quantity: 2,
    measurement: { type: variant.unit, value: variant.min, min: variant.min, max: variant.max },
    options: [{ optionId: variant.option.id, childName: variant.child.name }],
  });
  return plain.priceCents * 3 + (variant.priceCents + variant.child.priceCents) * 2;
}

export async function cartLineCount(db: Database, customerId: string): Promise<number> {
  return (await db.select().from(cartItems).where(eq(cartItems.customerId, customerId))).length;
}

/** What the database holds for a customer's cart, to prove what a refused call did not write. */
export async function storedCart(db: Database, customerId: string) {
  const lines = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt));
  const variants = [];
  for (const line of lines) {
    const rows = await db
      .select()
      .from(cartItemVariants)
      .where(eq(cartItemVariants.cartItemId, line.id))
      .orderBy(asc(cartItemVariants.createdAt));
    variants.push(
      ...rows.map((r) => ({
        cartItemId: r.cartItemId,
        variantId: r.variantId,
        quantity: r.quantity,
        measurement: r.measurement,
        options: r.options,
      })),
    );
  }
  return { lines, variants };
}

/** A variant-add-to-cart body; the storefront sends the variant as a JSON string. */
export const variantAddBody = (customerId: string, productId: string, variant: object, asJson = true) => ({
  cart_customer_id: customerId,
  cart_product_id: productId,
  cart_selected_product_variants: asJson ? JSON.stringify(variant) : variant,
});

/** The cents of a JSON dollar amount, exact for 2 decimals. */
export const cents = (dollars: number): number => Math.round(dollars * 100);

/** A customer whose cart holds two pieces of a plain product and one variant without a measurement, added through the cart API. */
export async function customerWithCart(
  shop: TestShop,
  demo: DemoCatalog,
): Promise<TestCustomer & { plainLine: string; variantLine: string; variantId: string }> {
  const me = await newCustomer(shop);
  const v = demo.unmeasuredVariant;
  await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id, cart_product_quantity: 2 });
  const res = await me.send('POST', '/cart/variant-add-to-cart', variantAddBody(me.id, v.productId, validSelection(v)));
  const [plainLine, variantLine] = res.json().data.result.map((l: { _id: string }) => l._id);
  return { ...me, plainLine, variantLine, variantId: v.variantId };
}
