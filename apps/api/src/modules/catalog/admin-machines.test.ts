import { describe, expect, it } from 'vitest';
import type { AdminMachineMake } from '@northbend/shared';
import { signedInStaff } from '../../test/back-office.js';
import { insertCustomer } from '../../test/customers.js';
import { expectRoleMatrix, type MatrixCaller } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { addCategory, addMake, addModel, addProduct, lastAudit, storefront, tagged } from './test-catalog-lists.js';

const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const publicApi = beforeAllValue(async () => storefront(shop));
const CATALOG_EDIT = { owner: 200, editor: 200, sales: 403, warehouse: 403, customer: 401, visitor: 401 };
const url = (path = '') => `/api/v1/admin/machine-makes${path}`;
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

const listed = async (id: string): Promise<AdminMachineMake> =>
  ((await editor.send('GET', '/machine-makes')).json().result as AdminMachineMake[]).find((m) => m._id === id)!;

/** A make with two models, one of them on a product and in a customer's profile. */
async function machines() {
  const db = shop.handle.db;
  const make = await addMake(db, tagged('Amada'), 50);
  const used = await addModel(db, make.id, tagged('EM-2510'), 0);
  const spare = await addModel(db, make.id, tagged('Vipros 358'), 1);
  const category = await addCategory(db, tagged('Round Punches'));
  const product = await addProduct(db, { categoryIds: [category.id], machineMakeIds: [make.id], machineModelIds: [used.id] });
  const customer = await insertCustomer(db, {}, { machineMakeIds: [make.id], machineModelIds: [used.id] });
  return { make, used, spare, category, product, customer };
}

describe('GET /api/v1/admin/machine-makes', () => {
  it('lists makes with their models in order and how many products and customer profiles name each', async () => {
    const { make, used, spare } = await machines();
    expect(await listed(make.id)).toEqual({
      _id: make.id,
      name: make.name,
      sort_order: 50,
      product_count: 1,
      customer_count: 1,
      models: [
        { _id: used.id, name: used.name, sort_order: 0, product_count: 1, customer_count: 1 },
        { _id: spare.id, name: spare.name, sort_order: 1, product_count: 0, customer_count: 0 },
      ],
    });
  });

  it('role matrix: owner and editor', () => expectRoleMatrix(shop, { method: 'GET', url: url() }, CATALOG_EDIT));
});

describe('POST /api/v1/admin/machine-makes and PATCH /{id}', () => {
  it('adds a make at the end and renames it; the storefront dropdown shows each change at once; audited', async () => {
    const name = tagged('Murata');
    const res = await editor.send('POST', '/machine-makes', { name });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().result._id;
    expect(res.json()).toMatchObject({
      message: `The machine make "${name}" has been added.`,
      result: { name, models: [], product_count: 0 },
    });
    expect((await publicApi.makes()).at(-1)).toEqual({ value: id, name });

    const renamed = tagged('Murata Wiedemann');
    const patch = await editor.send('PATCH', `/machine-makes/${id}`, { name: renamed });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await publicApi.makes()).find((m) => m.value === id)?.name).toBe(renamed);
    expect(await lastAudit(shop, id)).toMatchObject({ action: 'machine_make.rename', before: { name }, after: { name: renamed } });
  });

  it('names are unique in any case: 409; a blank name is a 400 naming the field', async () => {
    const { make } = await machines();
    const clash = await editor.send('POST', '/machine-makes', { name: make.name.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`A machine make named "${make.name}" already exists`);
    const other = await addMake(shop.handle.db, tagged('Finn-Power'));
    const renameClash = await editor.send('PATCH', `/machine-makes/${other.id}`, { name: make.name });
    expect(renameClash.statusCode).toBe(409);
    const blank = await editor.send('POST', '/machine-makes', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('name is required');
    expect((await editor.send('POST', '/machine-makes', {})).json().message).toBe('name must be text');
    expect((await editor.send('PATCH', `/machine-makes/${UNKNOWN}`, { name: 'X' })).statusCode).toBe(404);
    expect((await editor.send('PATCH', '/machine-makes/nope', { name: 'X' })).statusCode).toBe(400);
  });

  it('role matrix: owner and editor', async () => {
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: url(), payload: (caller: MatrixCaller) => ({ name: tagged(`Matrix ${caller}`) }) },
      { ...CATALOG_EDIT, owner: 201, editor: 201 },
    );
    const make = await addMake(shop.handle.db, tagged('Matrix'));
    await expectRoleMatrix(shop, { method: 'PATCH', url: url(`/${make.id}`), payload: { name: `${make.name} 2` } }, CATALOG_EDIT);
  });
});

describe('POST /api/v1/admin/machine-makes/{id}/move', () => {
  it('puts the make first: the storefront dropdown follows', async () => {
    const { make } = await machines();
    const res = await editor.send('POST', `/machine-makes/${make.id}/move`, { position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicApi.makes())[0]).toEqual({ value: make.id, name: make.name });
    expect(await lastAudit(shop, make.id)).toMatchObject({ action: 'machine_make.move', after: { position: 0 } });
    expect((await editor.send('POST', `/machine-makes/${make.id}/move`, { position: 'first' })).json().message).toBe(
      'position must be a whole number',
    );
  });

  it('role matrix: owner and editor', async () => {
    const make = await addMake(shop.handle.db, tagged('Matrix'));
    await expectRoleMatrix(shop, { method: 'POST', url: url(`/${make.id}/move`), payload: { position: 0 } }, CATALOG_EDIT);
  });
});

