/**
 * Scale generator for benchmarks: fills an empty database with N realistic products (about a
 * third with 2-5 variants), their makes, models and a 3-level category tree. Rows go in as one
 * JSON parameter per batch (`insert ... select from json_to_recordset`), which keeps 100k
 * products well under a minute on PostgreSQL and avoids the 65k bind-parameter limit.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DbHandle } from '../../db/client.js';
import { renderPng } from '../images/render.js';
import { createRng } from '../catalog/util.js';
import { MAIN_CATEGORIES } from './families.js';
import { buildReference, productFactory, type ProductFactory, type ProductRow, type VariantRow } from './build-rows.js';

export interface GenerateOptions {
  products: number;
  /** PRNG seed; the same seed gives the same catalog. */
  seed?: number;
  /** Products per INSERT statement (and per transaction). */
  batchSize?: number;
  /** Empty the catalog tables first instead of refusing a non-empty database. */
  reset?: boolean;
  /** When given, the 10 category placeholder images are rendered there. */
  imagesDir?: string;
  log?: (line: string) => void;
}

export interface GenerateResult {
  products: number;
  variants: number;
  categories: number;
  makes: number;
  models: number;
  ms: number;
}

const CATALOG_TABLES = ['product_variants', 'products', 'categories', 'machine_models', 'machine_makes'];

const PRODUCT_COLS =
  'id uuid, sku text, slug text, name text, description text, images text[], price_cents int, quantity int, category_ids uuid[], ' +
  'machine_make_ids uuid[], machine_model_ids uuid[], primary_category_id uuid, variants_status boolean, created_at timestamptz';
const VARIANT_COLS =
  'id uuid, product_id uuid, sku text, name text, description text, price_cents int, image text, sort_order int, created_at timestamptz, ' +
  'mm_enabled boolean, mm_min float8, mm_max float8, in_enabled boolean, in_min float8, in_max float8, options jsonb';

/** Column list of a `json_to_recordset` definition, for the matching INSERT. */
const names = (cols: string) =>
  cols
    .split(', ')
    .map((c) => c.split(' ')[0])
    .join(', ');

async function insertJson(db: Database, table: string, cols: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names(cols))}) select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(cols)})`,
  );
}

async function count(db: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return Number(row?.n ?? 0);
}

/** Rows already in the catalog tables, by table (all zero on an empty database). */
export async function catalogCounts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of CATALOG_TABLES) out[t] = await count(db, t);
  return out;
}

/**
 * Empties the catalog tables. CASCADE also empties every table that references them
 * (carts, wishlists, order lines): only ever run on a benchmark database.
 */
export async function resetCatalog(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate table ${CATALOG_TABLES.join(', ')} cascade`));
}

async function renderImages(imagesDir: string): Promise<void> {
  const colours = ['#1f4e79', '#2e75b6', '#5b9bd5', '#c55a11', '#7f6000', '#548235', '#7030a0', '#404040', '#bf9000', '#833c0b'];
  for (const [i, m] of MAIN_CATEGORIES.entries()) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${colours[i % colours.length]}"/>` +
      `<text x="200" y="225" font-family="sans-serif" font-size="96" fill="#fff" text-anchor="middle">${m.code}</text></svg>`;
    await renderPng(imagesDir, `scale/${m.code.toLowerCase()}.png`, svg, 400, 400);
  }
}

/** Inserts the products in batches, one transaction each; returns the number of variants. */
async function loadProducts(
  db: Database,
  factory: ProductFactory,
  total: number,
  batchSize: number,
  progress: (done: number, variants: number) => void,
): Promise<number> {
  let variants = 0;
  let lastLog = performance.now();
  for (let from = 1; from <= total; from += batchSize) {
    const to = Math.min(total, from + batchSize - 1);
    const products: ProductRow[] = [];
    const vrows: VariantRow[] = [];
    for (let seq = from; seq <= to; seq++) {
      const r = factory.next(seq);
      products.push(r.product);
      vrows.push(...r.variants);
    }
    await db.transaction(async (tx) => {
      // Flushed commits let the vacuum at the end set hint bits and mark pages all-visible; with
      // synchronous_commit=off (throwaway clusters) the last batches would otherwise stay unmarked.
      await tx.execute(sql`set local synchronous_commit = on`);
      await insertJson(tx as unknown as Database, 'products', PRODUCT_COLS, products);
      await insertJson(tx as unknown as Database, 'product_variants', VARIANT_COLS, vrows);
    });
    variants += vrows.length;
    if (performance.now() - lastLog > 5000 || to === total) {
      progress(to, variants);
      lastLog = performance.now();
    }
  }
  return variants;
}

/** Vacuums again while pages are left not all-visible (an autovacuum's snapshot was older than their rows). */
async function settleVisibility(db: Database, tables: string[]): Promise<void> {
  for (const t of tables) {
    for (let pass = 0; pass < 3; pass++) {
      const [row] = await queryRows<{ pages: number; visible: number }>(
        db,
        sql`select relpages as pages, relallvisible as visible from pg_class where oid = ${t}::regclass`,
      );
      if (!row || Number(row.visible) >= Number(row.pages)) break;
      await db.execute(sql.raw(`vacuum ${t}`));
    }
  }
}

/** Loads the scale catalog; the schema must already be migrated. */
export async function generateCatalog(handle: DbHandle, opts: GenerateOptions): Promise<GenerateResult> {
  const { db } = handle;
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const batchSize = opts.batchSize ?? (handle.kind === 'postgres' ? 2000 : 1000);
  const existing = await catalogCounts(db);
  if (Object.values(existing).some((n) => n > 0)) {
    if (!opts.reset) {
      const what = Object.entries(existing)
        .filter(([, n]) => n > 0)
        .map(([t, n]) => `${t}=${n}`)
        .join(', ');
      throw new Error(`The catalog is not empty (${what}); pass --reset to truncate the catalog tables first.`);
    }
    log('reset: truncating the catalog tables');
    await resetCatalog(db);
  }
  if (opts.imagesDir) await renderImages(opts.imagesDir);

  const rng = createRng(opts.seed ?? 20250630);
  const ref = buildReference(rng);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await insertJson(t, 'machine_makes', 'id uuid, name text, sort_order int', ref.makes);
    await insertJson(t, 'machine_models', 'id uuid, make_id uuid, name text, sort_order int', ref.models);
    // Parents first: the foreign key on parent_id is checked row by row.
    for (const level of [ref.categories.filter((c) => c.parent_id === null), ref.categories.filter((c) => c.parent_id !== null)]) {
      await insertJson(t, 'categories', 'id uuid, name text, slug text, parent_id uuid, image text, sort_order int', level);
    }
  });

  const variants = await loadProducts(db, productFactory(rng, ref), opts.products, batchSize, (done, v) =>
    log(`  ${done} / ${opts.products} products, ${v} variants (${((performance.now() - started) / 1000).toFixed(1)} s)`),
  );
  // Fresh tables have no statistics and no visibility map: without this the planner guesses and
  // index-only scans (count(*)) read the heap, which a live shop (autovacuum) would not.
  log('vacuum analyze');
  for (const t of CATALOG_TABLES) await db.execute(sql.raw(`vacuum (analyze) ${t}`));
  await settleVisibility(db, ['products', 'product_variants']);
  return {
    products: opts.products,
    variants,
    categories: ref.categories.length,
    makes: ref.makes.length,
    models: ref.models.length,
    ms: performance.now() - started,
  };
}
