import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;

const byOrder = [asc(categories.sortOrder), asc(categories.name)];

export const findAllCategories = (db: Database): Promise<CategoryRow[]> =>
  db
    .select()
    .from(categories)
    .orderBy(...byOrder);

export const findMainCategories = (db: Database): Promise<CategoryRow[]> =>
  db
    .select()
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(...byOrder);

export async function findCategoryById(db: Database, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export const findChildCategories = (db: Database, parentIds: string[]): Promise<CategoryRow[]> =>
  parentIds.length
    ? db
        .select()
        .from(categories)
        .where(inArray(categories.parentId, parentIds))
        .orderBy(...byOrder)
    : Promise.resolve([]);

/** The category and every category below it (a product is filed under its leaf category only). */
export async function findCategoryWithDescendantIds(db: Database, id: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive sub as (
      select id from categories where id = ${id}
      union all
      select c.id from categories c join sub on c.parent_id = sub.id
    ) select id from sub`,
  );
  return rows.map((r) => r.id);
}

export async function findCategoriesWithDescendantIds(db: Database, ids: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive sub as (
      select id from categories where id = any(${sql.param(ids)}::uuid[])
      union
      select c.id from categories c join sub on c.parent_id = sub.id
    ) select id from sub`,
  );
  return rows.map((r) => r.id);
}
