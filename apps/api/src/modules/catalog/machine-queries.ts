import { asc, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { machineMakes, machineModels } from '../../db/schema/index.js';
import { liveProductAs } from './live-products.js';

export const findMachineMakes = (db: Database) =>
  db.select().from(machineMakes).orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name));

export const findMachineModelsOfMakes = (db: Database, makeIds: string[]) =>
  makeIds.length
    ? db
        .select()
        .from(machineModels)
        .where(inArray(machineModels.makeId, makeIds))
        .orderBy(asc(machineModels.makeId), asc(machineModels.sortOrder), asc(machineModels.name))
    : Promise.resolve([]);

/** The makes of the given models (a small table: the 'My machines' filter asks it per request). */
export async function findMakeIdsOfModels(db: Database, modelIds: string[]): Promise<string[]> {
  if (!modelIds.length) return [];
  const rows = await db.selectDistinct({ makeId: machineModels.makeId }).from(machineModels).where(inArray(machineModels.id, modelIds));
  return rows.map((r) => r.makeId);
}

export const findAllMachineModels = (db: Database) =>
  db.select().from(machineModels).orderBy(asc(machineModels.sortOrder), asc(machineModels.name));

/** Which categories hold live (not archived) products for which machine model: the raw material of the tree view. */
export async function findModelCategoryPairs(db: Database): Promise<{ modelId: string; categoryId: string }[]> {
  const rows = await queryRows<{ model_id: string; category_id: string }>(
    db,
    sql`
    select distinct m as model_id, c as category_id
    from products, unnest(machine_model_ids) m, unnest(category_ids) c
    where ${liveProductAs('products')}`,
  );
  return rows.map((r) => ({ modelId: r.model_id, categoryId: r.category_id }));
}

/** Ids from the list that do not exist, to refuse references to unknown makes or models. */
export async function unknownIds(db: Database, table: 'makes' | 'models', ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const t = table === 'makes' ? machineMakes : machineModels;
  const found = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
