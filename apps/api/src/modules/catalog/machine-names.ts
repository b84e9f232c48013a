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
