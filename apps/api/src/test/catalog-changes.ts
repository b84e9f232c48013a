import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cartItems, cartItemVariants, products, productVariants } from '../db/schema/index.js';

// Catalog changes as the back office makes them, written straight in the tables so the cart and
// order tests do not depend on the admin product API: a price, an option child's price, an archive.

export async function setProductPrice(db: Database, productId: string, priceCents: number): Promise<void> {
  await db.update(products).set({ priceCents, updatedAt: new Date() }).where(eq(products.id, productId));
}

export async function setVariantPrice(db: Database, variantId: string, priceCents: number): Promise<void> {
  await db.update(productVariants).set({ priceCents }).where(eq(productVariants.id, variantId));
}

/** Sets the price of one child of one option of a variant (options are stored as JSON). */
export async function setOptionChildPrice(db: Database, variantId: string, optionId: string, childName: string, priceCents: number) {
  const [variant] = await db.select({ options: productVariants.options }).from(productVariants).where(eq(productVariants.id, variantId));
  const options = variant.options.map((o) =>
    o.id !== optionId ? o : { ...o, children: o.children.map((c) => (c.name === childName ? { ...c, priceCents } : c)) },
  );
  await db.update(productVariants).set({ options }).where(eq(productVariants.id, variantId));
}

export async function archiveProduct(db: Database, productId: string, archived = true): Promise<void> {
  await db
    .update(products)
    .set({ archivedAt: archived ? new Date() : null })
    .where(eq(products.id, productId));
}

export async function archiveVariant(db: Database, variantId: string, archived = true): Promise<void> {
  await db
    .update(productVariants)
    .set({ archivedAt: archived ? new Date() : null })
    .where(eq(productVariants.id, variantId));
}

/** Plain products with a price, not archived, by part number: tests that change one take their own. */
export async function plainProducts(db: Database, count: number) {
  return db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.variantsStatus, false), gt(products.priceCents, 100), isNull(products.archivedAt)))
    .orderBy(asc(products.sku))
    .limit(count);
}

/** The unit prices the cart recorded when the customer added things (null: recorded before issue 12). */
export async function recordedPrices(db: Database, customerId: string) {
  const lines = await db
    .select({ productId: cartItems.productId, cents: cartItems.addedPriceCents })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId));
  const variants = await db
    .select({ variantId: cartItemVariants.variantId, cents: cartItemVariants.addedPriceCents })
    .from(cartItemVariants)
    .innerJoin(cartItems, eq(cartItems.id, cartItemVariants.cartItemId))
    .where(eq(cartItems.customerId, customerId));
  return { lines, variants };
}
