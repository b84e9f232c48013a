import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@northbend/shared';
import { auditLog, orders, products, productSlugHistory, productVariants } from '../../../db/schema/index.js';
import { signedInStaff } from '../../../test/back-office.js';
import { insertCustomer } from '../../../test/customers.js';
import { configuredVariant, insertOrder, variantLine } from '../../../test/orders.js';
import { bearer, expectRoleMatrix, staffToken, type MatrixCaller } from '../../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../../test/test-app.js';
import { exportColumns } from './columns.js';
import { csvOf, exportCsv, rowsOf, sampleCsv, sampleRecords, upload } from './test-csv.js';

const shop = useTestShop();
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const db = () => shop.handle.db;

const EDITORS = { owner: 200, editor: 200, sales: 403, warehouse: 403, customer: 401, visitor: 401 };

const productBySku = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];
const variantsOf = (productId: string) =>
  db().select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.sortOrder);
const importAudits = async () => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'catalog.import')))[0]!.n;
const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;

/** The sample's records with every part number (and explicit slug) made new, so each test imports its own products. */
function freshSample(tag: string): Record<string, string>[] {
  return sampleRecords().map((r) => ({
    ...r,
    product_sku: `${r.product_sku}-${tag}`,
    product_slug: r.product_slug && `${r.product_slug}-${tag.toLowerCase()}`,
    variant_sku: r.variant_sku && `${r.variant_sku}-${tag}`,
  }));
}

describe('roles: owner and editor only', () => {
  it('POST /admin/products/import (dry run)', async () => {
    const callers: MatrixCaller[] = ['visitor', 'customer', ...STAFF_ROLES];
    const actual: Record<string, number> = {};
    for (const caller of callers) {
      const token = caller === 'visitor' ? null : caller === 'customer' ? await shop.customerToken() : await staffToken(shop, caller);
      actual[caller] = (await upload(shop, token, sampleCsv(), true)).statusCode;
    }
    expect(actual).toEqual(EDITORS);
  });

  it('GET /admin/products/export and /admin/products/import/sample.csv', async () => {
    await expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/products/export' }, EDITORS);
    await expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/products/import/sample.csv' }, EDITORS);
  });
});

