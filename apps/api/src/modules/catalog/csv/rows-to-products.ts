import { centsToDollars, CSV_PRODUCT_STATUSES, ProductInput } from '@northbend/shared';
import type { z } from 'zod';
import type { products, productVariants } from '../../../db/schema/index.js';
import { indexOfUnescaped, readList, readNumber, splitUnescaped, unescapeText } from './cells.js';
import { PRODUCT_COLUMNS, VARIANT_COLUMNS, type Columns } from './columns.js';
import { modelKey, type CatalogNames } from './lookups.js';
import { optionsInput, readOptions } from './options-cell.js';
import { boxMistake, boxOf, readBox } from './shipping-cells.js';
import type { CsvRow } from './parse.js';
import { timeSlices } from '../../../lib/time-slices.js';

// From rows to products: the rows of one part number form one product, each row one variant.
// Each product is built as the body the product editor would send and checked with the same
// shared ProductInput schema, so a mistake reads the same in the CSV report as in the editor.
// A column the file leaves out keeps the existing product's value (a new product gets the
// schema's default): a file of part numbers and prices only changes prices.

/** A product's columns but the search vector (import-queries.ts reads them so). */
export type ProductRecord = Omit<typeof products.$inferSelect, 'search'>;
export type VariantRecord = typeof productVariants.$inferSelect;

export interface RowError {
  row: number;
  message: string;
}

/** The rows of one part number, in file order. */
export interface RowGroup {
  sku: string;
  rows: CsvRow[];
}

/** The catalog's product for a part number (any case), with all its variants (archived ones too). */
export interface ExistingProduct {
  product: ProductRecord;
  variants: VariantRecord[];
}

export interface BuiltProduct {
  group: RowGroup;
  existing: ExistingProduct | null;
  /** Valid input, or undefined when the product has errors. */
  input?: ProductInput;
  /** product_status when the file has the column; undefined keeps the current state. */
  status?: (typeof CSV_PRODUCT_STATUSES)[number];
  /** The spreadsheet row of each of input.product_variants. */
  variantRows: number[];
  /** The file lists this product's variants in full (it has the variant columns). */
  replacesVariants: boolean;
  errors: RowError[];
}

type Body = Record<string, unknown>;
const upper = (s: string) => s.trim().toUpperCase();

/** Rows by part number (any case), in the order each first appears; rows without one are errors. */
export async function groupRows(rows: CsvRow[], columns: Columns): Promise<{ groups: RowGroup[]; errors: RowError[] }> {
  const skuAt = columns.at.get('product_sku')!;
  const groups = new Map<string, RowGroup>();
  const errors: RowError[] = [];
  const breathe = timeSlices();
  for (const row of rows) {
    await breathe();
    const sku = (row.cells[skuAt] ?? '').trim();
    if (!sku) {
      errors.push({ row: row.row, message: 'product_sku is required' });
      continue;
    }
    const group = groups.get(upper(sku));
    if (group) group.rows.push(row);
    else groups.set(upper(sku), { sku, rows: [row] });
  }
  return { groups: [...groups.values()], errors };
}

