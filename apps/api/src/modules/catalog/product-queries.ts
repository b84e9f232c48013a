import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { categories, products, productSlugHistory, productVariants } from '../../db/schema/index.js';
import type { PriceRange, ProductRow, VariantRow } from './product-view.js';
import { liveProduct } from './live-products.js';
import { parseSearchTerm, type SizeToken } from './search-terms.js';

const productColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  description: products.description,
  images: products.images,
  priceCents: products.priceCents,
  priceTiers: products.priceTiers,
  quantity: products.quantity,
  categoryIds: products.categoryIds,
  machineMakeIds: products.machineMakeIds,
  machineModelIds: products.machineModelIds,
  variantsStatus: products.variantsStatus,
  createdAt: products.createdAt,
  categorySlug: categories.slug,
};

export interface ProductConditions {
  /** Category ids already widened to include descendants. */
  categoryIds?: string[];
  machineMakeIds?: string[];
  machineModelIds?: string[];
  nameContains?: string;
  excludeId?: string;
  /** 'My machines': the product fits one of these models or one of these makes (either may be empty). */
  fits?: { makeIds: string[]; modelIds: string[] };
  /** The list's order: the newest first (the default), or by the sizes of the names (a category's, issue 17). */
  order?: 'newest' | 'size';
}

/** Whether the conditions narrow by machine (makes, models or 'My machines'): such a list may hide matches. */
export const narrowsByMachine = (c: ProductConditions): boolean => Boolean(c.machineMakeIds?.length || c.machineModelIds?.length || c.fits);

/** The same conditions for every machine: what 'show all' lists (issue 28). */
export const forEveryMachine = (c: ProductConditions): ProductConditions => ({
  ...c,
  machineMakeIds: undefined,
  machineModelIds: undefined,
  fits: undefined,
});

/** Archived products (issue 12), drafts and products not yet published (issue 28) leave every public read. */
const live = liveProduct;
const liveVariant = isNull(productVariants.archivedAt);

function whereOf(c: ProductConditions): SQL | undefined {
  const parts: SQL[] = [];
  if (c.categoryIds?.length) parts.push(arrayOverlaps(products.categoryIds, c.categoryIds));
  if (c.machineMakeIds?.length) parts.push(arrayOverlaps(products.machineMakeIds, c.machineMakeIds));
  if (c.machineModelIds?.length) parts.push(arrayOverlaps(products.machineModelIds, c.machineModelIds));
  if (c.nameContains) parts.push(...nameMatches(c.nameContains));
  if (c.excludeId) parts.push(ne(products.id, c.excludeId));
  if (c.fits) parts.push(fitsCondition(c.fits));
  if (!parts.length) return live;
  // An exact part number typed in the name box shows whatever the other filters (issue 28).
  const typed = c.nameContains?.trim();
  return and(live, typed && !/\s/.test(typed) ? or(and(...parts), skuIs(typed)) : and(...parts));
}

/** The product's part number, or one of its live variants', is the typed one (any case). */
const skuIs = (typed: string): SQL => {
  const upper = typed.toUpperCase();
  return sql`(upper(${products.sku}) = ${upper} or exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and upper(v.sku) = ${upper} and v.archived_at is null))`;
};

/**
 * A category's order (issue 17): the names in natural order, each number compared as a number, so
 * sizes come as a buyer expects them (Ø 5.5, 16, 20, 60 — not 60, 16, 5.5, 20 as entered, nor
 * 16, 20, 5.5, 60 as text sorts them). Each whole number is padded to 10 digits for the compare.
 */
const NATURAL_NAME = sql`(select string_agg(case when m.part[1] ~ '^[0-9]' then lpad(split_part(m.part[1], '.', 1), 10, '0') || coalesce('.' || nullif(split_part(m.part[1], '.', 2), ''), '') else m.part[1] end, '' order by m.n) from regexp_matches(lower(${products.name}), '([0-9]+(?:[.][0-9]+)?|[^0-9]+)', 'g') with ordinality as m(part, n)) collate "C"`;
const SIZE_ORDER: SQL[] = [NATURAL_NAME, sql`${products.id}`];

