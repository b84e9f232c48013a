import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.js';
import { categories } from './categories.js';
import { products, productVariants } from './products.js';

/**
 * A list of contract prices (issue 27, decision 024) that staff give to some companies, optionally
 * only between two dates. A company may hold several: the lowest price any of them gives wins.
 */
export const priceLists = pgTable('price_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which companies a price list applies to; read by company on every priced request. */
export const priceListCompanies = pgTable(
  'price_list_companies',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.companyId] }), index('price_list_companies_company_idx').on(t.companyId)],
);

/**
 * One rule of a list: either a fixed unit price (of a product, a variant, or one option choice of a
 * variant) or a percentage off (a product, a category with its children, or, with no target, every
 * product). From `min_quantity` pieces of a line on: a volume break of the contract.
 */
export const priceListRules = pgTable(
  'price_list_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** With a variant: the option choice a fixed price is for (option id and child name). */
    optionId: text('option_id'),
    optionChildName: text('option_child_name'),
    unitPriceCents: integer('unit_price_cents'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    minQuantity: integer('min_quantity').notNull().default(1),
  },
  (t) => [
    index('price_list_rules_list_idx').on(t.priceListId, t.position),
    check('price_list_rules_one_price', sql`(${t.unitPriceCents} is null) <> (${t.discountPercent} is null)`),
  ],
);
