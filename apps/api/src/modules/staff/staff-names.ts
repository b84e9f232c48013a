import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';

/** The names of staff users by id, for the authors of notes, shipments and replies (disabled ones included). */
export async function staffNames(db: Database, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
