import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, keywordDropdowns, products } from '../../db/schema/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { insertCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { addProduct, lastAudit, productRow, storefront } from './test-catalog-lists.js';

const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const publicApi = beforeAllValue(async () => storefront(shop));
const CATALOG_EDIT = { owner: 200, editor: 200, sales: 403, warehouse: 403, customer: 401, visitor: 401 };

const MATERIALS = [
  { value: 'mild-steel', name: 'Mild Steel' },
  { value: 'stainless-steel-304', name: 'Stainless Steel 304' },
  { value: 'copper', name: 'Copper' },
  { value: 'brass', name: 'Brass' },
];
const THICKNESSES = [
  { value: '1-0-mm', name: '1.0 mm (0.039 in)' },
  { value: '2-0-mm', name: '2.0 mm (0.079 in)' },
];

/** Both dropdowns as the seed has them, and no product or profile holding a value yet. */
async function resetDropdowns() {
  const db = shop.handle.db;
  await db.update(products).set({ keywords: {} });
  await db.update(companies).set({ sheetMaterials: [], sheetThicknesses: [] });
  await db.delete(keywordDropdowns);
  await db.insert(keywordDropdowns).values([
    { id: 'DROPDOWN_SHEET_MATERIAL', name: 'Sheet Material', options: MATERIALS },
    { id: 'DROPDOWN_SHEET_THICKNESS', name: 'Sheet Thickness', options: THICKNESSES },
  ]);
}

const save = (id: string, body: unknown) => editor.send('PUT', `/keywords/${id}`, body);

