import type { Database } from '../../db/client.js';
import { categories, keywordDropdowns, machineMakes, machineModels, products, productVariants } from '../../db/schema/index.js';
import { renderPng } from '../images/render.js';
import { buildDemoCatalog, type DemoCatalog } from './build-catalog.js';
import { modelKey } from './makes.js';

export { buildDemoCatalog, CATALOG_ANCHOR, type DemoCatalog } from './build-catalog.js';
export type { ProductRow, VariantRow } from './generate-products.js';

/** Rows per INSERT: keeps each statement well below PostgreSQL's 65 535 bind-parameter limit. */
const CHUNK = 250;

const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const need = <T>(map: Map<string, T>, key: string, what: string): T => {
  const v = map.get(key);
  if (v === undefined) throw new Error(`Catalog seed: unknown ${what} '${key}'`);
  return v;
};

async function insertMachines(db: Database, cat: DemoCatalog): Promise<{ makeIds: Map<string, string>; modelIds: Map<string, string> }> {
  const makes = await db
    .insert(machineMakes)
    .values(cat.makes.map(({ name, sortOrder }) => ({ name, sortOrder })))
    .returning({ id: machineMakes.id, name: machineMakes.name });
  const makeIds = new Map(makes.map((m) => [m.name, m.id]));
  const modelValues = cat.makes.flatMap((m) =>
    m.models.map((mo) => ({ makeId: need(makeIds, m.name, 'make'), name: mo.name, sortOrder: mo.sortOrder })),
  );
  const models = await db
    .insert(machineModels)
    .values(modelValues)
    .returning({ id: machineModels.id, makeId: machineModels.makeId, name: machineModels.name });
  const makeNameById = new Map(makes.map((m) => [m.id, m.name]));
  const modelIds = new Map(models.map((mo) => [modelKey(need(makeNameById, mo.makeId, 'make id'), mo.name), mo.id]));
  return { makeIds, modelIds };
}

/** One INSERT per tree level, since children need their parent's generated id. */
async function insertCategories(db: Database, cat: DemoCatalog): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const level of [1, 2, 3] as const) {
    const rows = cat.categories.filter((c) => c.level === level);
    if (!rows.length) continue;
    const values = rows.map((c) => ({
      name: c.name,
      slug: c.slug,
      image: c.image,
      sortOrder: c.sortOrder,
      parentId: c.parentSlug ? need(ids, c.parentSlug, 'category') : null,
    }));
    const inserted = await db.insert(categories).values(values).returning({ id: categories.id, slug: categories.slug });
    for (const r of inserted) ids.set(r.slug, r.id);
  }
  return ids;
}

async function insertProducts(
  db: Database,
  cat: DemoCatalog,
  categoryIds: Map<string, string>,
  makeIds: Map<string, string>,
  modelIds: Map<string, string>,
): Promise<void> {
  const productIds = new Map<string, string>();
  for (const part of chunks(cat.products)) {
    const values = part.map((p) => ({
      sku: p.sku,
      slug: p.slug,
      name: p.name,
      description: p.description,
      images: p.images,
      priceCents: p.priceCents,
      quantity: p.quantity,
      categoryIds: [need(categoryIds, p.categorySlug, 'category')],
      primaryCategoryId: need(categoryIds, p.primaryCategorySlug, 'category'),
      machineMakeIds: p.makeNames.map((n) => need(makeIds, n, 'make')),
      machineModelIds: p.modelKeys.map((k) => need(modelIds, k, 'model')),
      variantsStatus: p.variantsStatus,
      createdAt: p.createdAt,
    }));
    const inserted = await db.insert(products).values(values).returning({ id: products.id, sku: products.sku });
    for (const r of inserted) productIds.set(r.sku, r.id);
  }
  const variants = cat.products.flatMap((p) => p.variants.map((v) => ({ ...v, productId: need(productIds, p.sku, 'product') })));
  for (const part of chunks(variants)) await db.insert(productVariants).values(part);
}

/**
 * Seeds the demo catalogue (machines, categories, products with variants, keyword dropdowns)
 * and renders its drawings into imagesDir. Rendering runs on sharp's worker threads while the
 * inserts run, and existing image files are skipped, so a re-seed costs only the inserts.
 */
export async function seedCatalog(db: Database, imagesDir: string): Promise<void> {
  const cat = buildDemoCatalog();
  const images = Promise.all(cat.images.map((img) => renderPng(imagesDir, img.relPath, img.svg(), img.width, img.height)));
  const rows = (async () => {
    const { makeIds, modelIds } = await insertMachines(db, cat);
    const categoryIds = await insertCategories(db, cat);
    await insertProducts(db, cat, categoryIds, makeIds, modelIds);
    await db.insert(keywordDropdowns).values(cat.keywordDropdowns);
  })();
  await Promise.all([images, rows]);
}
