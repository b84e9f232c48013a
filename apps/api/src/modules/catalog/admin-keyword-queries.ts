import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { keywordDropdowns } from '../../db/schema/index.js';

// SQL of the back office's keyword dropdowns. Products keep the values they suit in keywords
// (jsonb: dropdown id → values); customer profiles keep their sheet choices in two text arrays.

export type KeywordDropdownRow = typeof keywordDropdowns.$inferSelect;

/** The customer profile column that holds each dropdown's values (a dropdown not listed has none). */
const PROFILE_COLUMNS: Record<string, 'sheet_materials' | 'sheet_thicknesses'> = {
  DROPDOWN_SHEET_MATERIAL: 'sheet_materials',
  DROPDOWN_SHEET_THICKNESS: 'sheet_thicknesses',
};

export const allKeywordDropdowns = (db: Database): Promise<KeywordDropdownRow[]> =>
  db.select().from(keywordDropdowns).orderBy(asc(keywordDropdowns.id));

export async function lockKeywordDropdown(tx: Database, id: string): Promise<KeywordDropdownRow | undefined> {
  const [row] = await tx.select().from(keywordDropdowns).where(eq(keywordDropdowns.id, id)).for('update');
  return row;
}

export async function saveKeywordDropdown(tx: Database, id: string, values: Pick<KeywordDropdownRow, 'name' | 'options'>): Promise<void> {
  await tx.update(keywordDropdowns).set(values).where(eq(keywordDropdowns.id, id));
}

/** How many products and customer profiles hold each value, by `${dropdownId}\u0000${value}`. */
export async function keywordUsage(db: Database): Promise<Map<string, { products: number; customers: number }>> {
  const rows = await queryRows<{ id: string; value: string; products: number; customers: number }>(
    db,
    sql`
    with held as (
      select k.key as id, v as value, 'p' as who
      from products, jsonb_each(keywords) k, jsonb_array_elements_text(case jsonb_typeof(k.value) when 'array' then k.value else '[]'::jsonb end) v
      union all select 'DROPDOWN_SHEET_MATERIAL', v, 'c' from companies, unnest(sheet_materials) v
      union all select 'DROPDOWN_SHEET_THICKNESS', v, 'c' from companies, unnest(sheet_thicknesses) v
    )
    select id, value, count(*) filter (where who = 'p')::int as products, count(*) filter (where who = 'c')::int as customers
    from held group by id, value`,
  );
  return new Map(rows.map((r) => [`${r.id}\u0000${r.value}`, { products: Number(r.products), customers: Number(r.customers) }]));
}

/** Takes the values off every product that has them under this dropdown; answers how many products changed. */
export async function removeValuesFromProducts(tx: Database, id: string, values: string[]): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    update products set
      keywords = jsonb_set(
        keywords,
        array[${id}::text],
        coalesce(
          (select jsonb_agg(v order by n) from jsonb_array_elements_text(keywords -> ${id}::text) with ordinality as e(v, n)
           where v <> all(${sql.param(values)}::text[])),
          '[]'::jsonb)),
      updated_at = now()
    where jsonb_typeof(keywords -> ${id}::text) = 'array' and jsonb_exists_any(keywords -> ${id}::text, ${sql.param(values)}::text[])
    returning id`,
  );
  return rows.length;
}

/**
 * Takes the values off the customer profiles that chose them (the profile form refuses a value the
 * dropdown no longer offers, so a stale one would block the customer's next save). Answers how many changed.
 */
export async function removeValuesFromProfiles(tx: Database, id: string, values: string[]): Promise<number> {
  const column = PROFILE_COLUMNS[id];
  if (!column) return 0;
  const col = sql.raw(column);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    update companies set
      ${col} = array(select x from unnest(${col}) with ordinality as t(x, n) where x <> all(${sql.param(values)}::text[]) order by n),
      updated_at = now()
    where ${col} && ${sql.param(values)}::text[]
    returning id`,
  );
  return rows.length;
}
