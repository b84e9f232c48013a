import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductQuery, ProductStatusFilter } from '@northbend/shared';
import { queryRows, type Database } from '../../db/client.js';
import { categories, keywordDropdowns, machineModels, products, productSlugHistory, productVariants } from '../../db/schema/index.js';
import { findCategoryWithDescendantIds } from './category-queries.js';
import { liveProduct } from './live-products.js';

export type ProductRecord = typeof products.$inferSelect;
export type VariantRecord = typeof productVariants.$inferSelect;
export type NewProductRecord = typeof products.$inferInsert;
export type NewVariantRecord = typeof productVariants.$inferInsert;

/**
 * Serialises the catalog's writers (back office saves, CSV import) for the rest of the transaction.
 * Part numbers of variants and slugs have no unique index (archived rows may repeat them), so
 * "check, then write" is exact only when no other writer runs in between; catalog writes are
 * rare, so one lock for all of them costs nothing that matters.
 */
export async function lockCatalogWrites(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('northbend.catalog.products'))`);
}

/** The list's status filter (issue 28): archived is the archive; scheduled waits for its publish time. */
function statusIs(status: ProductStatusFilter): SQL {
  if (status === 'archived') return isNotNull(products.archivedAt);
  const notArchived = isNull(products.archivedAt);
  if (status === 'draft') return and(notArchived, eq(products.status, 'draft'))!;
  const waiting = sql`${products.publishAt} > now()`;
  if (status === 'scheduled') return and(notArchived, eq(products.status, 'published'), waiting)!;
  return liveProduct;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

async function listWhere(db: Database, q: AdminProductQuery): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (q.status) parts.push(statusIs(q.status));
  else if (q.archived === 'exclude') parts.push(isNull(products.archivedAt));
  else if (q.archived === 'only') parts.push(isNotNull(products.archivedAt));
  if (q.search) {
    const contains = `%${escapeLike(q.search)}%`;
    const upper = contains.toUpperCase();
    parts.push(
      or(
        ilike(products.name, contains),
        sql`upper(${products.sku}) like ${upper}`,
        sql`exists (select 1 from product_variants v where v.product_id = "products"."id" and upper(v.sku) like ${upper})`,
      )!,
    );
  }
  // A product is filed under leaf categories: a main category's filter takes in everything below it.
  if (q.category_id) {
    const within = await findCategoryWithDescendantIds(db, q.category_id);
    parts.push(arrayOverlaps(products.categoryIds, within.length ? within : [q.category_id]));
  }
  if (q.make_id) parts.push(arrayOverlaps(products.machineMakeIds, [q.make_id]));
  if (q.model_id) parts.push(arrayOverlaps(products.machineModelIds, [q.model_id]));
  return parts.length ? and(...parts) : undefined;
}

export interface AdminListRow {
  id: string;
  name: string;
  slug: string;
  sku: string;
  priceCents: number;
  quantity: number;
  images: string[];
  categoryIds: string[];
  archivedAt: Date | null;
  status: 'draft' | 'published';
  publishAt: Date | null;
  updatedAt: Date;
  variantCount: number;
}

/** One page of the back office's product list, last changed first. */
export async function listAdminProducts(db: Database, q: AdminProductQuery): Promise<{ rows: AdminListRow[]; totalCount: number }> {
  const where = await listWhere(db, q);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        priceCents: products.priceCents,
        quantity: products.quantity,
        images: products.images,
        categoryIds: products.categoryIds,
        archivedAt: products.archivedAt,
        status: products.status,
        publishAt: products.publishAt,
        updatedAt: products.updatedAt,
        // Spelled out: drizzle writes a selected column without its table, which the subquery would read as v.id.
        variantCount: sql<number>`(select count(*)::int from product_variants v where v.product_id = "products"."id" and v.archived_at is null)`,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, variantCount: Number(r.variantCount) })), totalCount: Number(count?.n ?? 0) };
}

/** Category names by id, for the list's category column. */
export async function categoryNamesById(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A product by id, archived or not; `forUpdate` locks its row for the transaction. */
export async function findProductRecord(db: Database, id: string, forUpdate = false): Promise<ProductRecord | undefined> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every variant of a product, archived ones included, in variant_order. */
export const findVariantRecords = (db: Database, productId: string): Promise<VariantRecord[]> =>
  db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), desc(productVariants.createdAt));

/**
 * Whether the product appears on any placed order, and which of its variants do. Order lines are
 * a snapshot (jsonb) of the cart; the containment test (`@>`) finds the orders, the unnesting
 * only looks inside those.
 */
export async function findOrderedFacts(db: Database, productId: string): Promise<{ ordered: boolean; variantIds: Set<string> }> {
  const containing = JSON.stringify([{ productId }]);
  const rows = await queryRows<{ variant_id: string | null }>(
    db,
    sql`
    select distinct v->>'variantId' as variant_id
    from orders o
    cross join lateral jsonb_array_elements(o.lines) l
    left join lateral jsonb_array_elements(coalesce(l->'variants', '[]'::jsonb)) v on true
    where o.lines @> ${containing}::jsonb and l->>'productId' = ${productId}`,
  );
  return {
    ordered: rows.length > 0,
    variantIds: new Set(rows.map((r) => r.variant_id).filter((id): id is string => !!id)),
  };
}

/** The product (other than `exceptId`) whose part number is `sku`, in any case. */
export async function findProductBySku(db: Database, sku: string, exceptId?: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(sql`upper(${products.sku}) = ${sku.toUpperCase()}`, exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  return row;
}

/** Live (not archived) variants of other products that use one of the part numbers, in any case. */
export async function findLiveVariantSkuClashes(
  db: Database,
  skus: string[],
  exceptProductId?: string,
): Promise<{ sku: string; productName: string; productSku: string }[]> {
  if (!skus.length) return [];
  return db
    .select({ sku: productVariants.sku, productName: products.name, productSku: products.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        sql`upper(${productVariants.sku}) in (${sql.join(
          skus.map((s) => sql`${s.toUpperCase()}`),
          sql`, `,
        )})`,
        isNull(productVariants.archivedAt),
        exceptProductId ? ne(productVariants.productId, exceptProductId) : undefined,
      ),
    );
}

/** The product (other than `exceptId`) that owns a slug, now or as a former slug that still redirects to it. */
export async function findSlugOwner(db: Database, slug: string, exceptId?: string): Promise<{ id: string; name: string } | undefined> {
  const [current] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  if (current) return current;
  const [former] = await db
    .select({ id: products.id, name: products.name })
    .from(productSlugHistory)
    .innerJoin(products, eq(products.id, productSlugHistory.productId))
    .where(and(eq(productSlugHistory.slug, slug), exceptId ? ne(productSlugHistory.productId, exceptId) : undefined));
  return former;
}

/** Slugs beginning with `base` (current and former), to pick the next free '-2', '-3'… at once. */
export async function findSlugsLike(db: Database, base: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}%`;
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from products where slug like ${pattern} union select slug from product_slug_history where slug like ${pattern}`,
  );
  return new Set(rows.map((r) => r.slug));
}

/** Part numbers beginning with `base` (products or live variants, upper case), to pick the next free -COPY suffix. */
export async function findSkusLike(db: Database, table: 'products' | 'variants', base: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base.toUpperCase())}%`;
  const rows =
    table === 'products'
      ? await queryRows<{ sku: string }>(db, sql`select upper(sku) as sku from products where upper(sku) like ${pattern}`)
      : await queryRows<{ sku: string }>(
          db,
          sql`select upper(sku) as sku from product_variants where upper(sku) like ${pattern} and archived_at is null`,
        );
  return new Set(rows.map((r) => r.sku));
}

