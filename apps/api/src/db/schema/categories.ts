import { pgTable, uuid, text, integer, index, boolean, doublePrecision, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Three levels: main category > child > sub-child (parent_id is null for a main category). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Whether sales tax applies to what it holds (issue 30, decision 034): a product is taxed unless
     * every one of its categories says it is not. New and existing categories are taxable.
     */
    taxable: boolean('taxable').notNull().default(true),
    /** Shipping weight in pounds of a piece in it that has none of its own (decision 031); null: its parent's, then the shop's. */
    defaultShippingWeightLb: doublePrecision('default_shipping_weight_lb'),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);
