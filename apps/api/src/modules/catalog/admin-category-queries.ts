import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import type { CategoryRow } from './category-queries.js';

// SQL of the back office's category tree. Products name their categories in the category_ids
// array (their leaf, sometimes more) and their main category in primary_category_id.

/**
 * Category writes take the whole table, one writer at a time (readers go on): a move checks the
 * tree's depth and cycles against the tree as it is, and the tree has tens of rows, not thousands.
 */
export async function lockCategoryTree(tx: Database): Promise<CategoryRow[]> {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
  return tx.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** Products filed directly under each category (named in their category_ids). */
export async function directProductCounts(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; n: number }>(
    db,
    sql`select c as id, count(distinct p.id)::int as n from products p, unnest(p.category_ids) c group by c`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Distinct products in each category and every category below it. */
export async function subtreeProductCounts(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; n: number }>(
    db,
    sql`
    with recursive up as (
      select id as category_id, id as ancestor_id, parent_id from categories
      union all
      select up.category_id, c.id, c.parent_id from up join categories c on c.id = up.parent_id
    )
    select up.ancestor_id as id, count(distinct p.id)::int as n
    from products p cross join lateral unnest(p.category_ids) pc(cid)
    join up on up.category_id = pc.cid
    group by up.ancestor_id`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** How many products name the category, in category_ids or as their main category (a delete must wait for both). */
export async function productsInCategory(tx: Database, id: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from products where ${id}::uuid = any(category_ids) or primary_category_id = ${id}::uuid`,
  );
  return Number(row?.n ?? 0);
}

/** The category that already has this slug, other than `exceptId`. */
export async function findCategoryBySlug(tx: Database, slug: string, exceptId?: string): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined));
  return row;
}

export const siblingIds = async (tx: Database, parentId: string | null, exceptId?: string): Promise<string[]> =>
  (
    await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId), exceptId ? ne(categories.id, exceptId) : undefined),
      )
      .orderBy(asc(categories.sortOrder), asc(categories.name))
  ).map((r) => r.id);

export async function insertCategory(tx: Database, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(tx: Database, id: string, values: Partial<typeof categories.$inferInsert>): Promise<CategoryRow> {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategory(tx: Database, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

/**
 * After a move, the products of the moved subtree take the main category their first category now
 * sits under (primary_category_id names the main category in product lists). Answers how many changed.
 */
export async function refileMainCategories(tx: Database, subtreeIds: string[]): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    with recursive up as (
      select id as category_id, id as ancestor_id, parent_id from categories
      union all
      select up.category_id, c.id, c.parent_id from up join categories c on c.id = up.parent_id
    )
    update products p set primary_category_id = up.ancestor_id, updated_at = now()
    from up
    where up.category_id = p.category_ids[1] and up.parent_id is null
      and p.category_ids && ${sql.param(subtreeIds)}::uuid[]
      and p.primary_category_id is distinct from up.ancestor_id
    returning p.id`,
  );
  return rows.length;
}
