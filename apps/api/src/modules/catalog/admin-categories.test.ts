import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@northbend/shared';
import { categories } from '../../db/schema/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { expectRoleMatrix, type MatrixCaller } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { addCategory, addMake, addModel, addProduct, lastAudit, productRow, storefront, tagged } from './test-catalog-lists.js';

const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const publicApi = beforeAllValue(async () => storefront(shop));
const CATALOG_EDIT = { owner: 200, editor: 200, sales: 403, warehouse: 403, customer: 401, visitor: 401 };
const url = (path = '') => `/api/v1/admin/categories${path}`;

/** Main > child > sub-child, with a second main category and two products for a machine model. */
async function branch(label = 'Punches') {
  const db = shop.handle.db;
  const main = await addCategory(db, tagged(label));
  const child = await addCategory(db, tagged(`${label} child`), main.id);
  const sub = await addCategory(db, tagged(`${label} sub`), child.id);
  const other = await addCategory(db, tagged('Dies'));
  const make = await addMake(db, tagged('Trumpf'));
  const model = await addModel(db, make.id, tagged('TruPunch'));
  const inSub = await addProduct(db, {
    categoryIds: [sub.id],
    primaryCategoryId: main.id,
    machineMakeIds: [make.id],
    machineModelIds: [model.id],
  });
  const inChild = await addProduct(db, { categoryIds: [child.id], primaryCategoryId: main.id, machineModelIds: [model.id] });
  return { main, child, sub, other, make, model, inSub, inChild };
}

const findNode = (nodes: AdminCategory[], id: string): AdminCategory | undefined =>
  nodes.reduce<AdminCategory | undefined>((hit, n) => hit ?? (n._id === id ? n : findNode(n.children, id)), undefined);

describe('GET /api/v1/admin/categories', () => {
  it('answers the three-level tree with levels, order and product counts', async () => {
    const { main, child, sub } = await branch();
    const res = await editor.send('GET', '/categories');
    expect(res.statusCode, res.body).toBe(200);
    const node = findNode(res.json().result, main.id)!;
    expect(node).toMatchObject({
      _id: main.id,
      category_name: main.name,
      category_slug: main.slug,
      parent_category: null,
      level: 1,
      product_count: 0,
      total_product_count: 2,
      children: [
        {
          _id: child.id,
          level: 2,
          parent_category: main.id,
          product_count: 1,
          total_product_count: 2,
          children: [{ _id: sub.id, level: 3, product_count: 1, total_product_count: 1, children: [] }],
        },
      ],
    });
  });

  it('role matrix: owner and editor', () => expectRoleMatrix(shop, { method: 'GET', url: url() }, CATALOG_EDIT));
});

