/**
 * What checking an access token's session costs per request (issue 15, decision 014), in process:
 * the session check alone on a hit (in memory) and on a miss (one query), and a light authenticated
 * request (GET /api/v1/health) as a visitor and as a customer.
 *   npm run bench:session-check                                   # PGlite in memory
 *   bash scripts/with-postgres.sh npm run bench:session-check     # PostgreSQL
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { companies, customers, refreshSessions } from '../../apps/api/src/db/schema/index.js';
import { inProcessBus } from '../../apps/api/src/integrations/change-bus/in-process-bus.js';
import { signAccessToken } from '../../apps/api/src/lib/access-tokens.js';
import { sessionCheck } from '../../apps/api/src/modules/auth/index.js';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '5000' } } });
const N = Number(args.requests);
const quiet = { warn: () => undefined, error: () => undefined };

/** Microseconds per call of `fn`, over N calls after N/10 warm-up calls. */
async function perCall(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < N / 10; i++) await fn();
  const start = performance.now();
  for (let i = 0; i < N; i++) await fn();
  return ((performance.now() - start) * 1000) / N;
}

const dataDir = mkdtempSync(join(tmpdir(), 'nb-bench-sessions-'));
const databaseUrl = process.env.DATABASE_URL;
const handle = await openDatabase({ databaseUrl, inMemory: !databaseUrl });
try {
  await migrate(handle);
  const db = handle.db;
  const [company] = await db.insert(companies).values({ name: 'Bench' }).returning();
  const [customer] = await db
    .insert(customers)
    .values({
      companyId: company!.id,
      email: `bench.${randomUUID()}@sessions.bench`,
      name: 'Bench',
      passwordHash: 'bench: never logs in',
      verifiedAt: new Date(),
    })
    .returning();
  const sessionId = randomUUID();
  await db
    .insert(refreshSessions)
    .values({ customerId: customer!.id, familyId: sessionId, tokenHash: `bench-${sessionId}`, expiresAt: new Date(Date.now() + 3600_000) });

  const cached = sessionCheck({ db, bus: inProcessBus(quiet), log: quiet });
  const uncached = sessionCheck({ db, bus: inProcessBus(quiet), log: quiet, ttlMs: 0 });
  const hitUs = await perCall(() => cached.isLive(customer!.id, sessionId));
  const missUs = await perCall(() => uncached.isLive(customer!.id, sessionId));

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-session-check-secret-0123456789abcdef',
    PUBLIC_URL: 'https://shop.example.com',
  });
  const app = await buildApp(config, { handle });
  await app.ready();
  const token = await signAccessToken(config.jwtSecret, customer!.id, sessionId, '1h');
  const health = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/api/v1/health', headers: authorization ? { authorization } : {} }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
    });
  const visitorUs = await perCall(() => health());
  const customerUs = await perCall(() => health(token));
  await app.close();

  const [row] = await queryRows<{ version: string }>(db, sql`select current_setting('server_version') as version`);
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'} ${row?.version ?? '?'}, Node ${process.version}, ${cpus().length} cores, ${N} calls each`,
  );
  console.table({
    'session check, hit (memory)': { 'µs per call': hitUs.toFixed(1) },
    'session check, miss (one query)': { 'µs per call': missUs.toFixed(1) },
    'GET /health as a visitor': { 'µs per call': visitorUs.toFixed(1) },
    'GET /health as a customer (JWT + session hit)': { 'µs per call': customerUs.toFixed(1) },
  });
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
