import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { categories, machineMakes, machineModels } from '../../db/schema/index.js';

/** The ids in their new order once `id` is put at `position` (0 = first; past the end = last). */
export function placeAt(ids: readonly string[], id: string, position: number): string[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.min(position, rest.length), 0, id);
  return rest;
}

/**
 * Numbers the rows 0, 1, 2… in the order of `ids` (siblings of a category, makes, models of a
 * make), writing only the rows whose number changes: the storefront sorts by sort_order, then name.
 */
export async function renumber(
  tx: Database,
  table: typeof categories | typeof machineMakes | typeof machineModels,
  ids: readonly string[],
): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    update ${table} t set sort_order = o.n - 1
    from unnest(${sql.param([...ids])}::uuid[]) with ordinality as o(id, n)
    where t.id = o.id and t.sort_order <> o.n - 1`);
}
