import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { categories, products, productSlugHistory, productVariants } from '../../db/schema/index.js';
import type { PriceRange, ProductRow, VariantRow } from './product-view.js';
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
}

/**
 * Archived products (issue 12) leave every public read. A plain `archived_at is null` filter:
 * archived products are few, so it costs a check per row the indexes already chose, nothing more.
 */
const live = isNull(products.archivedAt);
const liveVariant = isNull(productVariants.archivedAt);

function whereOf(c: ProductConditions): SQL | undefined {
  const parts: SQL[] = [live];
  if (c.categoryIds?.length) parts.push(arrayOverlaps(products.categoryIds, c.categoryIds));
  if (c.machineMakeIds?.length) parts.push(arrayOverlaps(products.machineMakeIds, c.machineMakeIds));
  if (c.machineModelIds?.length) parts.push(arrayOverlaps(products.machineModelIds, c.machineModelIds));
  if (c.nameContains) parts.push(...nameMatches(c.nameContains));
  if (c.excludeId) parts.push(ne(products.id, c.excludeId));
  if (c.fits) parts.push(fitsCondition(c.fits));
  return and(...parts);
}

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

/** One page of products, newest first. */
export async function findProductPage(db: Database, c: ProductConditions, limit: number, offset: number): Promise<ProductRow[]> {
  return (
    db
      .select(productColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.primaryCategoryId))
      .where(whereOf(c))
      // Spelled as the index is (desc nulls last), or PostgreSQL sorts the whole table instead.
      .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
      .limit(limit)
      .offset(offset)
  );
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
