import type { AdminMachineMake, ListMoveBody, MachineMakeBody } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { machineMakes, machineModels } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteMake,
  deleteModel,
  findMake,
  findModel,
  insertMake,
  insertModel,
  lockMachines,
  machineUsage,
  makeIdsInOrder,
  makeNamed,
  modelIdsInOrder,
  modelNamed,
  renameMake,
  renameModel,
  usageOf,
  type MachineMakeRow,
  type Usage,
} from './admin-machine-queries.js';
import { placeAt, renumber } from './admin-list-order.js';
import { findAllMachineModels, findMachineMakes } from './machine-queries.js';

export const MACHINE_MAKE_NOT_FOUND = 'Machine make not found';
export const MACHINE_MODEL_NOT_FOUND = 'Machine model not found';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;
const actor = (me: Actor) => ({ id: me.id, email: me.email });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '12 products and 3 customer profiles' (the parts that are not zero). */
function usageText({ products, customers }: Usage): string {
  return [products && plural(products, 'product'), customers && plural(customers, 'customer profile')].filter(Boolean).join(' and ');
}

/**
 * The back office's machine makes and their models: list with how many products and customer
 * profiles name each, create, rename (names unique, any case), reorder, delete when nothing names
 * it. Each write is one transaction with its audit entry; `changed` runs after the commit.
 */
