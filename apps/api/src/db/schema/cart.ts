import { check, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MeasurementSelected } from '@northbend/shared';
import { customers } from './customers.js';
import { products, productVariants } from './products.js';

/** The most of one line (or one variant of a line) a customer can order at once. */
export const MAX_LINE_QUANTITY = 9999;

/**
 * One cart line per customer and product (spec section 3, cart item). Prices are not stored:
 * the server prices the cart from the catalog each time it is read, so a client never sets one.
 * `quantity` counts a plain product; a product with variants counts its variants instead.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** Unit price in cents when the line was added (plain products): a later price change shows the customer a notice. */
    addedPriceCents: integer('added_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Parallel adds of one product meet here: INSERT … ON CONFLICT raises the quantity instead.
    uniqueIndex('cart_items_customer_product_uq').on(t.customerId, t.productId),
    check('cart_items_quantity_ck', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
  ],
);

/** An option child the customer chose, by names (the catalog stores options as JSON). */
export interface SelectedVariantOption {
  optionId: string;
  childName: string;
}

/**
 * A configured variant inside a cart line. Its configuration is locked once added (spec section
 * 4): adding the same variant again raises the quantity and keeps the first configuration.
 */
export const cartItemVariants = pgTable(
  'cart_item_variants',
  {
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    measurement: jsonb('measurement').$type<MeasurementSelected | null>(),
    options: jsonb('options')
      .$type<SelectedVariantOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Unit price in cents (variant and chosen options) when the variant was added; see cart_items.added_price_cents. */
    addedPriceCents: integer('added_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartItemId, t.variantId] }),
    index('cart_item_variants_variant_idx').on(t.variantId),
    check('cart_item_variants_quantity_ck', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
  ],
);
