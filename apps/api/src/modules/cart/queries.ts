import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, cartItemVariants, MAX_LINE_QUANTITY, products, productVariants } from '../../db/schema/index.js';
import type { VariantConfiguration } from './configure-variant.js';

// Every write below runs inside a transaction that has locked the customer's row first (the
// customers module's lockCustomer); the unique keys and ON CONFLICT keep them correct even without it.

export async function findProductForCart(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, variantsStatus: products.variantsStatus })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function findVariantOfProduct(db: Database, productId: string, variantId: string) {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row;
}

/** A cart line with its owner, whoever that is (the service decides 403 or 404). */
export async function findCartLine(db: Database, cartItemId: string) {
  const [row] = await db
    .select({ id: cartItems.id, customerId: cartItems.customerId, variantsStatus: products.variantsStatus })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.id, cartItemId));
  return row;
}

/** How many lines the cart has, and the id of the product's line if there is one. */
export async function cartLineFacts(
  db: Database,
  customerId: string,
  productId: string,
): Promise<{ lines: number; lineId: string | null }> {
  const rows = await db
    .select({ id: cartItems.id, productId: cartItems.productId })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId));
  return { lines: rows.length, lineId: rows.find((r) => r.productId === productId)?.id ?? null };
}

/** Adds pieces of a plain product to its line (creating it); false when the line would pass the maximum. */
export async function addProductQuantity(db: Database, customerId: string, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .insert(cartItems)
    .values({ customerId, productId, quantity, createdAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** The line of a product bought through variants, created when missing; its own quantity stays 1. */
export async function openVariantLine(db: Database, customerId: string, productId: string): Promise<string> {
  const [row] = await db
    .insert(cartItems)
    .values({ customerId, productId, quantity: 1, createdAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: [cartItems.customerId, cartItems.productId], set: { updatedAt: sql`now()` } })
    .returning({ id: cartItems.id });
  return row.id;
}

export async function lineVariantFacts(db: Database, cartItemId: string, variantId: string): Promise<{ variants: number; has: boolean }> {
  const rows = await db
    .select({ variantId: cartItemVariants.variantId })
    .from(cartItemVariants)
    .where(eq(cartItemVariants.cartItemId, cartItemId));
  return { variants: rows.length, has: rows.some((r) => r.variantId === variantId) };
}

/**
 * Adds pieces of a configured variant. A variant already in the line keeps its first
 * configuration (spec section 4: it is locked once in the cart) and only its quantity rises;
 * false when that would pass the maximum.
 */
export async function addVariantQuantity(
  db: Database,
  cartItemId: string,
  variantId: string,
  quantity: number,
  config: VariantConfiguration,
): Promise<boolean> {
  const rows = await db
    .insert(cartItemVariants)
    .values({
      cartItemId,
      variantId,
      quantity,
      measurement: config.measurement,
      options: config.options,
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: [cartItemVariants.cartItemId, cartItemVariants.variantId],
      set: { quantity: sql`${cartItemVariants.quantity} + excluded.quantity` },
      setWhere: sql`${cartItemVariants.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
    })
    .returning({ variantId: cartItemVariants.variantId });
  return rows.length > 0;
}

export async function setLineQuantity(db: Database, cartItemId: string, quantity: number): Promise<void> {
  await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, cartItemId));
}

export async function deleteLine(db: Database, cartItemId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.id, cartItemId));
}

/** false when the variant is not in that line. */
export async function setVariantQuantity(db: Database, cartItemId: string, variantId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartItemVariants)
    .set({ quantity })
    .where(and(eq(cartItemVariants.cartItemId, cartItemId), eq(cartItemVariants.variantId, variantId)))
    .returning({ variantId: cartItemVariants.variantId });
  return rows.length > 0;
}

/** Removes a variant from its line; the answer says whether it was there and how many are left. */
export async function deleteVariant(db: Database, cartItemId: string, variantId: string): Promise<{ removed: boolean; left: number }> {
  const removed = await db
    .delete(cartItemVariants)
    .where(and(eq(cartItemVariants.cartItemId, cartItemId), eq(cartItemVariants.variantId, variantId)))
    .returning({ variantId: cartItemVariants.variantId });
  const [left] = await db.select({ n: count() }).from(cartItemVariants).where(eq(cartItemVariants.cartItemId, cartItemId));
  return { removed: removed.length > 0, left: Number(left?.n ?? 0) };
}
