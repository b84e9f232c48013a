/**
 * Loads the scale catalog without running the benchmark:
 *   node --import tsx bench/catalog/generate.ts --products 100000 [--reset] [--seed 1] [--batch 2000]
 * Uses DATABASE_URL when set, else PGlite in DATA_DIR (default ./data). The generator itself
 * lives next to the demo seed, in apps/api/src/seed/scale/.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DbHandle } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { generateCatalog, type GenerateResult } from '../../apps/api/src/seed/scale/generate-catalog.js';

export interface LoadOptions {
  products: number;
  reset: boolean;
  seed?: number;
  batchSize?: number;
  imagesDir?: string;
}

/** Migrates the schema and loads the catalog into an open database. */
export async function loadCatalog(handle: DbHandle, opts: LoadOptions): Promise<GenerateResult> {
  await migrate(handle);
  return generateCatalog(handle, { ...opts, log: (l) => console.log(l) });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      batch: { type: 'string' },
      pglite: { type: 'boolean', default: false },
    },
  });
  const databaseUrl = values.pglite ? undefined : process.env.DATABASE_URL;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    console.log(`Loading ${values.products} products into ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${dataDir})`}`);
    const r = await loadCatalog(handle, {
      products: Number(values.products),
      reset: values.reset,
      seed: values.seed ? Number(values.seed) : undefined,
      batchSize: values.batch ? Number(values.batch) : undefined,
      imagesDir: resolve(dataDir, 'images'),
    });
    console.log(
      `${r.products} products, ${r.variants} variants, ${r.categories} categories, ${r.makes} makes, ${r.models} models in ${(r.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
