import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, products } from '../../db/schema/index.js';

/**
 * Of the given products, those that sales tax leaves out (decision 034): every one of their
 * categories is marked not taxable. A product in one taxable category is taxed.
 */
export async function untaxedProductIds(db: Database, productIds: string[]): Promise<Set<string>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, productIds),
        sql`cardinality(${products.categoryIds}) > 0`,
        sql`not exists (select 1 from ${categories} where ${categories.id} = any(${products.categoryIds}) and ${categories.taxable})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
