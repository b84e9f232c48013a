import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/**
 * Puts pieces back into a product's stock (products.quantity), e.g. a return staff restock.
 * Answers the stock after it, or null when the product no longer exists.
 */
export async function restockProduct(tx: Database, productId: string, pieces: number): Promise<number | null> {
  const [row] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${pieces}` })
    .where(eq(products.id, productId))
    .returning({ quantity: products.quantity });
  return row?.quantity ?? null;
}
