import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  cartItems,
  cartItemVariants,
  MAX_LINE_QUANTITY,
  products,
  productVariants,
  type SelectedVariantOption,
} from '../../db/schema/index.js';
import { liveProduct } from '../catalog/index.js';
import type { VariantConfiguration } from './configure-variant.js';

// Every write below runs inside a transaction that has locked the customer's row first (the
// customers module's lockCustomer); the unique keys and ON CONFLICT keep them correct even without it.

/** A product the shop still sells; an archived, draft or not yet published one is not found, as in the catalog. */
export async function findProductForCart(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, variantsStatus: products.variantsStatus, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct));
  return row;
}

/** A variant of the product that the shop still sells; an archived one is not found. */
export async function findVariantOfProduct(db: Database, productId: string, variantId: string) {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
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

/**
 * Adds pieces of a plain product to its line (creating it) and records today's price beside it;
 * false when the line would pass the maximum. Adding again records the price anew: the buyer has
 * just seen it on the product page, so a notice about an older price would only confuse.
 */
export async function addProductQuantity(
  db: Database,
  customerId: string,
  productId: string,
  quantity: number,
  priceCents: number,
): Promise<boolean> {
  const rows = await db
    .insert(cartItems)
    .values({ customerId, productId, quantity, addedPriceCents: priceCents, createdAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        addedPriceCents: sql`excluded.added_price_cents`,
        updatedAt: sql`now()`,
      },
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

/** How many variants the line has, and the configuration the variant keeps if it is already there (else null). */
export async function lineVariantFacts(
  db: Database,
  cartItemId: string,
  variantId: string,
): Promise<{ variants: number; keptOptions: SelectedVariantOption[] | null }> {
  const rows = await db
    .select({ variantId: cartItemVariants.variantId, options: cartItemVariants.options })
    .from(cartItemVariants)
    .where(eq(cartItemVariants.cartItemId, cartItemId));
  return { variants: rows.length, keptOptions: rows.find((r) => r.variantId === variantId)?.options ?? null };
}

/**
 * Adds pieces of a configured variant with its unit price today. A variant already in the line
 * keeps its first configuration (spec section 4: it is locked once in the cart), its quantity
 * rises and the price is recorded anew (the caller prices the kept configuration, see
 * addProductQuantity for why); false when that would pass the maximum.
 */
export async function addVariantQuantity(
  db: Database,
  cartItemId: string,
  variantId: string,
  quantity: number,
  config: VariantConfiguration,
  unitPriceCents: number,
): Promise<boolean> {
  const rows = await db
    .insert(cartItemVariants)
    .values({
      cartItemId,
      variantId,
      quantity,
      measurement: config.measurement,
      options: config.options,
      addedPriceCents: unitPriceCents,
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: [cartItemVariants.cartItemId, cartItemVariants.variantId],
      set: { quantity: sql`${cartItemVariants.quantity} + excluded.quantity`, addedPriceCents: sql`excluded.added_price_cents` },
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