describe('GET /api/v1/admin/keywords', () => {
  it('lists both dropdowns with how many products and customer profiles hold each value', async () => {
    await resetDropdowns();
    await addProduct(shop.handle.db, { keywords: { DROPDOWN_SHEET_MATERIAL: ['copper', 'brass'], DROPDOWN_SHEET_THICKNESS: ['1-0-mm'] } });
    await insertCustomer(shop.handle.db, {}, { sheetMaterials: ['copper'], sheetThicknesses: ['2-0-mm'] });
    const res = await editor.send('GET', '/keywords');
    expect(res.statusCode, res.body).toBe(200);
    const [material, thickness] = res.json().result;
    expect(material).toMatchObject({ _id: 'DROPDOWN_SHEET_MATERIAL', name: 'Sheet Material' });
    expect(material.options.find((o: { value: string }) => o.value === 'copper')).toEqual({
      value: 'copper',
      name: 'Copper',
      product_count: 1,
      customer_count: 1,
    });
    expect(material.options.find((o: { value: string }) => o.value === 'mild-steel')).toMatchObject({
      product_count: 0,
      customer_count: 0,
    });
    expect(thickness.options).toEqual([
      { value: '1-0-mm', name: '1.0 mm (0.039 in)', product_count: 1, customer_count: 0 },
      { value: '2-0-mm', name: '2.0 mm (0.079 in)', product_count: 0, customer_count: 1 },
    ]);
  });

  it('role matrix: owner and editor', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/keywords' }, CATALOG_EDIT));
});

describe('PUT /api/v1/admin/keywords/{id}', () => {
  it('adds, renames and reorders options: the storefront dropdown shows the new list at once; audited before → after', async () => {
    await resetDropdowns();
    const options = [
      { value: 'copper', name: 'Copper C110' },
      { value: 'mild-steel', name: 'Mild Steel' },
      { value: 'stainless-steel-304', name: 'Stainless Steel 304' },
      { value: 'brass', name: 'Brass' },
      { value: 'titanium-grade-2', name: 'Titanium Grade 2' },
    ];
    const res = await save('DROPDOWN_SHEET_MATERIAL', { options });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The dropdown has been saved.');
    expect(res.json().result.options.map((o: { name: string }) => o.name)).toEqual(options.map((o) => o.name));
    expect(await publicApi.keywordOptions('DROPDOWN_SHEET_MATERIAL')).toEqual(options);
    expect(await lastAudit(shop, 'DROPDOWN_SHEET_MATERIAL')).toMatchObject({
      action: 'keyword_dropdown.update',
      summary: 'Sheet Material: added "Titanium Grade 2"; renamed "Copper" → "Copper C110"; reordered',
      before: { name: 'Sheet Material', options: MATERIALS },
      after: { name: 'Sheet Material', options, products_changed: 0, customer_profiles_changed: 0 },
    });
  });

  it('a removed value leaves every product and customer profile that had it, in the same save; the audit says how many', async () => {
    await resetDropdowns();
    const db = shop.handle.db;
    const both = await addProduct(db, {
      keywords: { DROPDOWN_SHEET_MATERIAL: ['copper', 'brass', 'mild-steel'], DROPDOWN_SHEET_THICKNESS: ['1-0-mm'] },
    });
    const brassOnly = await addProduct(db, { keywords: { DROPDOWN_SHEET_MATERIAL: ['brass'] } });
    const untouched = await addProduct(db, { keywords: { DROPDOWN_SHEET_MATERIAL: ['mild-steel'] } });
    const customer = await insertCustomer(db, {}, { sheetMaterials: ['brass', 'mild-steel'], sheetThicknesses: ['1-0-mm'] });

    const res = await save('DROPDOWN_SHEET_MATERIAL', { options: MATERIALS.filter((o) => o.value !== 'brass' && o.value !== 'copper') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The dropdown has been saved. The removed values were taken off 2 products and 1 customer profile.');
    expect((await productRow(db, both.id)).keywords).toEqual({
      DROPDOWN_SHEET_MATERIAL: ['mild-steel'],
      DROPDOWN_SHEET_THICKNESS: ['1-0-mm'],
    });
    expect((await productRow(db, brassOnly.id)).keywords).toEqual({ DROPDOWN_SHEET_MATERIAL: [] });
    const untouchedRow = await productRow(db, untouched.id);
    expect(untouchedRow.keywords).toEqual({ DROPDOWN_SHEET_MATERIAL: ['mild-steel'] });
    expect(untouchedRow.updatedAt.getTime()).toBe(untouched.updatedAt.getTime());
    const [profile] = await db.select().from(companies).where(eq(companies.id, customer.companyId));
    expect(profile).toMatchObject({ sheetMaterials: ['mild-steel'], sheetThicknesses: ['1-0-mm'] });
    expect((await publicApi.keywordOptions('DROPDOWN_SHEET_MATERIAL')).map((o) => o.value)).toEqual(['mild-steel', 'stainless-steel-304']);
    expect(await lastAudit(shop, 'DROPDOWN_SHEET_MATERIAL')).toMatchObject({
      summary: 'Sheet Material: removed "Copper", "Brass" (taken off 2 products and 1 customer profile)',
      after: { products_changed: 2, customer_profiles_changed: 1 },
    });
  });

  it('renames the dropdown itself; the same list again changes nothing and writes no audit entry', async () => {
    await resetDropdowns();
    const res = await save('DROPDOWN_SHEET_THICKNESS', { name: 'Sheet thickness', options: THICKNESSES });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/v1/product/keyword/public/dropdown/find/DROPDOWN_SHEET_THICKNESS' })).json().result
        .productDropdown_name,
    ).toBe('Sheet thickness');
    const audit = await lastAudit(shop, 'DROPDOWN_SHEET_THICKNESS');
    const again = await save('DROPDOWN_SHEET_THICKNESS', { name: 'Sheet thickness', options: THICKNESSES });
    expect(again.json().message).toBe('Nothing to change.');
    expect((await lastAudit(shop, 'DROPDOWN_SHEET_THICKNESS'))?.id).toBe(audit?.id);
  });

  it('refuses bad lists with a message naming the field, an unknown dropdown with 404', async () => {
    await resetDropdowns();
    const cases: [unknown, string][] = [
      [{}, 'options must be a list'],
      [{ options: [] }, 'options needs at least one choice'],
      [{ options: [{ value: 'Brass Alloy', name: 'Brass' }] }, 'options.value may hold only lower-case letters, digits and single hyphens'],
      [{ options: [{ value: 'brass', name: ' ' }] }, 'options.name is required'],
      [
        {
          options: [
            { value: 'brass', name: 'Brass' },
            { value: 'brass', name: 'Brass 2' },
          ],
        },
        'options.value "brass" is listed twice',
      ],
      [
        {
          options: [
            { value: 'brass', name: 'Brass' },
            { value: 'brass-2', name: 'brass' },
          ],
        },
        'options.name "brass" is listed twice',
      ],
      [{ name: '', options: MATERIALS }, 'name is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await save('DROPDOWN_SHEET_MATERIAL', payload);
      expect({ status: res.statusCode, message: res.json().message }, JSON.stringify(payload)).toEqual({ status: 400, message });
    }
    expect((await save('DROPDOWN_NOPE', { options: MATERIALS })).statusCode).toBe(404);
    expect((await save('not-an-id', { options: MATERIALS })).statusCode).toBe(400);
    expect(await publicApi.keywordOptions('DROPDOWN_SHEET_MATERIAL')).toEqual(MATERIALS);
  });

  it('role matrix: owner and editor', async () => {
    await resetDropdowns();
    await expectRoleMatrix(
      shop,
      { method: 'PUT', url: '/api/v1/admin/keywords/DROPDOWN_SHEET_THICKNESS', payload: { options: THICKNESSES } },
      CATALOG_EDIT,
    );
  });
});
