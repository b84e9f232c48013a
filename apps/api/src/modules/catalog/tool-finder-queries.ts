import { asc, inArray, isNull, and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { categories, productVariants } from '../../db/schema/index.js';
import type { VariantRow } from './product-view.js';

/** The same size as typed, as the filter bar reads sizes (decision 015): 8 = 8.0 = 0.315". */
const SIZE_WINDOW = 0.005;

/** At most this many punches and this many dies: a finder's answer is a short list, not a catalog page. */
export const TOOL_FINDER_LIMIT = 24;

export interface ToolConditions {
  categoryIds: string[];
  machineMakeId?: string;
  machineModelId?: string;
  /** The name holds one of these words ('round'; 'square' or 'rectangle'). */
  shapeWords: string[];
  /** Every size must be a size of the name. */
  sizesMm: number[];
  /** The name states no other size (a square die is named 'Rectangle 10.0 × 10.0 mm'). */
  onlyTheseSizes: boolean;
}

const near = (column: SQL, mm: number) => sql`${column} between ${mm * (1 - SIZE_WINDOW)} and ${mm * (1 + SIZE_WINDOW)}`;

/** Ids of live products of the categories, machine, shape and sizes, by name (product_sizes, migration 0011). */
export async function findToolProductIds(db: Database, c: ToolConditions): Promise<string[]> {
  if (!c.categoryIds.length) return [];
  const size = sql`s.size_mm`;
  const parts: SQL[] = [
    sql`p.archived_at is null`,
    sql`p.category_ids && ${`{${c.categoryIds.join(',')}}`}::uuid[]`,
    sql`(${sql.join(
      c.shapeWords.map((w) => sql`p.name ilike ${`%${w}%`}`),
      sql` or `,
    )})`,
    ...c.sizesMm.map((mm) => sql`exists (select 1 from product_sizes s where s.product_id = p.id and ${near(size, mm)})`),
  ];
  if (c.onlyTheseSizes) {
    parts.push(
      sql`not exists (select 1 from product_sizes s where s.product_id = p.id and not (${sql.join(
        c.sizesMm.map((mm) => near(size, mm)),
        sql` or `,
      )}))`,
    );
  }
  if (c.machineMakeId) parts.push(sql`${c.machineMakeId}::uuid = any(p.machine_make_ids)`);
  if (c.machineModelId) parts.push(sql`${c.machineModelId}::uuid = any(p.machine_model_ids)`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p where ${sql.join(parts, sql` and `)} order by p.name, p.id limit ${TOOL_FINDER_LIMIT}`,
  );
  return rows.map((r) => r.id);
}

/** Ids of the categories with these slugs and everything below them. */
export async function findCategoryTreeIdsBySlugs(db: Database, slugs: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive sub as (
      select id from ${categories} where slug = any(${sql.param(slugs)}::text[])
      union
      select c.id from ${categories} c join sub on c.parent_id = sub.id
    ) select id from sub`,
  );
  return rows.map((r) => r.id);
}

/** The live variants of these products, in the product page's order. */
export async function findVariantsOfProducts(db: Database, productIds: string[]): Promise<VariantRow[]> {
  if (!productIds.length) return [];
  return db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.sortOrder), sql`${productVariants.createdAt} desc`);
}
