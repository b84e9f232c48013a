import { asc, eq, inArray } from 'drizzle-orm';
import type { ContactEnquiry } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { contactEnquiries, machineMakes, machineModels } from '../../db/schema/index.js';

export async function insertEnquiry(db: Database, e: ContactEnquiry): Promise<string> {
  const [row] = await db
    .insert(contactEnquiries)
    .values({
      name: e.name,
      email: e.email,
      phone: e.phone,
      businessName: e.business_name,
      location: e.where_are_you_located,
      machineMakeIds: e.machine_make_ids,
      machineModelIds: e.machine_model_ids,
      message: e.message,
    })
    .returning({ id: contactEnquiries.id });
  return row.id;
}

/** Display names of the chosen machines; a model is named with its make ('Trumpf TruPunch 5000'). */
export async function machineNamesOf(db: Database, makeIds: string[], modelIds: string[]): Promise<{ makes: string[]; models: string[] }> {
  const makes = makeIds.length
    ? await db
        .select({ name: machineMakes.name })
        .from(machineMakes)
        .where(inArray(machineMakes.id, makeIds))
        .orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name))
    : [];
  const models = modelIds.length
    ? await db
        .select({ make: machineMakes.name, model: machineModels.name })
        .from(machineModels)
        .innerJoin(machineMakes, eq(machineModels.makeId, machineMakes.id))
        .where(inArray(machineModels.id, modelIds))
        .orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name), asc(machineModels.sortOrder), asc(machineModels.name))
    : [];
  return { makes: makes.map((r) => r.name), models: models.map((r) => `${r.make} ${r.model}`) };
}
