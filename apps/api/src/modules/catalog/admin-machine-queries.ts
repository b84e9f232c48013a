import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { machineMakes, machineModels } from '../../db/schema/index.js';
import { findMachineMakes } from './machine-queries.js';

// SQL of the back office's machine makes and models. Products and customer profiles name them in
// uuid arrays (machine_make_ids, machine_model_ids), so "who uses it" is counted, not joined.

export type MachineMakeRow = typeof machineMakes.$inferSelect;
export type MachineModelRow = typeof machineModels.$inferSelect;

export interface Usage {
  products: number;
  customers: number;
}

/** Machine writes run one at a time: names are checked for clashes and orders renumbered against the lists as they are. */
export async function lockMachines(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${machineMakes}, ${machineModels} in share row exclusive mode`);
}

export async function findMake(db: Database, id: string): Promise<MachineMakeRow | undefined> {
  const [row] = await db.select().from(machineMakes).where(eq(machineMakes.id, id));
  return row;
}

export async function findModel(db: Database, makeId: string, id: string): Promise<MachineModelRow | undefined> {
  const [row] = await db
    .select()
    .from(machineModels)
    .where(and(eq(machineModels.id, id), eq(machineModels.makeId, makeId)));
  return row;
}

/** A make of the same name in any case ('TRUMPF' and 'Trumpf' are one make), other than `exceptId`. */
export async function makeNamed(tx: Database, name: string, exceptId?: string): Promise<MachineMakeRow | undefined> {
  const [row] = await tx
    .select()
    .from(machineMakes)
    .where(and(sql`lower(${machineMakes.name}) = lower(${name})`, exceptId ? ne(machineMakes.id, exceptId) : undefined));
  return row;
}

/** A model of the make with the same name in any case, other than `exceptId`. */
export async function modelNamed(tx: Database, makeId: string, name: string, exceptId?: string): Promise<MachineModelRow | undefined> {
  const [row] = await tx
    .select()
    .from(machineModels)
    .where(
      and(
        eq(machineModels.makeId, makeId),
        sql`lower(${machineModels.name}) = lower(${name})`,
        exceptId ? ne(machineModels.id, exceptId) : undefined,
      ),
    );
  return row;
}

export const makeIdsInOrder = async (tx: Database): Promise<string[]> => (await findMachineMakes(tx)).map((r) => r.id);

export const modelIdsInOrder = async (tx: Database, makeId: string): Promise<string[]> =>
  (
    await tx
      .select({ id: machineModels.id })
      .from(machineModels)
      .where(eq(machineModels.makeId, makeId))
      .orderBy(asc(machineModels.sortOrder), asc(machineModels.name))
  ).map((r) => r.id);

/** How many products and customer profiles name each make and each model, by id. */
export async function machineUsage(db: Database): Promise<Map<string, Usage>> {
  const rows = await queryRows<{ id: string; products: number; customers: number }>(
    db,
    sql`
    with named as (
      select m as id, 'p' as who from products, unnest(machine_make_ids) m
      union all select m, 'p' from products, unnest(machine_model_ids) m
      union all select m, 'c' from companies, unnest(machine_make_ids) m
      union all select m, 'c' from companies, unnest(machine_model_ids) m
    )
    select id, count(*) filter (where who = 'p')::int as products, count(*) filter (where who = 'c')::int as customers
    from named group by id`,
  );
  return new Map(rows.map((r) => [r.id, { products: Number(r.products), customers: Number(r.customers) }]));
}

/** Products and customer profiles that name any of the ids (a make with its models counts each record once). */
export async function usageOf(tx: Database, ids: string[]): Promise<Usage> {
  const [row] = await queryRows<{ products: number; customers: number }>(
    tx,
    sql`
    select
      (select count(*) from products where machine_make_ids && ${sql.param(ids)}::uuid[] or machine_model_ids && ${sql.param(ids)}::uuid[])::int as products,
      (select count(*) from companies where machine_make_ids && ${sql.param(ids)}::uuid[] or machine_model_ids && ${sql.param(ids)}::uuid[])::int as customers`,
  );
  return { products: Number(row?.products ?? 0), customers: Number(row?.customers ?? 0) };
}

export async function insertMake(tx: Database, values: typeof machineMakes.$inferInsert): Promise<MachineMakeRow> {
  const [row] = await tx.insert(machineMakes).values(values).returning();
  return row!;
}

export async function insertModel(tx: Database, values: typeof machineModels.$inferInsert): Promise<MachineModelRow> {
  const [row] = await tx.insert(machineModels).values(values).returning();
  return row!;
}

export async function renameMake(tx: Database, id: string, name: string): Promise<void> {
  await tx.update(machineMakes).set({ name }).where(eq(machineMakes.id, id));
}

export async function renameModel(tx: Database, id: string, name: string): Promise<void> {
  await tx.update(machineModels).set({ name }).where(eq(machineModels.id, id));
}

/** Deletes the make and, by the foreign key's cascade, its models. */
export async function deleteMake(tx: Database, id: string): Promise<void> {
  await tx.delete(machineMakes).where(eq(machineMakes.id, id));
}

export async function deleteModel(tx: Database, id: string): Promise<void> {
  await tx.delete(machineModels).where(eq(machineModels.id, id));
}