describe('POST /api/v1/admin/categories', () => {
  it('creates main, child and sub-child categories with slugs made from the names; the storefront lists them at once', async () => {
    const name = tagged('Cluster Tools');
    const main = await editor.send('POST', '/categories', { category_name: name });
    expect(main.statusCode, main.body).toBe(201);
    const mainId = main.json().result._id;
    expect(main.json()).toMatchObject({
      message: `The category "${name}" has been created.`,
      result: { category_name: name, category_slug: name.toLowerCase().replace(/ /g, '-'), level: 1, parent_category: null, children: [] },
    });
    const child = await editor.send('POST', '/categories', {
      category_name: 'Multi-Tools',
      parent_category: mainId,
      category_image: '/images/categories/multi.webp',
    });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json().result).toMatchObject({ level: 2, parent_category: mainId, category_image: '/images/categories/multi.webp' });
    const sub = await editor.send('POST', '/categories', {
      category_name: 'Index Stations',
      parent_category: child.json().result._id,
      category_slug: `index-${mainId.slice(0, 8)}`,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().result).toMatchObject({ level: 3, category_slug: `index-${mainId.slice(0, 8)}` });

    const listed = await publicApi.categories();
    expect(listed.find((c) => c._id === mainId)).toMatchObject({ category_name: name, parent_category: null });
    expect(listed.find((c) => c._id === sub.json().result._id)).toMatchObject({ parent_category: child.json().result._id });
    expect((await publicApi.mainCategories()).map((c) => c._id)).toContain(mainId);

    const audit = await lastAudit(shop, mainId);
    expect(audit).toMatchObject({
      action: 'category.create',
      staffEmail: editor.email,
      before: null,
      after: { category_name: name, parent_category: null },
    });
  });

  it('a generated slug that is taken gets the parent slug in front; a given slug that is taken is a 409', async () => {
    const parent = await addCategory(shop.handle.db, tagged('Round Punches'));
    const taken = await addCategory(shop.handle.db, tagged('Standard'));
    const res = await editor.send('POST', '/categories', { category_name: taken.name, parent_category: parent.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.category_slug).toBe(`${parent.slug}-${taken.slug}`);

    const clash = await editor.send('POST', '/categories', { category_name: 'Anything', category_slug: taken.slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`category_slug "${taken.slug}" is already used by the category "${taken.name}"; choose another`);
    const mainClash = await editor.send('POST', '/categories', { category_name: taken.name });
    expect(mainClash.statusCode).toBe(409);
    expect(mainClash.json().message).toBe(`category_slug "${taken.slug}" is already used by another category; enter a category_slug`);
  });

  it('refuses bad input with a message naming the field, and a fourth level', async () => {
    const { sub } = await branch();
    const cases: [unknown, string][] = [
      [{}, 'category_name must be text'],
      [{ category_name: '   ' }, 'category_name is required'],
      [{ category_name: 'x'.repeat(121) }, 'category_name is too long (120 characters at most)'],
      [{ category_name: 'Dies', category_slug: 'Dies Here' }, 'category_slug may hold only lower-case letters, digits and single hyphens'],
      [
        { category_name: 'Dies', category_image: 'https://elsewhere.example/x.png' },
        'category_image must be an uploaded image (/images/…)',
      ],
      [{ category_name: 'Dies', parent_category: 'nope' }, 'parent_category must be a category id or null'],
      [{ category_name: 'Dies', parent_category: '00000000-0000-4000-8000-00000000abcd' }, 'parent_category: no such category'],
      [{ category_name: '!!!' }, 'category_name needs letters or digits to make the category_slug from; or enter a category_slug'],
      [
        { category_name: 'Too Deep', parent_category: sub.id },
        `parent_category: "${sub.name}" is a sub-child category (level 3); categories go three levels deep at most`,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await editor.send('POST', '/categories', payload);
      expect({ status: res.statusCode, message: res.json().message }, JSON.stringify(payload)).toEqual({ status: 400, message });
    }
  });

  it('role matrix: owner and editor', () =>
    expectRoleMatrix(
      shop,
      { method: 'POST', url: url(), payload: (caller: MatrixCaller) => ({ category_name: tagged(`Matrix ${caller}`) }) },
      { ...CATALOG_EDIT, owner: 201, editor: 201 },
    ));
});

describe('PATCH /api/v1/admin/categories/{id}', () => {
  it('renames: the storefront list and its cached sidebar tree show the new name at once; the audit has before → after', async () => {
    const { main, child, model } = await branch();
    const treeName = async () =>
      (await publicApi.tree()).flatMap((m) => m.models).find((m) => m.id === model.id)!.categories[0]!.child_categories[0]!.name;
    expect(await treeName()).toBe(child.name); // the tree is now cached

    const name = tagged('Renamed Punches');
    const res = await editor.send('PATCH', `/categories/${child.id}`, { category_name: name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The category has been saved.',
      result: { _id: child.id, category_name: name, category_slug: child.slug },
    });
    expect(await treeName()).toBe(name);
    expect((await publicApi.categories()).find((c) => c._id === child.id)?.category_name).toBe(name);
    expect(await lastAudit(shop, child.id)).toMatchObject({
      action: 'category.update',
      summary: `Category "${name}": renamed from "${child.name}" to "${name}"`,
      before: { name: child.name },
      after: { name },
    });
    void main;
  });

  it('changes the slug and the image; a slug in use is a 409; an empty change is a 400', async () => {
    const { main, other } = await branch();
    const slug = `${main.slug}-new`;
    const res = await editor.send('PATCH', `/categories/${main.id}`, {
      category_slug: slug,
      category_image: '/images/categories/new.webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicApi.categories()).find((c) => c._id === main.id)).toMatchObject({
      category_slug: slug,
      category_image: '/images/categories/new.webp',
    });
    const clash = await editor.send('PATCH', `/categories/${main.id}`, { category_slug: other.slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`category_slug "${other.slug}" is already used by the category "${other.name}"; choose another`);
    const empty = await editor.send('PATCH', `/categories/${main.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'Nothing to change: send category_name, category_slug, category_image, taxable or default_shipping_weight',
    );
  });

  it('404 for an unknown category, 400 for a malformed id', async () => {
    expect((await editor.send('PATCH', '/categories/00000000-0000-4000-8000-00000000abcd', { category_name: 'X' })).statusCode).toBe(404);
    expect((await editor.send('PATCH', '/categories/nope', { category_name: 'X' })).statusCode).toBe(400);
  });

  it('role matrix: owner and editor', async () => {
    const c = await addCategory(shop.handle.db, tagged('Matrix'));
    await expectRoleMatrix(shop, { method: 'PATCH', url: url(`/${c.id}`), payload: { category_name: `${c.name} renamed` } }, CATALOG_EDIT);
  });
});

describe('POST /api/v1/admin/categories/{id}/move', () => {
  it('reorders siblings: the storefront lists them in the new order', async () => {
    const db = shop.handle.db;
    const parent = await addCategory(db, tagged('Strippers'));
    const [a, b, c] = [
      await addCategory(db, 'A ' + tagged('x'), parent.id, 0),
      await addCategory(db, 'B ' + tagged('x'), parent.id, 1),
      await addCategory(db, 'C ' + tagged('x'), parent.id, 2),
    ];
    const res = await editor.send('POST', `/categories/${c.id}/move`, { parent_category: parent.id, position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const children = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/product/category/public/dropdown/find-by-parent/${parent.id}` })
    ).json().result;
    expect(children.map((x: { _id: string }) => x._id)).toEqual([c.id, a.id, b.id]);
    const rows = await db.select().from(categories).where(eq(categories.parentId, parent.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.sortOrder]))).toEqual({ [c.id]: 0, [a.id]: 1, [b.id]: 2 });
    expect(await lastAudit(shop, c.id)).toMatchObject({ action: 'category.move', before: { position: 2 }, after: { position: 0 } });
  });

  it('moves a branch under another parent: cached counts follow at once and its products take the new main category', async () => {
    const { main, child, other, inSub, inChild } = await branch();
    expect(await publicApi.countIn(main.id)).toBe(2); // cached now
    expect(await publicApi.countIn(other.id)).toBe(0);
    const res = await editor.send('POST', `/categories/${child.id}/move`, { parent_category: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ parent_category: other.id, level: 2, children: [{ level: 3 }] });
    expect(await publicApi.countIn(main.id)).toBe(0);
    expect(await publicApi.countIn(other.id)).toBe(2);
    expect((await productRow(shop.handle.db, inSub.id)).primaryCategoryId).toBe(other.id);
    expect((await productRow(shop.handle.db, inChild.id)).primaryCategoryId).toBe(other.id);
    expect(await lastAudit(shop, child.id)).toMatchObject({
      before: { parent_category: main.id, path: main.name },
      after: { parent_category: other.id, path: other.name, products_refiled: 2 },
    });

    const toTop = await editor.send('POST', `/categories/${child.id}/move`, { parent_category: null, position: 0 });
    expect(toTop.statusCode, toTop.body).toBe(200);
    expect((await publicApi.mainCategories())[0]!._id).toBe(child.id);
    expect((await productRow(shop.handle.db, inSub.id)).primaryCategoryId).toBe(child.id);
  });

  it('never under itself or its own subcategories, never deeper than three levels', async () => {
    const { main, child, sub, other } = await branch();
    const otherChild = await addCategory(shop.handle.db, tagged('Other child'), other.id);
    const cases: [string, unknown, string][] = [
      [main.id, { parent_category: main.id }, `"${main.name}" cannot be moved under itself or one of its own subcategories`],
      [main.id, { parent_category: sub.id }, `"${main.name}" cannot be moved under itself or one of its own subcategories`],
      [
        main.id,
        { parent_category: other.id },
        `"${main.name}" with the 2 levels of subcategories below it cannot go under "${other.name}" (level 1): categories go 3 levels deep at most`,
      ],
      [
        child.id,
        { parent_category: otherChild.id },
        `"${child.name}" with the 1 level of subcategories below it cannot go under "${otherChild.name}" (level 2): categories go 3 levels deep at most`,
      ],
      [sub.id, { parent_category: '00000000-0000-4000-8000-00000000abcd' }, 'parent_category: no such category'],
      [sub.id, { position: 1 }, 'parent_category must be a category id or null'],
      [sub.id, { parent_category: null, position: -1 }, 'position cannot be negative'],
    ];
    for (const [id, payload, message] of cases) {
      const res = await editor.send('POST', `/categories/${id}/move`, payload);
      expect({ status: res.statusCode, message: res.json().message }, JSON.stringify(payload)).toEqual({ status: 400, message });
    }
    // A leaf may go under a child: level 3.
    expect((await editor.send('POST', `/categories/${sub.id}/move`, { parent_category: otherChild.id })).json().result.level).toBe(3);
  });

  it('role matrix: owner and editor', async () => {
    const c = await addCategory(shop.handle.db, tagged('Matrix'));
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: url(`/${c.id}/move`), payload: { parent_category: null, position: 0 } },
      CATALOG_EDIT,
    );
  });
});

