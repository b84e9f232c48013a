import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, desc, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { products, productVariants } from '../../../db/schema/index.js';
import { guardFormula, writeDollars, writeList, writeNumber } from './cells.js';
import { exportColumns, keywordColumn } from './columns.js';
import { idList, productRecordColumns } from './import-queries.js';
import { loadCatalogNames, type CatalogNames } from './lookups.js';
import { writeOptions } from './options-cell.js';
import { writeBox } from './shipping-cells.js';
import type { ProductRecord, VariantRecord } from './rows-to-products.js';

/** Products per query: a 100k catalog streams in 100 rounds and never sits in memory whole. */
const BATCH = 1000;

/**
 * The whole catalog as CSV, archived products included (product_status archived), streamed:
 * products by part number, 1000 at a time (keyset on the unique sku), each with its live
 * variants in variant_order. Variants removed from a product but kept for past orders (archived)
 * are left out: they are no longer on sale, and an import that lists one's part number again
 * brings it back. UTF-8 with a BOM so Excel reads Ø and – right.
 */
export function exportCatalog(db: Database): Readable {
  const rows = Readable.from(catalogRows(db));
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  rows.on('error', (err) => csv.destroy(err));
  return rows.pipe(csv);
}

async function* catalogRows(db: Database): AsyncGenerator<string[]> {
  const names = await loadCatalogNames(db);
  const columns = exportColumns(names.dropdowns.map((d) => d.id));
  yield columns;
  let after: string | null = null;
  for (;;) {
    const batch: ProductRecord[] = await db
      .select(productRecordColumns)
      .from(products)
      .where(after === null ? undefined : gt(products.sku, after))
      .orderBy(asc(products.sku))
      .limit(BATCH);
    if (!batch.length) return;
    const variants = await liveVariantsOf(
      db,
      batch.map((p) => p.id),
    );
    for (const p of batch) {
      for (const cells of productRows(p, variants.get(p.id) ?? [], names, columns)) yield cells.map(guardFormula);
    }
    after = batch[batch.length - 1]!.sku;
  }
}

async function liveVariantsOf(db: Database, productIds: string[]): Promise<Map<string, VariantRecord[]>> {
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(sql`${productVariants.productId} in ${idList(productIds)}`, isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), desc(productVariants.createdAt));
  const byProduct = new Map<string, VariantRecord[]>();
  for (const v of rows) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  return byProduct;
}

/** A product's rows: one per variant with the product's cells repeated, or one without variant cells. */
export function productRows(p: ProductRecord, variants: VariantRecord[], names: CatalogNames, columns: readonly string[]): string[][] {
  const product = productCells(p, names);
  const row = (variant: Record<string, string>) => columns.map((c) => product[c] ?? variant[c] ?? '');
  return variants.length ? variants.map((v) => row(variantCells(v))) : [row({})];
}

function productCells(p: ProductRecord, names: CatalogNames): Record<string, string> {
  const alts = p.images.map((_, i) => p.imageAlts[i] ?? '');
  const models = p.machineModelIds.flatMap((id) => {
    const m = names.modelById.get(id);
    return m ? [`${escapeColon(m.make)}:${escapeColon(m.model)}`] : [];
  });
  return {
    product_sku: p.sku,
    product_name: p.name,
    product_slug: p.slug,
    product_status: p.archivedAt ? 'archived' : p.status,
    product_publish_at: p.publishAt ? p.publishAt.toISOString() : '',
    product_description: p.description,
    product_price: writeDollars(p.priceCents),
    product_quantity: String(p.quantity),
    product_shipping_weight: writeNumber(p.shippingWeightLb),
    product_shipping_box: writeBox(p),
    product_categories: writeList(p.categoryIds.flatMap((id) => names.categorySlugById.get(id) ?? [])),
    product_machine_makes: writeList(p.machineMakeIds.flatMap((id) => names.makeNameById.get(id) ?? [])),
    product_machine_models: models.join('|'),
    product_images: writeList(p.images),
    // Positions matter (alt i belongs to image i): empty alts are written as empty items.
    product_image_alts: alts.some((a) => a) ? writeList(alts) : '',
    ...Object.fromEntries(names.dropdowns.map((d) => [keywordColumn(d.id), writeList(p.keywords[d.id] ?? [])])),
  };
}

/** Make and model names are joined by ':' inside the list: a ':' of a name is escaped, and | as writeList does. */
const escapeColon = (name: string) => name.replace(/[\\|:]/g, (ch) => `\\${ch}`);

function variantCells(v: VariantRecord): Record<string, string> {
  return {
    variant_sku: v.sku,
    variant_name: v.name,
    variant_price: writeDollars(v.priceCents),
    variant_order: String(v.sortOrder),
    variant_description: v.description,
    variant_image: v.image,
    variant_mm_min: v.mmEnabled ? writeNumber(v.mmMin) : '',
    variant_mm_max: v.mmEnabled ? writeNumber(v.mmMax) : '',
    variant_in_min: v.inEnabled ? writeNumber(v.inMin) : '',
    variant_in_max: v.inEnabled ? writeNumber(v.inMax) : '',
    variant_options: writeOptions(v.options),
    variant_quantity: v.quantity === null ? '' : String(v.quantity),
    variant_shipping_weight: writeNumber(v.shippingWeightLb),
    variant_shipping_box: writeBox(v),
  };
}