describe('GET /admin/products/export', () => {
  it('answers the whole catalog as a CSV attachment: one row per live variant, archived products marked', async () => {
    const [archived] = await db().select().from(products).where(eq(products.variantsStatus, false)).limit(1);
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived!.id));
    const res = await exportCsv(shop, editor.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const [header, ...rows] = rowsOf(res.rawPayload);
    expect(header).toEqual(exportColumns(['DROPDOWN_SHEET_MATERIAL', 'DROPDOWN_SHEET_THICKNESS']));
    const [{ live }] = await db()
      .select({ live: count() })
      .from(productVariants)
      .where(sql`${productVariants.archivedAt} is null`);
    const [{ plain }] = await db().select({ plain: count() }).from(products).where(eq(products.variantsStatus, false));
    expect(rows).toHaveLength(live + plain);
    const at = (c: string) => header!.indexOf(c);
    const archivedRow = rows.find((r) => r[at('product_sku')] === archived!.sku)!;
    expect(archivedRow[at('product_status')]).toBe('archived');
    expect(rows.filter((r) => r[at('product_status')] === 'archived')).toHaveLength(1);
    await db().update(products).set({ archivedAt: null }).where(eq(products.id, archived!.id));
  });

  it('round-trips: export → dry run finds nothing to create and nothing to update (every row unchanged); an import changes nothing', async () => {
    // The demo seed leaves "Key Angle" without a default (the buyer must choose): that too goes round.
    const first = await exportCsv(shop, editor.token);
    const total = await productCount();

    const dry = await upload(shop, editor.token, first.rawPayload, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().result).toEqual({ created: 0, updated: 0, unchanged: total, changes: [], errors: [] });

    const real = await upload(shop, editor.token, first.rawPayload, false);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().result).toEqual({ created: 0, updated: 0, unchanged: total, errors: [] });
    const again = await exportCsv(shop, editor.token);
    expect(again.body).toBe(first.body);
    expect(await productCount()).toBe(total);
  });

  it('writes cells a spreadsheet would run as formulas with a leading quote, and the import takes it off again', async () => {
    const records = freshSample('INJ').slice(1, 3);
    const hostile = {
      product_name: '=HYPERLINK("http://evil.example","Click")',
      product_description: '@SUM(A1:A9)',
      variant_name: '+1 mm',
    };
    const file = csvOf(records.map((r) => ({ ...r, ...hostile })));
    expect((await upload(shop, editor.token, file, false)).statusCode).toBe(200);
    // Text that starts with a quote before a formula character gets one more quote.
    const quoted = "'=already quoted";
    await db().update(productVariants).set({ description: quoted }).where(eq(productVariants.sku, records[0]!.variant_sku!));

    const res = await exportCsv(shop, editor.token);
    const [header, ...rows] = rowsOf(res.rawPayload);
    const row = rows.find((r) => r[header!.indexOf('product_sku')] === records[0]!.product_sku)!;
    const cell = (c: string) => row[header!.indexOf(c)];
    expect(cell('product_name')).toBe(`'${hostile.product_name}`);
    expect(cell('product_description')).toBe(`'${hostile.product_description}`);
    expect(cell('variant_name')).toBe(`'${hostile.variant_name}`);
    expect(cell('variant_description')).toBe(`'${quoted}`);

    // Importing the export stores the same text, not the quoted one.
    expect((await upload(shop, editor.token, res.rawPayload, false)).statusCode).toBe(200);
    const p = await productBySku(records[0]!.product_sku!);
    expect(p!.name).toBe(hostile.product_name);
    expect(p!.description).toBe(hostile.product_description);
    const [v] = await variantsOf(p!.id);
    expect(v!.name).toBe(hostile.variant_name);
    expect(v!.description).toBe(quoted);
  });
});

