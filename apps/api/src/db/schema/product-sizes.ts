import { index, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.js';

/**
 * Every size a product name states, in mm ("Ø 28.0 mm" → 28.00, `1-1/4"` → 31.75), for the search
 * by size (issue 16). Filled by the SQL function product_sizes_of and kept in step with product
 * names by statement-level triggers (migration 0011): application code never writes it.
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeMm: numeric('size_mm', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeMm] }), index('product_sizes_size_idx').on(t.sizeMm, t.productId)],
);
