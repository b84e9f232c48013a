import type { Database } from '../../db/client.js';
import type { BusLog, ChangeBus } from './change-bus.js';
import { inProcessBus } from './in-process-bus.js';
import { postgresBus } from './postgres-bus.js';
import { redisBus } from './redis-bus.js';

/**
 * The change bus for this install: Redis when REDIS_URL is set (the processes share it already for
 * rate limits), else PostgreSQL LISTEN/NOTIFY when the API runs on PostgreSQL (several processes
 * may share it), else in-process (PGlite: one process owns the database).
 */
export async function createChangeBus(opts: { redisUrl?: string; databaseUrl?: string; db: Database; log: BusLog }): Promise<ChangeBus> {
  if (opts.redisUrl) return redisBus({ redisUrl: opts.redisUrl, log: opts.log });
  if (opts.databaseUrl) return postgresBus({ databaseUrl: opts.databaseUrl, db: opts.db, log: opts.log });
  return inProcessBus(opts.log);
}