describe('POST /admin/products/import', () => {
  it('a dry run of the sample file reports what it would do and writes nothing', async () => {
    const [before, audits] = [await productCount(), await importAudits()];
    const res = await upload(shop, editor.token, sampleCsv(), true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      // The sample's product_status says active (published, issue 28) or archived.
      message: 'The file is ready to import: 4 products to create, 0 to update. Status: 3 published, 1 archived.',
      result: { created: 4, updated: 0, unchanged: 0, changes: [], errors: [] },
    });
    expect(await productCount()).toBe(before);
    expect(await importAudits()).toBe(audits);
  });

  it('refuses a control character in the file name with 400 naming it, and imports nothing (issue 28)', async () => {
    const [before, audits] = [await productCount(), await importAudits()];
    const res = await upload(shop, editor.token, sampleCsv(), false, 'spring\u0000.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('file: the file name may not contain control characters');
    expect(await productCount()).toBe(before);
    expect(await importAudits()).toBe(audits);
  });

  it('imports the sample: every column stored as the product editor stores it, one audit entry, caches cleared', async () => {
    const audits = await importAudits();
    const res = await upload(shop, editor.token, sampleCsv(), false, 'spring-catalog.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ created: 4, updated: 0, unchanged: 0, errors: [] });

    const plain = await productBySku('NB-SAMPLE-RD-A-0655');
    expect(plain).toMatchObject({
      name: 'Thick Turret Round Punch Ø 6.55 mm – A Station',
      slug: 'thick-turret-round-punch-6-55-mm-a-station',
      priceCents: 4950,
      quantity: 40,
      variantsStatus: false,
      archivedAt: null,
      images: ['/images/products/round-punch.png', '/images/products/round-punch-detail.png'],
      imageAlts: ['Round punch, side view', 'Round punch tip, close up'],
      keywords: { DROPDOWN_SHEET_MATERIAL: ['mild-steel', 'stainless-steel-304'], DROPDOWN_SHEET_THICKNESS: ['1-0-mm', '2-0-mm'] },
    });
    expect(plain!.machineModelIds).toHaveLength(2);

    const punch = await productBySku('NB-SAMPLE-RDHD-B');
    expect(punch).toMatchObject({ slug: 'heavy-duty-round-punch-b-station-sample', variantsStatus: true, priceCents: 7200 });
    expect(punch!.description).toContain('\nPowder-metallurgy');
    const variants = await variantsOf(punch!.id);
    expect(variants.map((v) => [v.sku, v.priceCents, v.sortOrder, v.mmEnabled, v.mmMin, v.mmMax, v.inEnabled, v.inMin, v.inMax])).toEqual([
      ['NB-SAMPLE-RDHD-B-0810', 7200, 1, true, 8.1, 16, true, 0.319, 0.63],
      ['NB-SAMPLE-RDHD-B-1610', 8950, 2, true, 16.1, 31.7, false, null, null],
    ]);
    expect(variants[0]!.options.map(({ name, link, children }) => ({ name, link, children }))).toEqual([
      {
        name: 'Die Clearance',
        link: 5,
        children: [
          { name: '0.10 mm', priceCents: 0, isDefault: false },
          { name: '0.15 mm', priceCents: 0, isDefault: true },
          { name: '0.20 mm', priceCents: 0, isDefault: false },
        ],
      },
      {
        name: 'Coating',
        link: 0,
        children: [
          { name: 'None', priceCents: 0, isDefault: true },
          { name: 'TiN', priceCents: 1800, isDefault: false },
          { name: 'TiCN', priceCents: 2600, isDefault: false },
        ],
      },
    ]);
    expect((await productBySku('NB-SAMPLE-KEY-OLD'))!.archivedAt).not.toBeNull();

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.import'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(await importAudits()).toBe(audits + 1);
    expect(entry).toMatchObject({
      staffId: editor.id,
      entityType: 'catalog',
      summary: 'CSV import of spring-catalog.csv: 4 products created, 0 updated',
      after: { file: 'spring-catalog.csv', rows: 5, created: 4, updated: 0, variants_archived: 0, variants_deleted: 0 },
    });

    // The storefront sees it at once (the category counts were cleared with the caches).
    const list = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/search', payload: { search: 'NB-SAMPLE-RDHD-B' } });
    expect(JSON.stringify(list.json())).toContain('NB-SAMPLE-RDHD-B');

    const again = await upload(shop, editor.token, sampleCsv(), true);
    // The same file again changes nothing: no product counts as updated (issue 28 item 7).
    expect(again.json().result).toEqual({ created: 0, updated: 0, unchanged: 4, changes: [], errors: [] });
  });

  it('previews each changed row field by field, counts only rows that change, and audits every price change (issue 28 item 7)', async () => {
    const records = freshSample('DIFF');
    expect((await upload(shop, editor.token, csvOf(records), false)).statusCode).toBe(200);
    const plainSku = records[0]!.product_sku!;
    const before = (await productBySku(plainSku))!;
    const edited = records.map((r, i) => (i === 0 ? { ...r, product_price: '52.25', product_name: `${r.product_name} (new edge)` } : r));

    const dry = await upload(shop, editor.token, csvOf(edited), true);
    expect(dry.statusCode, dry.body).toBe(200);
    const result = dry.json().result;
    const skus = new Set(records.map((r) => r.product_sku));
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: skus.size - 1, errors: [] });
    expect(result.changes).toEqual([
      {
        row: 2,
        product_sku: plainSku,
        product_name: `${records[0]!.product_name} (new edge)`,
        fields: [
          { field: 'product_name', before: before.name, after: `${records[0]!.product_name} (new edge)` },
          { field: 'product_price', before: (before.priceCents / 100).toFixed(2), after: '52.25' },
        ],
      },
    ]);
    expect(dry.json().message).toContain('0 products to create, 1 to update, 3 unchanged.');

    const real = await upload(shop, editor.token, csvOf(edited), false, 'price-rise.csv');
    expect(real.statusCode, real.body).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.import'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.summary).toBe('CSV import of price-rise.csv: 0 products created, 1 updated, 3 unchanged; 1 price changes');
    expect(entry!.after).toMatchObject({
      price_changes: [{ product_sku: plainSku, field: 'product_price', before: (before.priceCents / 100).toFixed(2), after: '52.25' }],
    });
    // An unchanged product is not written: its last change stays what it was.
    const untouched = records.find((r) => r.product_sku !== plainSku)!.product_sku!;
    const [kept] = await db().select({ updatedAt: products.updatedAt }).from(products).where(eq(products.sku, untouched));
    expect(kept!.updatedAt.getTime()).toBeLessThan(entry!.createdAt.getTime());
  });

  it('updates by part number (any case): a file of part numbers and prices changes only prices, at once in the public API', async () => {
    const records = freshSample('UPD');
    expect((await upload(shop, editor.token, csvOf(records), false)).statusCode).toBe(200);
    const punch = (await productBySku(records[1]!.product_sku!))!;
    const variantsBefore = await variantsOf(punch.id);

    const prices = csvOf([
      { product_sku: records[0]!.product_sku!.toLowerCase(), product_price: '52.25' },
      { product_sku: punch.sku, product_price: '$1,075.00' },
    ]);
    const res = await upload(shop, editor.token, prices, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ created: 0, updated: 2, unchanged: 0, errors: [] });

    const plain = (await productBySku(records[0]!.product_sku!.toLowerCase()))!;
    expect(plain.priceCents).toBe(5225);
    expect(plain.name).toBe(records[0]!.product_name);
    expect(plain.imageAlts).toEqual(['Round punch, side view', 'Round punch tip, close up']);
    expect(await variantsOf(punch.id)).toEqual(variantsBefore);

    const customer = await insertCustomer(db());
    const seen = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/product/public/${plain.id}`,
      headers: bearer(await shop.customerToken(customer.id)),
    });
    expect(seen.json().result.product_price).toBe(52.25);
  });

  it('keeps a renamed product’s old slug redirecting; new products get free slugs from their names', async () => {
    const records = freshSample('SLUG');
    expect((await upload(shop, editor.token, csvOf(records), false)).statusCode).toBe(200);
    const punch = (await productBySku(records[1]!.product_sku!))!;
    const renamed = records.map((r) => (r.product_sku === punch.sku ? { ...r, product_slug: `${punch.slug}-xl` } : r));
    // Two new products of one name: the second gets -2.
    const twins = ['A', 'B'].map((n) => ({
      ...records[0]!,
      product_sku: `NB-TWIN-${n}`,
      product_slug: '',
      product_name: 'Twin Punch Slug Test',
    }));
    const res = await upload(shop, editor.token, csvOf([...renamed, ...twins]), false);
    expect(res.statusCode, res.body).toBe(200);
    expect((await productBySku(punch.sku))!.slug).toBe(`${punch.slug}-xl`);
    const [history] = await db().select().from(productSlugHistory).where(eq(productSlugHistory.slug, punch.slug));
    expect(history?.productId).toBe(punch.id);
    expect([(await productBySku('NB-TWIN-A'))!.slug, (await productBySku('NB-TWIN-B'))!.slug]).toEqual([
      'twin-punch-slug-test',
      'twin-punch-slug-test-2',
    ]);
  });

  it('numbers many new products of one name in one pass, past slugs already taken (issue 28 item 8)', async () => {
    const [first] = freshSample('MANY');
    const name = `Many Punch ${randomUUID().slice(0, 8)}`;
    const root = name.toLowerCase().replace(/ /g, '-');
    // A product of the shop already holds root-3: the file's rows go round it.
    const taken = { ...first!, product_sku: `NB-MANY-${root}`, product_slug: `${root}-3`, product_name: 'Other' };
    expect((await upload(shop, editor.token, csvOf([taken]), false)).statusCode).toBe(200);
    const rows = Array.from({ length: 40 }, (_, i) => ({
      ...first!,
      product_sku: `NB-MANY-${i}-${root}`,
      product_slug: '',
      product_name: name,
    }));
    const res = await upload(shop, editor.token, csvOf(rows), false);
    expect(res.statusCode, res.body).toBe(200);
    const slugs = await Promise.all(rows.map(async (r) => (await productBySku(r.product_sku))!.slug));
    expect(slugs.slice(0, 4)).toEqual([root, `${root}-2`, `${root}-4`, `${root}-5`]);
    expect(new Set(slugs).size).toBe(40);
    expect(slugs.at(-1)).toBe(`${root}-41`);
  });

  it('lists every mistake by row, in words naming the column, and a real run then writes nothing (400)', async () => {
    const [good, ...rest] = freshSample('ERR');
    // Each product of the punch's rows gets a slug of its own name (the sample's explicit one would clash).
    const punch = { ...rest[0]!, product_slug: '' };
    const file = csvOf(
      [
        good!,
        {
          ...good!,
          product_sku: 'NB-ERR-2',
          product_categories: 'round-punchs',
          product_machine_makes: 'Amadda',
          product_machine_models: '',
        },
        { ...good!, product_sku: 'NB-ERR-3', product_machine_models: 'Amada:EMK 9999', 'keyword:DROPDOWN_SHEET_THICKNESS': '7 mm' },
        { ...good!, product_sku: 'NB-ERR-4', product_price: '12,5', product_status: 'gone' },
        { ...punch, product_sku: 'NB-ERR-5', variant_sku: 'NB-ERR-5-A', variant_mm_min: '10', variant_mm_max: '5' },
        { ...punch, product_sku: 'NB-ERR-5', variant_sku: 'NB-ERR-5-B', variant_options: 'Coating=None:0*|TiN:12.50*' },
        { ...punch, product_sku: 'NB-ERR-6', variant_sku: 'NB-TT-RDHD-A-0160' },
        { ...punch, product_sku: 'NB-ERR-7', variant_sku: 'NB-ERR-SHARED' },
        { ...punch, product_sku: 'NB-ERR-8', variant_sku: 'NB-ERR-SHARED', product_price: '-3' },
        {
          ...punch,
          product_sku: 'NB-ERR-9',
          variant_sku: 'NB-ERR-9-A',
          variant_options: 'Coating None:0*',
          product_slug: 'heavy-duty-round-punch-a-station',
        },
      ],
      [...Object.keys(good!), 'colour'],
    );
    const errors = [
      { row: 1, message: 'column colour is not a column of the catalog file (see the column list)' },
      { row: 3, message: 'product_categories: there is no category with the slug "round-punchs"' },
      { row: 3, message: 'product_machine_makes: there is no machine make "Amadda"' },
      { row: 4, message: 'product_machine_models: there is no machine model "EMK 9999" of the make "Amada"' },
      { row: 4, message: 'keyword:DROPDOWN_SHEET_THICKNESS: "7 mm" is not an option of Sheet Thickness' },
      { row: 5, message: 'product_status must be draft, published or archived, not "gone"' },
      { row: 5, message: 'product_price must be a number' },
      { row: 6, message: 'variant_mm_min and variant_mm_max: min must not be greater than max' },
      { row: 7, message: 'variant_options: "Coating" has more than one default choice (a * after a price marks the default)' },
      {
        row: 8,
        message: 'variant_sku NB-TT-RDHD-A-0160 is already used by a variant of "Heavy Duty Round Punch – A Station" (NB-TT-RDHD-A)',
      },
      { row: 10, message: 'product_price cannot be negative' },
      {
        row: 11,
        message:
          'variant_options: "Coating None:0*" has no = between the option name and its choices (write Name=choice:price|choice:price, options separated by ;)',
      },
    ];
    const [before, audits] = [await productCount(), await importAudits()];

    const dry = await upload(shop, editor.token, file, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().result).toEqual({ created: 0, updated: 0, errors });

    const real = await upload(shop, editor.token, file, false);
    expect(real.statusCode).toBe(400);
    expect(real.json()).toEqual({
      status: false,
      message: `The file has ${errors.length} mistakes. Nothing was imported.`,
      result: { created: 0, updated: 0, errors },
    });
    expect(await productCount()).toBe(before);
    expect(await importAudits()).toBe(audits);
    expect(await productBySku(good!.product_sku!)).toBeUndefined();
  });

  it('names part numbers a file gives twice, and slugs other products use', async () => {
    const [good, sample] = freshSample('DUP');
    const punch = { ...sample!, product_slug: '' };
    const file = csvOf([
      { ...punch, product_sku: 'NB-DUP-1', variant_sku: 'NB-DUP-SAME' },
      { ...punch, product_sku: 'NB-DUP-2', variant_sku: 'nb-dup-same' },
      { ...punch, product_sku: 'NB-DUP-3', variant_sku: 'NB-DUP-3-A' },
      { ...punch, product_sku: 'NB-DUP-3', variant_sku: 'NB-DUP-3-A', variant_order: '2' },
      { ...good!, product_slug: 'heavy-duty-round-punch-a-station' },
    ]);
    const res = await upload(shop, editor.token, file, true);
    expect(res.json().result.errors).toEqual([
      { row: 3, message: 'variant_sku nb-dup-same is also a variant of product_sku NB-DUP-1 (row 2)' },
      { row: 5, message: 'variant_sku NB-DUP-3-A is used twice' },
      { row: 6, message: 'product_slug heavy-duty-round-punch-a-station is already used by "Heavy Duty Round Punch – A Station"' },
    ]);
  });

  it('one bad row among good ones: nothing is written', async () => {
    const records = freshSample('ONE');
    const bad = { ...records[0]!, product_sku: 'NB-ONE-BAD', product_categories: 'no-such-category' };
    const [before, audits] = [await productCount(), await importAudits()];
    const res = await upload(shop, editor.token, csvOf([...records, bad]), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toEqual({
      created: 0,
      updated: 0,
      errors: [{ row: 7, message: 'product_categories: there is no category with the slug "no-such-category"' }],
    });
    expect(await productCount()).toBe(before);
    expect(await importAudits()).toBe(audits);
    const written = await db()
      .select({ n: count() })
      .from(products)
      .where(
        inArray(
          products.sku,
          records.map((r) => r.product_sku!),
        ),
      );
    expect(written[0]!.n).toBe(0);
  });

  it('removes the variants a file no longer lists: archived when ordered, deleted otherwise; listing one again brings it back', async () => {
    const [, punch] = freshSample('RM');
    const variant = (suffix: string, order: string) => ({ ...punch!, variant_sku: `NB-RM-${suffix}`, variant_order: order });
    const all = [variant('A', '1'), variant('B', '2'), variant('C', '3')];
    expect((await upload(shop, editor.token, csvOf(all), false)).statusCode).toBe(200);
    const product = (await productBySku(punch!.product_sku!))!;
    const [a, b, c] = await variantsOf(product.id);
    const customer = await insertCustomer(db());
    const line = {
      ...variantLine('Heavy Duty Round Punch', [configuredVariant('Ø 8.1–16.0', 1, { variantId: b!.id })]),
      productId: product.id,
    };
    await insertOrder(db(), customer.id, { lines: [line] });

    const res = await upload(shop, editor.token, csvOf([all[0]!]), false);
    expect(res.statusCode, res.body).toBe(200);
    const left = await variantsOf(product.id);
    expect(left.map((v) => [v.id, v.archivedAt === null])).toEqual([
      [a!.id, true],
      [b!.id, false],
    ]);
    expect(left.some((v) => v.id === c!.id)).toBe(false);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.import'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.after).toMatchObject({ variants_archived: 1, variants_deleted: 1 });
    const publicView = await shop.app.inject({ method: 'GET', url: `/api/v1/product/public/${product.id}` });
    expect(publicView.json().result.product_variants.map((v: { variant_sku: string }) => v.variant_sku)).toEqual(['NB-RM-A']);

    expect((await upload(shop, editor.token, csvOf(all.slice(0, 2)), false)).statusCode).toBe(200);
    const back = await db()
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), sql`${productVariants.archivedAt} is null`));
    expect(back.map((v) => v.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(await db().select({ n: count() }).from(orders).where(eq(orders.customerId, customer.id))).toEqual([{ n: 1 }]);
  });

  it('reads what spreadsheets save: semicolons, Windows-1252, formatted prices, empty trailing rows', async () => {
    const text =
      'product_sku;product_name;product_price;product_categories\r\nNB-WIN-1;Rundstempel Ø 5 mm;"1.234,00";keys\r\nNB-WIN-2;Schlüssel;$9.50;keys\r\n;;;\r\n';
    const res = await upload(shop, editor.token, Buffer.from(text, 'latin1'), true);
    expect(res.json().result).toEqual({ created: 0, updated: 0, errors: [{ row: 2, message: 'product_price must be a number' }] });
    const fixed = Buffer.from(text.replace('"1.234,00"', '1234.00'), 'latin1');
    expect((await upload(shop, editor.token, fixed, false)).json().result).toEqual({ created: 2, updated: 0, unchanged: 0, errors: [] });
    expect((await productBySku('NB-WIN-1'))!.name).toBe('Rundstempel Ø 5 mm');
    expect((await productBySku('NB-WIN-2'))!.priceCents).toBe(950);
  });

  it('refuses a file it cannot read as the catalog CSV with 400 and a message', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    const cases: [Buffer, string][] = [
      [Buffer.alloc(0), 'The file is empty.'],
      [Buffer.from('\ufeff\r\n'), 'The file is empty.'],
      [png, 'The file is not a CSV file (it holds binary data).'],
      [
        Buffer.from('504b0304140000000800', 'hex'),
        'This is an Excel workbook (.xlsx), not a CSV file: in Excel choose File › Save As › CSV UTF-8, then import that file.',
      ],
      [
        Buffer.from('NB-1,Punch,12.00\nNB-2,Die,14.00\n'),
        'The first row must be the header with the column names (product_sku, product_name, …): start from an export or the sample file.',
      ],
      [Buffer.from('product_sku,product_name\r\n'), 'The file has a header but no product rows.'],
      [
        Buffer.from('product_sku,product_name\r\n"NB-1,Punch\r\n'),
        'The file is not valid CSV: a quoted cell opened near line 3 is never closed.',
      ],
    ];
    for (const [file, message] of cases) {
      for (const dryRun of [true, false]) {
        const res = await upload(shop, editor.token, file, dryRun);
        expect(res.statusCode, message).toBe(400);
        expect(res.json()).toEqual({ status: false, message, result: { created: 0, updated: 0, errors: [{ row: 1, message }] } });
      }
    }
  });

  it('wants one file in a multipart form', async () => {
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/import?dry_run=true',
      headers: bearer(editor.token),
      payload: { file: 'product_sku\nNB-1' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the CSV file as multipart/form-data (field "file").');
    const badQuery = await upload(shop, editor.token, sampleCsv(), 'maybe' as unknown as boolean);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toBe('dry_run must be true or false');
  });
});

describe('GET /admin/products/import/sample.csv', () => {
  it('serves the documented sample file', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/v1/admin/products/import/sample.csv', headers: bearer(editor.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload).toEqual(sampleCsv());
  });
});