describe('DELETE /api/v1/admin/categories/{id}', () => {
  it('refuses a category with subcategories or products, saying why; deletes an empty one', async () => {
    const { main, child, sub } = await branch();
    const withChildren = await editor.send('DELETE', `/categories/${main.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe(`"${main.name}" still has 1 subcategory: move or delete it first`);
    const withProducts = await editor.send('DELETE', `/categories/${sub.id}`);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().message).toBe(
      `"${sub.name}" still holds 1 product (archived ones included): move it to another category first`,
    );

    const empty = await addCategory(shop.handle.db, tagged('Empty'), child.id, 5);
    const res = await editor.send('DELETE', `/categories/${empty.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`The category "${empty.name}" has been deleted.`);
    expect((await publicApi.categories()).some((c) => c._id === empty.id)).toBe(false);
    expect(await lastAudit(shop, empty.id)).toMatchObject({
      action: 'category.delete',
      before: { category_name: empty.name, parent_category: child.id },
      after: null,
    });
    expect((await editor.send('DELETE', `/categories/${empty.id}`)).statusCode).toBe(404);
  });

  it('refuses a main category that products still name as their main category', async () => {
    const main = await addCategory(shop.handle.db, tagged('Main only'));
    await addProduct(shop.handle.db, { categoryIds: [], primaryCategoryId: main.id });
    const res = await editor.send('DELETE', `/categories/${main.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('still holds 1 product');
  });

  it('role matrix: owner and editor (a category with subcategories: 409 for those let through)', async () => {
    const { main } = await branch();
    await expectRoleMatrix(shop, { method: 'DELETE', url: url(`/${main.id}`) }, { ...CATALOG_EDIT, owner: 409, editor: 409 });
  });
});