/** Builds one product from its rows and checks it with ProductInput. */
export function buildProduct(group: RowGroup, existing: ExistingProduct | null, columns: Columns, names: CatalogNames): BuiltProduct {
  const errors: RowError[] = [];
  const first = group.rows[0]!;
  const cell = (row: CsvRow, column: string): string => (row.cells[columns.at.get(column)!] ?? '').trim();
  const has = (column: string) => columns.at.has(column);
  const fail = (message: string, row = first.row) => errors.push({ row, message });

  checkRepeatedCells(group, columns, fail);

  const body: Body = existing ? existingBody(existing) : {};
  body.product_sku = group.sku;
  for (const column of ['product_name', 'product_slug', 'product_description'] as const)
    if (has(column)) body[column] = cell(first, column);
  for (const column of ['product_price', 'product_quantity'] as const) if (has(column)) body[column] = readNumber(cell(first, column));
  // Shipping (decision 031): empty clears the weight (the category's default applies) or the box.
  if (has('product_shipping_weight')) body.product_shipping_weight = readNumber(cell(first, 'product_shipping_weight')) ?? null;
  if (has('product_shipping_box'))
    body.product_shipping_dimensions = boxCell(cell(first, 'product_shipping_box'), 'product_shipping_box', fail);
  if (has('product_categories')) body.product_category_ids = categoryIds(cell(first, 'product_categories'), names, fail);
  if (has('product_machine_makes')) body.product_machine_make_ids = makeIds(cell(first, 'product_machine_makes'), names, fail);
  if (has('product_machine_models')) body.product_machine_model_ids = modelIds(cell(first, 'product_machine_models'), names, fail);
  checkModelsOfMakes(body, names, fail);
  if (has('product_images') || has('product_image_alts')) body.product_images = images(body, first, cell, has, fail);
  if (columns.keywords.size) body.product_keywords = keywords(body, first, columns, names, fail);

  let status: BuiltProduct['status'];
  if (has('product_status')) {
    const value = cell(first, 'product_status').toLowerCase() || 'published';
    if (value === 'active') status = 'published';
    else if ((CSV_PRODUCT_STATUSES as readonly string[]).includes(value)) status = value as BuiltProduct['status'];
    else fail(`product_status must be draft, published or archived, not "${cell(first, 'product_status')}"`);
    if (status) body.product_status = status;
  }
  // Checked by ProductInput as the editor's is; empty: published at once.
  if (has('product_publish_at')) body.product_publish_at = cell(first, 'product_publish_at') || null;

  let variantRows: number[] = [];
  if (columns.hasVariants) {
    const built = variants(group, existing, columns, cell, fail);
    body.product_variants = built.bodies;
    variantRows = built.rows;
  } else if (existing) {
    variantRows = liveVariants(existing).map(() => first.row);
  }

  const built: BuiltProduct = { group, existing, status, variantRows, replacesVariants: columns.hasVariants, errors };
  const parsed = ProductInput.safeParse(body);
  if (!parsed.success) {
    // "needs at least one category" says nothing new after "no category with the slug …".
    const unknownCategory = errors.some((e) => e.message.startsWith('product_categories:'));
    for (const issue of parsed.error.issues) {
      if (unknownCategory && issue.path[0] === 'product_category_ids') continue;
      fail(issueMessage(issue), issueRow(issue.path, variantRows, first.row));
    }
  }
  if (parsed.success && !errors.length) built.input = parsed.data;
  return built;
}

/** Later rows of a product may leave its product cells empty; filled ones must say the same as its first row. */
function checkRepeatedCells(group: RowGroup, columns: Columns, fail: (message: string, row: number) => void): void {
  const [first, ...rest] = group.rows;
  const productColumns: [string, number][] = [
    ...PRODUCT_COLUMNS.filter((c) => c !== 'product_sku' && columns.at.has(c)).map((c): [string, number] => [c, columns.at.get(c)!]),
    ...[...columns.keywords].map(([id, at]): [string, number] => [`keyword:${id}`, at]),
  ];
  for (const row of rest) {
    for (const [name, at] of productColumns) {
      const value = (row.cells[at] ?? '').trim();
      if (value && value !== (first!.cells[at] ?? '').trim()) {
        fail(
          `${name} differs from row ${first!.row} of the same product_sku ${group.sku}: a product's rows carry the same product columns (or leave them empty after the first)`,
          row.row,
        );
      }
    }
  }
}

const liveVariants = (e: ExistingProduct) => e.variants.filter((v) => !v.archivedAt);

/** What the editor would send for the product as it is now. */
function existingBody({ product: p, ...e }: ExistingProduct): Body {
  return {
    product_name: p.name,
    product_slug: p.slug,
    product_description: p.description,
    product_price: centsToDollars(p.priceCents),
    product_quantity: p.quantity,
    product_images: p.images.map((url, i) => ({ url, alt: p.imageAlts[i] ?? '' })),
    product_category_ids: p.categoryIds,
    product_machine_make_ids: p.machineMakeIds,
    product_machine_model_ids: p.machineModelIds,
    product_keywords: p.keywords,
    product_shipping_weight: p.shippingWeightLb,
    product_shipping_dimensions: boxOf(p),
    product_variants: liveVariants({ product: p, ...e }).map(existingVariantBody),
  };
}

function existingVariantBody(v: VariantRecord): Body {
  return {
    variant_name: v.name,
    variant_sku: v.sku,
    variant_price: centsToDollars(v.priceCents),
    variant_order: v.sortOrder,
    variant_description: v.description,
    variant_image: v.image,
    variant_measurement: {
      mm_status: v.mmEnabled,
      in_status: v.inEnabled,
      mm: { min: v.mmMin, max: v.mmMax },
      in: { min: v.inMin, max: v.inMax },
    },
    variant_options: optionsInput(v.options),
    variant_quantity: v.quantity,
    variant_shipping_weight: v.shippingWeightLb,
    variant_shipping_dimensions: boxOf(v),
  };
}

/** A box cell as ProductInput takes it; an unreadable one is named with its column. */
function boxCell(text: string, column: string, fail: (message: string) => void) {
  const box = readBox(text);
  if (box !== 'unreadable') return box;
  fail(boxMistake(column));
  return null;
}

