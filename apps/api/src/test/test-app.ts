import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SHOP_TIME_ZONE } from '@northbend/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DbHandle } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { JobWorker } from '../modules/jobs/index.js';
import { signAccessToken } from '../lib/access-tokens.js';
import { setShopTimeZone } from '../lib/shop-time-zone.js';
import { seedDemoData } from '../seed/index.js';
import { adminQuery, databaseUrlFor } from './admin-database.js';
import { dumpedDataDir, TEST_DATA_DIR } from './seeded-template.js';
import { TEST_SHOPPER_ID, testSession } from './sessions.js';

export interface TestShop {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  /**
   * The shop's background jobs (decision 013; the worker does not poll under test): `runDue()`
   * runs what is due now, `runDue({ laterMs })` as if that much time had passed (retries, leases).
   * Reading the dev outbox runs the due jobs first.
   */
  jobs: JobWorker;
  /**
   * A valid access token of a new live session of a customer (login itself belongs to the accounts
   * module); without an id, of a test shopper made on first use. For an id that is no customer the
   * token names no session and is refused like an ended session's.
   */
  customerToken: (customerId?: string, expiresIn?: string | number) => Promise<string>;
  close: () => Promise<void>;
}

export interface TestShopOptions {
  seed?: boolean;
  mailer?: Mailer;
  /** More environment variables (config.ts), e.g. WEB_DIST_DIR for a storefront build of the test's own. */
  env?: Record<string, string>;
}

/**
 * A fresh shop with the demo data on a database of its own: in-memory PGlite, or, when
 * DATABASE_URL is set, a new PostgreSQL database created for this test file and dropped after.
 */
export async function startTestShop(opts: TestShopOptions = {}): Promise<TestShop> {
  const adminUrl = process.env.DATABASE_URL;
  const dbName = `nb_test_${randomBytes(6).toString('hex')}`;
  // The suite's global set-up (seeded-template.ts) migrated one database and seeded another: a shop
  // copies the one it asks for.
  const seeded = opts.seed !== false;
  const templateDatabase = inject(seeded ? 'seededTemplateDatabase' : 'emptyTemplateDatabase');
  const templateFile = inject(seeded ? 'seededDataDirFile' : 'emptyDataDirFile');
  let databaseUrl: string | undefined;
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${dbName}${templateDatabase ? ` template ${templateDatabase}` : ''}`);
    databaseUrl = databaseUrlFor(adminUrl, dbName);
  }
  // Each shop gets its own outbox: test files run in parallel and must read only their own mail.
  const outboxDir = await mkdtemp(join(tmpdir(), 'nb-outbox-'));
  // And its own quote drawings: a test may count the files its shop left behind.
  const drawingsDir = await mkdtemp(join(tmpdir(), 'nb-drawings-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: TEST_DATA_DIR,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...opts.env,
    }),
    outboxDir,
    drawingsDir,
  };
  const loadDataDir = !adminUrl && templateFile ? await dumpedDataDir(templateFile) : undefined;
  const handle = await openDatabase({ databaseUrl, inMemory: true, loadDataDir });
  if (!templateDatabase && !loadDataDir) {
    await migrate(handle);
    if (seeded) await seedDemoData(handle.db, config.imagesDir);
  }
  const app = await buildApp(config, { handle, mailer: opts.mailer });
  await app.ready();
  return {
    app,
    handle,
    config,
    jobs: app.jobs,
    customerToken: async (customerId = TEST_SHOPPER_ID, expiresIn = '15m') =>
      signAccessToken(config.jwtSecret, customerId, await testSession(handle.db, customerId), expiresIn),
    async close() {
      await app.close();
      await handle.close();
      await rm(outboxDir, { recursive: true, force: true });
      await rm(drawingsDir, { recursive: true, force: true });
      if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
    },
  };
}

/**
 * A value the tests of a file share, made once before them by a beforeAll hook (so after the
 * hooks registered before it, such as the shop's). Tests and later hooks use it as if it were
 * there already; using it before it is made throws.
 */
export function beforeAllValue<T extends object>(make: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  const made = (key: PropertyKey): T => {
    if (value === undefined) throw new Error(`${String(key)} was read before its beforeAll hook ran`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = made(key);
      const property: unknown = Reflect.get(target, key);
      // A method runs on the value itself (an app's inject, a server's close), not on this stand-in.
      return typeof property === 'function' ? property.bind(target) : property;
    },
    has: (_, key) => Reflect.has(made(key), key),
    ownKeys: () => Reflect.ownKeys(made('keys')),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(made(key), key),
  });
}

/** The test file's shop (startTestShop): started before its tests, closed after them. */
export function useTestShop(opts: TestShopOptions = {}): TestShop {
  const shop = beforeAllValue(() => startTestShop(opts));
  afterAll(async () => {
    await shop.close();
    // buildApp set the process's shop zone from this file's SHOP_TIMEZONE: the next file in the same
    // worker (the PostgreSQL lane shares workers) starts from the default again.
    setShopTimeZone(DEFAULT_SHOP_TIME_ZONE);
  });
  return shop;
}
