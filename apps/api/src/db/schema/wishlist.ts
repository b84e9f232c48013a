import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { products } from './products.js';

/** A customer's wishlist: products only, each at most once (the primary key is the rule). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);
