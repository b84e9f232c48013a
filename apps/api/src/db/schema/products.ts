import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, boolean, timestamp, doublePrecision, jsonb, index, customType } from 'drizzle-orm/pg-core';
import { categories } from './categories.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A volume break for everyone (issue 27): from `minQuantity` pieces a line costs `discountPercent`
 * less than the list price. Kept sorted by quantity; an empty list means one price at any quantity.
 */
export interface StoredPriceTier {
  minQuantity: number;
  discountPercent: number;
}

/** A variant option as stored: children carry their price in cents. */
export interface StoredVariantOption {
  id: string;
  name: string;
  /** Spec: variant_options_link value 5 means the option links to an info page. */
  link: number;
  children: { name: string; priceCents: number; isDefault: boolean }[];
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku').notNull().unique(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(0),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    machineMakeIds: uuid('machine_make_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    machineModelIds: uuid('machine_model_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Main category, for the product's category_slug in lists. */
    primaryCategoryId: uuid('primary_category_id').references(() => categories.id),
    variantsStatus: boolean('variants_status').notNull().default(false),
    /** Keyword dropdown values the product suits, by dropdown id (e.g. DROPDOWN_SHEET_MATERIAL → ['stainless']). */
    keywords: jsonb('keywords')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Volume breaks of the product and of its variants that have none of their own (issue 27). */
    priceTiers: jsonb('price_tiers')
      .$type<StoredPriceTier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Alt text of each image, by position in `images` (back office, issue 12). */
    imageAlts: text('image_alts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff archive the product: it leaves the storefront, search and sitemap but stays on past orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Issue 28: 'draft' is seen only in the back office; 'published' is live from `publishAt` (or at
     * once when null). Archived is `archivedAt`, whatever the status (docs/decisions/029).
     */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /**
     * Shipping weight of one piece in pounds and its box in inches (issue 30, decision 031); null:
     * the category's default weight applies (the nearest ancestor that has one), then the shop's.
     */
    shippingWeightLb: doublePrecision('shipping_weight_lb'),
    shippingLengthIn: doublePrecision('shipping_length_in'),
    shippingWidthIn: doublePrecision('shipping_width_in'),
    shippingHeightIn: doublePrecision('shipping_height_in'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Product links name the slug (a page by slug, the back office's uniqueness check).
    index('products_slug_idx').on(t.slug),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_make_ids_idx').using('gin', t.machineMakeIds),
    index('products_model_ids_idx').using('gin', t.machineModelIds),
    index('products_search_idx').using('gin', t.search),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_sku_upper_idx').on(sql`upper(${t.sku}) text_pattern_ops`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A removed variant that was ordered is archived instead of deleted, so past orders keep their reference. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    mmEnabled: boolean('mm_enabled').notNull().default(false),
    mmMin: doublePrecision('mm_min'),
    mmMax: doublePrecision('mm_max'),
    inEnabled: boolean('in_enabled').notNull().default(false),
    inMin: doublePrecision('in_min'),
    inMax: doublePrecision('in_max'),
    options: jsonb('options')
      .$type<StoredVariantOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The variant's own volume breaks; empty: the product's apply (issue 27). */
    priceTiers: jsonb('price_tiers')
      .$type<StoredPriceTier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The variant's own stock; null: it has none of its own and the product's applies (issue 28). */
    quantity: integer('quantity'),
    /**
     * Shipping weight of one piece in pounds and its box in inches (issue 30, decision 031); null: the
     * product's weight and box apply.
     */
    shippingWeightLb: doublePrecision('shipping_weight_lb'),
    shippingLengthIn: doublePrecision('shipping_length_in'),
    shippingWidthIn: doublePrecision('shipping_width_in'),
    shippingHeightIn: doublePrecision('shipping_height_in'),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sortOrder),
    index('product_variants_sku_upper_idx').on(sql`upper(${t.sku}) text_pattern_ops`),
  ],
);

/** Slugs a product had before it was renamed: the storefront redirects them (301) to the current one. */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slug_history_product_idx').on(t.productId)],
);