/** Which of the ids are no category. */
export async function unknownCategoryIds(db: Database, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = new Set((await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** Machine models with their make, to check that each belongs to a chosen make. */
export const findModelMakes = (db: Database, ids: string[]) =>
  ids.length
    ? db
        .select({ id: machineModels.id, name: machineModels.name, makeId: machineModels.makeId })
        .from(machineModels)
        .where(inArray(machineModels.id, ids))
    : Promise.resolve([]);

export const findKeywordDropdowns = (db: Database, ids: string[]) =>
  ids.length ? db.select().from(keywordDropdowns).where(inArray(keywordDropdowns.id, ids)) : Promise.resolve([]);

export async function insertProductRecord(tx: Database, values: NewProductRecord): Promise<ProductRecord> {
  const [row] = await tx.insert(products).values(values).returning();
  return row!;
}

export async function updateProductRecord(tx: Database, id: string, values: Partial<NewProductRecord>): Promise<ProductRecord> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

export async function insertVariantRecords(tx: Database, rows: NewVariantRecord[]): Promise<void> {
  if (rows.length) await tx.insert(productVariants).values(rows);
}

export async function updateVariantRecord(tx: Database, id: string, values: Partial<NewVariantRecord>): Promise<void> {
  await tx.update(productVariants).set(values).where(eq(productVariants.id, id));
}

export async function deleteVariantRecords(tx: Database, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(productVariants).where(inArray(productVariants.id, ids));
}

export async function archiveVariantRecords(tx: Database, ids: string[]): Promise<void> {
  if (ids.length)
    await tx
      .update(productVariants)
      .set({ archivedAt: sql`now()` })
      .where(inArray(productVariants.id, ids));
}

/** Keeps a former slug redirecting to the product (a slug another product gave up moves to this one). */
export async function rememberFormerSlug(tx: Database, slug: string, productId: string): Promise<void> {
  await tx
    .insert(productSlugHistory)
    .values({ slug, productId })
    .onConflictDoUpdate({ target: productSlugHistory.slug, set: { productId, createdAt: sql`now()` } });
}

/** A product that takes back one of its former slugs no longer redirects it. */
export async function forgetFormerSlug(tx: Database, slug: string, productId: string): Promise<void> {
  await tx.delete(productSlugHistory).where(and(eq(productSlugHistory.slug, slug), eq(productSlugHistory.productId, productId)));
}