type Fail = (message: string, row?: number) => void;

function categoryIds(cellText: string, names: CatalogNames, fail: Fail): string[] {
  return readList(cellText).flatMap((slug) => {
    const id = names.categoryIdBySlug.get(slug.toLowerCase());
    if (!id) fail(`product_categories: there is no category with the slug "${slug}"`);
    return id ? [id] : [];
  });
}

function makeIds(cellText: string, names: CatalogNames, fail: Fail): string[] {
  return readList(cellText).flatMap((name) => {
    const make = names.makeIdByName.get(name.toLowerCase());
    if (!make) fail(`product_machine_makes: there is no machine make "${name}"`);
    return make ? [make.id] : [];
  });
}

function modelIds(cellText: string, names: CatalogNames, fail: Fail): string[] {
  return splitUnescaped(cellText, '|').flatMap((raw) => {
    const item = raw.trim();
    if (!item) return [];
    const colon = indexOfUnescaped(item, ':');
    if (colon < 0) {
      fail(`product_machine_models: write "${unescapeText(item)}" as Make:Model (e.g. Amada:EMK 3610 NT)`);
      return [];
    }
    const make = unescapeText(item.slice(0, colon).trim());
    const model = unescapeText(item.slice(colon + 1).trim());
    const found = names.modelIdByName.get(modelKey(make, model));
    if (!found) fail(`product_machine_models: there is no machine model "${model}" of the make "${make}"`);
    return found ? [found.id] : [];
  });
}

/** The product editor's rule: each model belongs to one of the product's makes. */
function checkModelsOfMakes(body: Body, names: CatalogNames, fail: Fail): void {
  const makes = new Set((body.product_machine_make_ids as string[] | undefined) ?? []);
  for (const id of (body.product_machine_model_ids as string[] | undefined) ?? []) {
    const m = names.modelById.get(id);
    if (m && !makes.has(m.makeId)) {
      fail(
        `product_machine_models: ${m.make}:${m.model} belongs to none of the product's machine makes (add ${m.make} to product_machine_makes)`,
      );
    }
  }
}

function images(body: Body, row: CsvRow, cell: (row: CsvRow, c: string) => string, has: (c: string) => boolean, fail: Fail) {
  const current = (body.product_images as { url: string; alt: string }[] | undefined) ?? [];
  const urls = has('product_images') ? readList(cell(row, 'product_images')) : current.map((i) => i.url);
  let alts: string[];
  if (has('product_image_alts')) {
    const text = cell(row, 'product_image_alts');
    // Positions matter here, so empty items stay.
    alts = text ? splitUnescaped(text, '|').map((a) => unescapeText(a.trim())) : [];
    if (alts.length > urls.length) fail(`product_image_alts has ${alts.length} texts for ${urls.length} images`);
  } else {
    const altOf = new Map(current.map((i) => [i.url, i.alt]));
    alts = urls.map((url) => altOf.get(url) ?? '');
  }
  return urls.map((url, i) => ({ url, alt: alts[i] ?? '' }));
}

function keywords(body: Body, row: CsvRow, columns: Columns, names: CatalogNames, fail: Fail): Record<string, string[]> {
  const result: Record<string, string[]> = { ...((body.product_keywords as Record<string, string[]> | undefined) ?? {}) };
  for (const [id, at] of columns.keywords) {
    const dropdown = names.dropdowns.find((d) => d.id === id)!;
    const values = readList((row.cells[at] ?? '').trim()).flatMap((typed) => {
      const key = typed.toLowerCase();
      const option =
        dropdown.options.find((o) => o.value.toLowerCase() === key) ?? dropdown.options.find((o) => o.name.toLowerCase() === key);
      if (!option) fail(`keyword:${id}: "${typed}" is not an option of ${dropdown.name}`);
      return option ? [option.value] : [];
    });
    if (values.length) result[id] = [...new Set(values)];
    else delete result[id];
  }
  return result;
}

const MEASURE = [
  { unit: 'mm', min: 'variant_mm_min', max: 'variant_mm_max' },
  { unit: 'in', min: 'variant_in_min', max: 'variant_in_max' },
] as const;