export function adminMachineService({ db, changed }: { db: Database; changed: () => Promise<void> }) {
  async function list(): Promise<AdminMachineMake[]> {
    const [makes, models, usage] = await Promise.all([findMachineMakes(db), findAllMachineModels(db), machineUsage(db)]);
    const used = (id: string) => ({ product_count: usage.get(id)?.products ?? 0, customer_count: usage.get(id)?.customers ?? 0 });
    return makes.map((make) => ({
      _id: make.id,
      name: make.name,
      sort_order: make.sortOrder,
      ...used(make.id),
      models: models.filter((m) => m.makeId === make.id).map((m) => ({ _id: m.id, name: m.name, sort_order: m.sortOrder, ...used(m.id) })),
    }));
  }

  async function makeOf(id: string): Promise<AdminMachineMake> {
    const make = (await list()).find((m) => m._id === id);
    if (!make) throw notFound(MACHINE_MAKE_NOT_FOUND);
    return make;
  }

  /** One transaction under the machine lock; a name clash that slipped past the check is still a 409. */
  async function write<T>(work: (tx: Database) => Promise<T>, clash?: string): Promise<T> {
    try {
      const result = await db.transaction(async (tx) => {
        await lockMachines(tx);
        return work(tx);
      });
      await changed();
      return result;
    } catch (err) {
      if (clash && isUniqueViolation(err)) throw new HttpError(409, clash);
      throw err;
    }
  }

  async function lockedMake(tx: Database, id: string): Promise<MachineMakeRow> {
    const make = await findMake(tx, id);
    if (!make) throw notFound(MACHINE_MAKE_NOT_FOUND);
    return make;
  }

  async function lockedModel(tx: Database, makeId: string, id: string) {
    const make = await lockedMake(tx, makeId);
    const model = await findModel(tx, makeId, id);
    if (!model) throw notFound(MACHINE_MODEL_NOT_FOUND);
    return { make, model };
  }

  const makeClash = (name: string) => `A machine make named "${name}" already exists`;
  const modelClash = (make: string, name: string) => `${make} already has a model named "${name}"`;

  return {
    list,

    async createMake(me: Actor, { name }: MachineMakeBody): Promise<AdminMachineMake> {
      const id = await write(async (tx) => {
        const same = await makeNamed(tx, name);
        if (same) throw new HttpError(409, makeClash(same.name));
        const before = await makeIdsInOrder(tx);
        const row = await insertMake(tx, { name, sortOrder: before.length });
        await renumber(tx, machineMakes, [...before, row.id]); // last, whatever numbers the others had
        await recordAudit(tx, {
          staff: actor(me),
          action: 'machine_make.create',
          entityType: 'machine_make',
          entityId: row.id,
          summary: `Machine make "${name}" created`,
          before: null,
          after: { name },
        });
        return row.id;
      }, makeClash(name));
      return makeOf(id);
    },

    async renameMake(me: Actor, id: string, { name }: MachineMakeBody): Promise<AdminMachineMake> {
      await write(async (tx) => {
        const before = await lockedMake(tx, id);
        if (before.name === name) return;
        const same = await makeNamed(tx, name, id);
        if (same) throw new HttpError(409, makeClash(same.name));
        await renameMake(tx, id, name);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'machine_make.rename',
          entityType: 'machine_make',
          entityId: id,
          summary: `Machine make renamed from "${before.name}" to "${name}"`,
          before: { name: before.name },
          after: { name },
        });
      }, makeClash(name));
      return makeOf(id);
    },

    async moveMake(me: Actor, id: string, { position }: ListMoveBody): Promise<AdminMachineMake> {
      await write(async (tx) => {
        const make = await lockedMake(tx, id);
        const before = await makeIdsInOrder(tx);
        const order = placeAt(before, id, position);
        if (order.every((x, i) => x === before[i])) return;
        await renumber(tx, machineMakes, order);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'machine_make.move',
          entityType: 'machine_make',
          entityId: id,
          summary: `Machine make "${make.name}" moved from place ${before.indexOf(id) + 1} to ${order.indexOf(id) + 1} of ${order.length}`,
          before: { position: before.indexOf(id) },
          after: { position: order.indexOf(id) },
        });
      });
      return makeOf(id);
    },

    /** Only a make that no product or customer profile names, nor any of its models; its models go with it. */
    async deleteMake(me: Actor, id: string): Promise<string> {
      return write(async (tx) => {
        const make = await lockedMake(tx, id);
        const modelIds = await modelIdsInOrder(tx, id);
        const usage = await usageOf(tx, [id, ...modelIds]);
        if (usage.products || usage.customers) {
          throw new HttpError(
            409,
            `"${make.name}" cannot be deleted: ${usageText(usage)} name it or one of its models. Remove it from them first.`,
          );
        }
        const models = (await findAllMachineModels(tx)).filter((m) => m.makeId === id).map((m) => m.name);
        await deleteMake(tx, id);
        await renumber(tx, machineMakes, await makeIdsInOrder(tx));
        await recordAudit(tx, {
          staff: actor(me),
          action: 'machine_make.delete',
          entityType: 'machine_make',
          entityId: id,
          summary: `Machine make "${make.name}" deleted` + (models.length ? ` with its ${plural(models.length, 'model')}` : ''),
          before: { name: make.name, models },
          after: null,
        });
        return `The machine make "${make.name}" has been deleted.`;
      });
    },

    async createModel(me: Actor, makeId: string, { name }: MachineMakeBody): Promise<AdminMachineMake> {
      await write(
        async (tx) => {
          const make = await lockedMake(tx, makeId);
          const same = await modelNamed(tx, makeId, name);
          if (same) throw new HttpError(409, modelClash(make.name, same.name));
          const before = await modelIdsInOrder(tx, makeId);
          const row = await insertModel(tx, { makeId, name, sortOrder: before.length });
          await renumber(tx, machineModels, [...before, row.id]);
          await recordAudit(tx, {
            staff: actor(me),
            action: 'machine_model.create',
            entityType: 'machine_model',
            entityId: row.id,
            summary: `Machine model "${make.name} ${name}" created`,
            before: null,
            after: { make: make.name, name },
          });
        },
        modelClash('This make', name),
      );
      return makeOf(makeId);
    },

    async renameModel(me: Actor, makeId: string, id: string, { name }: MachineMakeBody): Promise<AdminMachineMake> {
      await write(
        async (tx) => {
          const { make, model } = await lockedModel(tx, makeId, id);
          if (model.name === name) return;
          const same = await modelNamed(tx, makeId, name, id);
          if (same) throw new HttpError(409, modelClash(make.name, same.name));
          await renameModel(tx, id, name);
          await recordAudit(tx, {
            staff: actor(me),
            action: 'machine_model.rename',
            entityType: 'machine_model',
            entityId: id,
            summary: `Machine model "${make.name} ${model.name}" renamed to "${make.name} ${name}"`,
            before: { name: model.name },
            after: { name },
          });
        },
        modelClash('This make', name),
      );
      return makeOf(makeId);
    },

    async moveModel(me: Actor, makeId: string, id: string, { position }: ListMoveBody): Promise<AdminMachineMake> {
      await write(async (tx) => {
        const { make, model } = await lockedModel(tx, makeId, id);
        const before = await modelIdsInOrder(tx, makeId);
        const order = placeAt(before, id, position);
        if (order.every((x, i) => x === before[i])) return;
        await renumber(tx, machineModels, order);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'machine_model.move',
          entityType: 'machine_model',
          entityId: id,
          summary: `Machine model "${make.name} ${model.name}" moved from place ${before.indexOf(id) + 1} to ${order.indexOf(id) + 1} of ${order.length}`,
          before: { position: before.indexOf(id) },
          after: { position: order.indexOf(id) },
        });
      });
      return makeOf(makeId);
    },

    async deleteModel(me: Actor, makeId: string, id: string): Promise<AdminMachineMake> {
      await write(async (tx) => {
        const { make, model } = await lockedModel(tx, makeId, id);
        const usage = await usageOf(tx, [id]);
        if (usage.products || usage.customers) {
          throw new HttpError(
            409,
            `"${make.name} ${model.name}" cannot be deleted: ${usageText(usage)} name it. Remove it from them first.`,
          );
        }
        await deleteModel(tx, id);
        await renumber(tx, machineModels, await modelIdsInOrder(tx, makeId));
        await recordAudit(tx, {
          staff: actor(me),
          action: 'machine_model.delete',
          entityType: 'machine_model',
          entityId: id,
          summary: `Machine model "${make.name} ${model.name}" deleted`,
          before: { make: make.name, name: model.name },
          after: null,
        });
      });
      return makeOf(makeId);
    },
  };
}

export type AdminMachineService = ReturnType<typeof adminMachineService>;
