import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { API_ROOT } from '../api-root.js';
import type { DbHandle } from './client.js';

const migrationsFolder = join(API_ROOT, 'src/db/migrations');

/** Applies the committed SQL migrations; pg_trgm comes first because indexes use its operator class. */
export async function migrate(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`create extension if not exists pg_trgm`);
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder });
  }
}
