import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

/**
 * How alike a typed word must be to a word of a product name for the typo-tolerant search
 * (pg_trgm's default of 0.6 misses one dropped letter in a nine-letter word such as "goosneck").
 */
const WORD_SIMILARITY_THRESHOLD = 0.45;
const sessionSettings = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, which `loadDataDir` opens again (the API tests' seeded start). */
  dumpDataDir?: () => Promise<Blob>;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite in dataDir (or in memory for tests). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  poolSize?: number;
  dataDir?: string;
  inMemory?: boolean;
  /** PGlite: start from this dump of a data directory (see `dumpDataDir`). */
  loadDataDir?: Blob;
  /** PostgreSQL: the server closed a pooled connection outside a query (e.g. a database restart). */
  onConnectionError?: (err: Error) => void;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, options: sessionSettings });
    // Without a listener, the error of a connection that the server closed (a restart, a failover,
    // an administrator) would end the process: the pool's own listener covers idle connections only,
    // so each connection gets one for while it is checked out too (in a transaction between two
    // queries). The pool drops a broken connection and opens a new one for the next query.
    pool.on('connect', (client) => client.on('error', (err) => opts.onConnectionError?.(err)));
    pool.on('error', () => {}); // the same error, already told by the connection's listener
    const db = drizzle(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (!opts.inMemory) {
    dataDir = resolve(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
