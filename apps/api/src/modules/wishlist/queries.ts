import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { wishlistItems } from '../../db/schema/index.js';

/** The customer's wishlist products, newest first. */
export async function findWishlistProductIds(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}

export async function wishlistFacts(db: Database, customerId: string, productId: string): Promise<{ items: number; has: boolean }> {
  const ids = await findWishlistProductIds(db, customerId);
  return { items: ids.length, has: ids.includes(productId) };
}

/** Adds a product once: the primary key makes a second add (or a parallel one) a no-op. */
export async function addWishlistItem(db: Database, customerId: string, productId: string): Promise<void> {
  await db
    .insert(wishlistItems)
    .values({ customerId, productId, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] });
}

export async function removeWishlistItem(db: Database, customerId: string, productId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
}
