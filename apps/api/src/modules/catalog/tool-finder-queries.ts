import { asc, inArray, isNull, and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { categories, productVariants } from '../../db/schema/index.js';
import { liveProductAs } from './live-products.js';
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

/** The conditions but the sizes: live products of the categories, shape and machine. */
function toolOf(c: ToolConditions): SQL[] {
  const parts: SQL[] = [
    liveProductAs('p'),
    sql`p.category_ids && ${`{${c.categoryIds.join(',')}}`}::uuid[]`,
    sql`(${sql.join(
      c.shapeWords.map((w) => sql`p.name ilike ${`%${w}%`}`),
      sql` or `,
    )})`,
  ];
  if (c.machineMakeId) parts.push(sql`${c.machineMakeId}::uuid = any(p.machine_make_ids)`);
  if (c.machineModelId) parts.push(sql`${c.machineModelId}::uuid = any(p.machine_model_ids)`);
  return parts;
}

/** Ids of live products of the categories, machine, shape and sizes, by name (product_sizes, migration 0011). */
export async function findToolProductIds(db: Database, c: ToolConditions): Promise<string[]> {
  if (!c.categoryIds.length) return [];
  const size = sql`s.size_mm`;
  const parts: SQL[] = [
    ...toolOf(c),
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
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p where ${sql.join(parts, sql` and `)} order by p.name, p.id limit ${TOOL_FINDER_LIMIT}`,
  );
  return rows.map((r) => r.id);
}

/** The sizes of one tool that fit the hole's: per size of the hole, in its order. */
export type ToolSizes = number[];

/**
 * The sizes nearest to the hole's among the tools of the categories, shape and machine (issue 28):
 * the closest below and the closest above (summed offsets, each a share of the hole's size), each
 * tool read by its size nearest to each of the hole's. A square takes tools of one size only.
 */
export async function findNearestToolSizes(db: Database, c: ToolConditions): Promise<{ below?: ToolSizes; above?: ToolSizes }> {
  if (!c.categoryIds.length) return {};
  const oneSize = c.onlyTheseSizes ? sql` and (select count(*) from product_sizes s where s.product_id = p.id) = 1` : sql``;
  const [row] = await queryRows<{ below: string[] | null; above: string[] | null }>(
    db,
    sql`
    with t as (select * from unnest(${`{${c.sizesMm.map((_, i) => i).join(',')}}`}::int[], ${`{${c.sizesMm.join(',')}}`}::numeric[]) as t(token, mm)),
    tools as (select p.id from products p where ${sql.join(toolOf(c), sql` and `)}${oneSize}),
    best as (
      select distinct on (tools.id, t.token) tools.id, t.token, s.size_mm, abs(s.size_mm - t.mm) / t.mm as off, (s.size_mm - t.mm) / t.mm as signed
      from tools cross join t join product_sizes s on s.product_id = tools.id
      order by tools.id, t.token, abs(s.size_mm - t.mm) / t.mm, s.size_mm
    ),
    fit as (
      select id, sum(off) as off, sum(signed) as signed, array_agg(size_mm order by token) as sizes
      from best group by id having count(*) = ${c.sizesMm.length}
    )
    select
      (select sizes from fit where signed < 0 order by off, sizes limit 1)::text[] as below,
      (select sizes from fit where signed > 0 order by off, sizes limit 1)::text[] as above`,
  );
  const sizes = (list: string[] | null | undefined) => (list ? list.map(Number) : undefined);
  return { below: sizes(row?.below), above: sizes(row?.above) };
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