/** Spelled as the index is (desc nulls last), or PostgreSQL sorts the whole table instead. */
const NEWEST_ORDER: SQL[] = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];

function fitsCondition({ makeIds, modelIds }: { makeIds: string[]; modelIds: string[] }): SQL {
  const either = [
    ...(modelIds.length ? [arrayOverlaps(products.machineModelIds, modelIds)] : []),
    ...(makeIds.length ? [arrayOverlaps(products.machineMakeIds, makeIds)] : []),
  ];
  return or(...either) ?? sql`false`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** How far a name's size may be from a typed one in the filter bar: the same size, 28 = 28.0 = 1.102". */
const NAME_SIZE_WINDOW = 0.005;

/** A product name size near one the buyer typed (product_sizes, migration 0011). */
const hasSize = (size: SizeToken) =>
  sql`exists (select 1 from product_sizes s where s.product_id = ${products.id} and (${sql.join(
    size.mm.map((mm) => sql`s.size_mm between ${mm * (1 - NAME_SIZE_WINDOW)} and ${mm * (1 + NAME_SIZE_WINDOW)}`),
    sql` or `,
  )}))`;

/**
 * The filter bar's product name (issue 16): every typed word is part of the name, in any order
 * ("punch round" finds "Round Punch"), and typed sizes match the name's sizes however they are
 * written ("Ø 28", "28 mm", "1.102 in" all find "Ø 28.0 mm").
 */
function nameMatches(typed: string): SQL[] {
  const { words, sizes } = parseSearchTerm(typed);
  const parts = words
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ilike(products.name, `%${escapeLike(w)}%`));
  return [...parts, ...sizes.map(hasSize)];
}

/** One page of products, newest first or in size order (`c.order`). */
export async function findProductPage(db: Database, c: ProductConditions, limit: number, offset: number): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(whereOf(c))
    .orderBy(...(c.order === 'size' ? SIZE_ORDER : NEWEST_ORDER))
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Database, c: ProductConditions): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(whereOf(c));
  return Number(row?.n ?? 0);
}

/** One page of the given products in a search page's order (relevance is the ids' own order, paged by the caller). */
export async function findProductsSorted(
  db: Database,
  ids: string[],
  sort: Exclude<SearchSort, 'relevance'>,
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const order = {
    name: [asc(products.name)],
    newest: [desc(products.createdAt)],
    'price-asc': [asc(products.priceCents), asc(products.name)],
    'price-desc': [desc(products.priceCents), asc(products.name)],
  }[sort];
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(inArray(products.id, ids), live))
    .orderBy(...order, asc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function findProductById(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(eq(products.id, id), live));
  return row;
}

export async function findProductsByIds(db: Database, ids: string[]): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(inArray(products.id, ids), live));
}

export async function findVariantsOfProduct(db: Database, productId: string): Promise<VariantRow[]> {
  // Archived variants were removed by staff but kept for past orders: never shown or priced.
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), liveVariant));
}

/** Lowest and highest variant price of each listed product that has variants. */
export async function findVariantPriceRanges(db: Database, productIds: string[]): Promise<Map<string, PriceRange>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({
      productId: productVariants.productId,
      minCents: sql<number>`min(${productVariants.priceCents})::int`,
      maxCents: sql<number>`max(${productVariants.priceCents})::int`,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), liveVariant))
    .groupBy(productVariants.productId);
  return new Map(rows.map((r) => [r.productId, { minCents: Number(r.minCents), maxCents: Number(r.maxCents) }]));
}

/**
 * The live product a slug names: its current slug, else one it had before a rename (the
 * storefront redirects old links). Undefined for an unknown slug or an archived product.
 */
export async function findProductBySlug(db: Database, slug: string): Promise<{ id: string; slug: string } | undefined> {
  const [current] = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.slug, slug), live))
    .orderBy(desc(products.createdAt))
    .limit(1);
  if (current) return current;
  const [renamed] = await db
    .select({ id: products.id, slug: products.slug })
    .from(productSlugHistory)
    .innerJoin(products, eq(products.id, productSlugHistory.productId))
    .where(and(eq(productSlugHistory.slug, slug), live));
  return renamed;
}