describe('DELETE /api/v1/admin/machine-makes/{id}', () => {
  it('refuses a make that products or customers name (or one of its models), saying how many; deletes an unused one with its models', async () => {
    const { make } = await machines();
    const res = await editor.send('DELETE', `/machine-makes/${make.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `"${make.name}" cannot be deleted: 1 product and 1 customer profile name it or one of its models. Remove it from them first.`,
    );

    const unused = await addMake(shop.handle.db, tagged('Salvagnini'));
    await addModel(shop.handle.db, unused.id, 'S4');
    const gone = await editor.send('DELETE', `/machine-makes/${unused.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe(`The machine make "${unused.name}" has been deleted.`);
    expect((await publicApi.makes()).some((m) => m.value === unused.id)).toBe(false);
    expect(await lastAudit(shop, unused.id)).toMatchObject({
      action: 'machine_make.delete',
      before: { name: unused.name, models: ['S4'] },
      after: null,
    });
  });

  it('role matrix: owner and editor (a make in use: 409 for those let through)', async () => {
    const { make } = await machines();
    await expectRoleMatrix(shop, { method: 'DELETE', url: url(`/${make.id}`) }, { ...CATALOG_EDIT, owner: 409, editor: 409 });
  });
});

describe('machine models: POST /{id}/models, PATCH, move, DELETE /{id}/models/{modelId}', () => {
  it('adds, renames, reorders and deletes models; the storefront model dropdown and the cached sidebar tree follow at once', async () => {
    const { make, used, spare } = await machines();
    const treeModels = async () => (await publicApi.tree()).find((m) => m.id === make.id)?.models.map((m) => m.name);
    const dropdown = async () =>
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/v1/product/keyword/public/machine-model/dropdown/selected',
          payload: { machineMakeIds: [make.id] },
        })
      ).json().result as { value: string; name: string }[];
    expect(await treeModels()).toEqual([used.name, spare.name]); // cached now

    const added = await editor.send('POST', `/machine-makes/${make.id}/models`, { name: 'HG-1303' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().result.models.map((m: { name: string }) => m.name)).toEqual([used.name, spare.name, 'HG-1303']);
    const addedId = added.json().result.models[2]._id;
    expect(await treeModels()).toEqual([used.name, spare.name, 'HG-1303']);

    const renamed = await editor.send('PATCH', `/machine-makes/${make.id}/models/${addedId}`, { name: 'HG-1303 ATC' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await editor.send('POST', `/machine-makes/${make.id}/models/${addedId}/move`, { position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await dropdown()).map((m) => m.name)).toEqual(['HG-1303 ATC', used.name, spare.name]);
    expect(await treeModels()).toEqual(['HG-1303 ATC', used.name, spare.name]);

    const deleted = await editor.send('DELETE', `/machine-makes/${make.id}/models/${spare.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().result.models.map((m: { name: string }) => m.name)).toEqual(['HG-1303 ATC', used.name]);
    expect(await treeModels()).toEqual(['HG-1303 ATC', used.name]);
    expect(await lastAudit(shop, spare.id)).toMatchObject({
      action: 'machine_model.delete',
      before: { make: make.name, name: spare.name },
      after: null,
    });
  });

  it('refuses a model in use (409 with the counts), a name its make already has (409), an unknown make or model (404)', async () => {
    const { make, used, spare } = await machines();
    const inUse = await editor.send('DELETE', `/machine-makes/${make.id}/models/${used.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      `"${make.name} ${used.name}" cannot be deleted: 1 product and 1 customer profile name it. Remove it from them first.`,
    );
    const clash = await editor.send('POST', `/machine-makes/${make.id}/models`, { name: used.name.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`${make.name} already has a model named "${used.name}"`);
    expect((await editor.send('PATCH', `/machine-makes/${make.id}/models/${spare.id}`, { name: used.name })).statusCode).toBe(409);
    // The same model name under another make is fine.
    const other = await addMake(shop.handle.db, tagged('Other'));
    expect((await editor.send('POST', `/machine-makes/${other.id}/models`, { name: used.name })).statusCode).toBe(201);
    expect((await editor.send('PATCH', `/machine-makes/${other.id}/models/${spare.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await editor.send('POST', `/machine-makes/${UNKNOWN}/models`, { name: 'X' })).statusCode).toBe(404);
    expect((await editor.send('DELETE', `/machine-makes/${make.id}/models/nope`)).statusCode).toBe(400);
  });

  it('role matrix: owner and editor for every model call', async () => {
    const { make, used, spare } = await machines();
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: url(`/${make.id}/models`), payload: (caller: MatrixCaller) => ({ name: `Matrix ${caller}` }) },
      { ...CATALOG_EDIT, owner: 201, editor: 201 },
    );
    await expectRoleMatrix(
      shop,
      { method: 'PATCH', url: url(`/${make.id}/models/${spare.id}`), payload: { name: 'Vipros 368' } },
      CATALOG_EDIT,
    );
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: url(`/${make.id}/models/${spare.id}/move`), payload: { position: 0 } },
      CATALOG_EDIT,
    );
    await expectRoleMatrix(
      shop,
      { method: 'DELETE', url: url(`/${make.id}/models/${used.id}`) },
      { ...CATALOG_EDIT, owner: 409, editor: 409 },
    );
  });
});
