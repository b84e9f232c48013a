import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { machineMakes, machineModels } from '../../db/schema/index.js';

/** Display names of machines by id; a model is named with its make ('Trumpf TruPunch 5000'). Unknown ids are skipped. */
export async function machineNames(
  db: Database,
  makeIds: readonly string[],
  modelIds: readonly string[],
): Promise<{ makes: string[]; models: string[] }> {
  const [makes, models] = await Promise.all([
    makeIds.length
      ? db
          .select({ name: machineMakes.name })
          .from(machineMakes)
          .where(inArray(machineMakes.id, [...makeIds]))
          .orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name))
      : [],
    modelIds.length
      ? db
          .select({ make: machineMakes.name, model: machineModels.name })
          .from(machineModels)
          .innerJoin(machineMakes, eq(machineModels.makeId, machineMakes.id))
          .where(inArray(machineModels.id, [...modelIds]))
          .orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name), asc(machineModels.sortOrder), asc(machineModels.name))
      : [],
  ]);
  return { makes: makes.map((r) => r.name), models: models.map((r) => `${r.make} ${r.model}`) };
}

/**
 * The product page's 'Fits': each listed model with its make ('Amada EMK 3610 NT'), and a listed
 * make alone only when none of its models is listed. In the makes' and models' own order.
 */
export async function machineFits(db: Database, makeIds: readonly string[], modelIds: readonly string[]): Promise<string[]> {
  const [makes, models] = await Promise.all([
    makeIds.length
      ? db
          .select({ id: machineMakes.id, name: machineMakes.name })
          .from(machineMakes)
          .where(inArray(machineMakes.id, [...makeIds]))
          .orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name))
      : [],
    modelIds.length
      ? db
          .select({ makeId: machineMakes.id, make: machineMakes.name, model: machineModels.name })
          .from(machineModels)
          .innerJoin(machineMakes, eq(machineModels.makeId, machineMakes.id))
          .where(inArray(machineModels.id, [...modelIds]))
          .orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name), asc(machineModels.sortOrder), asc(machineModels.name))
      : [],
  ]);
  const withModels = new Set(models.map((m) => m.makeId));
  return [...models.map((m) => `${m.make} ${m.model}`), ...makes.filter((m) => !withModels.has(m.id)).map((m) => m.name)];
}