/** The product's variants, one per row; a product's only row with no variant cells means no variants. */
function variants(
  group: RowGroup,
  existing: ExistingProduct | null,
  columns: Columns,
  cell: (row: CsvRow, c: string) => string,
  fail: Fail,
): { bodies: Body[]; rows: number[] } {
  const has = (c: string) => columns.at.has(c);
  const present = VARIANT_COLUMNS.filter(has);
  const empty = (row: CsvRow) => present.every((c) => cell(row, c) === '');
  if (group.rows.length === 1 && empty(group.rows[0]!)) return { bodies: [], rows: [] };

  const before = new Map((existing?.variants ?? []).map((v) => [upper(v.sku), v]));
  const bodies: Body[] = [];
  const rows: number[] = [];
  group.rows.forEach((row, position) => {
    const sku = cell(row, 'variant_sku');
    if (!sku) {
      fail(
        group.rows.length > 1
          ? `variant_sku is required: product_sku ${group.sku} is on ${group.rows.length} rows, one per variant`
          : 'variant_sku is required when the variant columns are filled',
        row.row,
      );
      return;
    }
    const old = before.get(upper(sku));
    const body: Body = old ? existingVariantBody(old) : {};
    body.variant_sku = sku;
    for (const c of ['variant_name', 'variant_description', 'variant_image'] as const) if (has(c)) body[c] = cell(row, c);
    if (has('variant_price')) body.variant_price = readNumber(cell(row, 'variant_price'));
    // Empty: the variant has no stock of its own (the product's applies).
    if (has('variant_quantity')) body.variant_quantity = readNumber(cell(row, 'variant_quantity')) ?? null;
    if (has('variant_shipping_weight')) body.variant_shipping_weight = readNumber(cell(row, 'variant_shipping_weight')) ?? null;
    if (has('variant_shipping_box'))
      body.variant_shipping_dimensions = boxCell(cell(row, 'variant_shipping_box'), 'variant_shipping_box', (m) => fail(m, row.row));
    if (has('variant_order')) body.variant_order = readNumber(cell(row, 'variant_order')) ?? position + 1;
    else if (!old) body.variant_order = position + 1;
    body.variant_measurement = measurement(body.variant_measurement as MeasurementBody | undefined, row, cell, has);
    if (has('variant_options')) {
      const read = readOptions(cell(row, 'variant_options'));
      if (read.error !== undefined) fail(read.error, row.row);
      body.variant_options = read.options ?? [];
    }
    bodies.push(body);
    rows.push(row.row);
  });
  return { bodies, rows };
}

interface MeasurementBody {
  mm_status: boolean;
  in_status: boolean;
  mm: { min: unknown; max: unknown };
  in: { min: unknown; max: unknown };
}

/** A unit is on when either of its bounds is filled; a unit whose columns the file leaves out stays as it was. */
function measurement(
  current: MeasurementBody | undefined,
  row: CsvRow,
  cell: (row: CsvRow, c: string) => string,
  has: (c: string) => boolean,
) {
  const m: MeasurementBody = current ?? { mm_status: false, in_status: false, mm: { min: null, max: null }, in: { min: null, max: null } };
  for (const { unit, min, max } of MEASURE) {
    if (!has(min) && !has(max)) continue;
    const lo = has(min) ? (readNumber(cell(row, min)) ?? null) : m[unit].min;
    const hi = has(max) ? (readNumber(cell(row, max)) ?? null) : m[unit].max;
    m[`${unit}_status`] = lo !== null || hi !== null;
    m[unit] = { min: lo, max: hi };
  }
  return m;
}

/** The row an issue belongs to: its variant's row, else the product's first row. */
function issueRow(path: readonly PropertyKey[], variantRows: number[], firstRow: number): number {
  if (path[0] === 'product_variants' && typeof path[1] === 'number') return variantRows[path[1]] ?? firstRow;
  return firstRow;
}

/** The schema's field names that the file spells as other columns. */
const COLUMN_WORDS: [RegExp, string][] = [
  [/product_category_ids/g, 'product_categories'],
  [/product_machine_make_ids/g, 'product_machine_makes'],
  [/product_machine_model_ids/g, 'product_machine_models'],
  [/product_images\.url/g, 'product_images'],
  [/product_images\.alt/g, 'product_image_alts'],
  [/variant_measurement\.(mm|in)\.(min|max)/g, 'variant_$1_$2'],
  [/variant_measurement\.(mm|in):/g, 'variant_$1_min and variant_$1_max:'],
  [
    /^variant_options_lists of ("[^"]*") has more than one default choice/,
    'variant_options: $1 has more than one default choice (a * after a price marks the default)',
  ],
  [/^variant_options_lists of ("[^"]*")/, 'variant_options: $1'],
  [/^(variant_options_\w+)/, 'variant_options: $1'],
];

/**
 * The schema's words with the file's column names; the few built-in messages that name no
 * field get the field's name in front.
 */
function issueMessage(issue: z.core.$ZodIssue): string {
  const field = [...issue.path].reverse().find((p): p is string => typeof p === 'string');
  const message = issue.message.includes('_') || !field ? issue.message : `${field}: ${issue.message}`;
  return COLUMN_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words), message);
}
