import { and, arrayOverlaps, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, products, productVariants } from '../../db/schema/index.js';
import type { PriceRange, ProductRow, VariantRow } from './product-view.js';

const productColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  description: products.description,
  images: products.images,
  priceCents: products.priceCents,
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
}

function whereOf(c: ProductConditions): SQL | undefined {
  const parts: SQL[] = [];
  if (c.categoryIds?.length) parts.push(arrayOverlaps(products.categoryIds, c.categoryIds));
  if (c.machineMakeIds?.length) parts.push(arrayOverlaps(products.machineMakeIds, c.machineMakeIds));
  if (c.machineModelIds?.length) parts.push(arrayOverlaps(products.machineModelIds, c.machineModelIds));
  if (c.nameContains) parts.push(ilike(products.name, `%${escapeLike(c.nameContains)}%`));
  if (c.excludeId) parts.push(ne(products.id, c.excludeId));
  return parts.length ? and(...parts) : undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

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

export async function findProductById(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(eq(products.id, id));
  return row;
}

export async function findProductsByIds(db: Database, ids: string[]): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(inArray(products.id, ids));
}

export async function findVariantsOfProduct(db: Database, productId: string): Promise<VariantRow[]> {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId));
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
    .where(inArray(productVariants.productId, productIds))
    .groupBy(productVariants.productId);
  return new Map(rows.map((r) => [r.productId, { minCents: Number(r.minCents), maxCents: Number(r.maxCents) }]));
}
