import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { categories, keywordDropdowns, machineMakes, machineModels } from '../../../db/schema/index.js';

/**
 * The names the file uses for what the database keeps by id: category slugs, make and model
 * names, keyword dropdown options. Loaded once per export or import (a few hundred rows).
 */
export interface CatalogNames {
  categorySlugById: Map<string, string>;
  categoryIdBySlug: Map<string, string>;
  makeNameById: Map<string, string>;
  /** Lower-case name → id. */
  makeIdByName: Map<string, { id: string; name: string }>;
  /** 'Make:Model' for the file, by model id. */
  modelById: Map<string, { make: string; model: string; makeId: string }>;
  /** 'make:model' in lower case → model id and make id. */
  modelIdByName: Map<string, { id: string; makeId: string }>;
  dropdowns: { id: string; name: string; options: { value: string; name: string }[] }[];
}

export const modelKey = (make: string, model: string) => `${make.trim().toLowerCase()}:${model.trim().toLowerCase()}`;

export async function loadCatalogNames(db: Database): Promise<CatalogNames> {
  // One after the other: inside the import's transaction they share one connection.
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const makes = await db.select({ id: machineMakes.id, name: machineMakes.name }).from(machineMakes);
  const models = await db.select({ id: machineModels.id, name: machineModels.name, makeId: machineModels.makeId }).from(machineModels);
  const dropdowns = await db.select().from(keywordDropdowns).orderBy(asc(keywordDropdowns.id));
  const makeNameById = new Map(makes.map((m) => [m.id, m.name]));
  const modelById = new Map<string, { make: string; model: string; makeId: string }>();
  const modelIdByName = new Map<string, { id: string; makeId: string }>();
  for (const m of models) {
    const make = makeNameById.get(m.makeId) ?? '';
    modelById.set(m.id, { make, model: m.name, makeId: m.makeId });
    modelIdByName.set(modelKey(make, m.name), { id: m.id, makeId: m.makeId });
  }
  return {
    categorySlugById: new Map(cats.map((c) => [c.id, c.slug])),
    categoryIdBySlug: new Map(cats.map((c) => [c.slug.toLowerCase(), c.id])),
    makeNameById,
    makeIdByName: new Map(makes.map((m) => [m.name.trim().toLowerCase(), { id: m.id, name: m.name }])),
    modelById,
    modelIdByName,
    dropdowns: dropdowns.map((d) => ({ id: d.id, name: d.name, options: d.options })),
  };
}
