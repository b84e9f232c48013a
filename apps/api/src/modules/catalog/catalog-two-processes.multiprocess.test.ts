import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { categories } from '../../db/schema/index.js';
import { msUntil, scratchDatabase, startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-processes.js';
import { addCategory, addMake, addModel, addProduct, type TreeMake } from './test-catalog-lists.js';

// Issue 12: "Test with two API processes on one PostgreSQL: a write through one is visible through
// the other within a second." Two real servers (server.ts) on a database of this file's own; the
// storefront reads of process B are cached, the back-office write goes through process A, and B
// must show it within a second: the PostgreSQL change bus (LISTEN/NOTIFY) clears B's caches.
// Runs in the "multiprocess" Vitest project under scripts/with-postgres.sh (DATABASE_URL).

const OWNER = { email: 'owner.multiprocess@northbend.example', password: 'Two-Processes-One-Database' };
const JWT_SECRET = randomBytes(32).toString('hex');
const WITHIN_MS = 1_000;

const adminUrl = process.env.DATABASE_URL ?? '';
let databaseUrl = '';
let dropDatabase = async () => {};
let workDir = '';
const servers: ApiProcess[] = [];

/** A server on this file's database, without Redis: the PostgreSQL bus is the one under test. */
async function startServer(label: string, extraEnv: Record<string, string> = {}): Promise<string> {
  const server = await startApiProcess(label, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(workDir, label),
    WEB_DIST_DIR: join(workDir, 'no-storefront-build'),
    SEED_DEMO_DATA: 'false',
    JWT_SECRET,
    ...extraEnv,
  });
  servers.push(server);
  return server.base;
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Polls `read` until it answers `expected`; answers how long that took after the call. */
const msUntilIs = <T>(read: () => Promise<T>, expected: T) => msUntil(read, (value) => JSON.stringify(value) === JSON.stringify(expected));

let fixtures: Awaited<ReturnType<typeof catalog>>;
let a = '';
let b = '';
let token = '';

/** Two main categories, a child with a product for a machine model (so the sidebar tree lists it). */
async function catalog() {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await migrate(handle);
    const db = handle.db;
    const punches = await addCategory(db, 'Thick Turret Punches');
    const round = await addCategory(db, 'Round Punches', punches.id);
    const dies = await addCategory(db, 'Dies');
    const make = await addMake(db, 'Trumpf');
    const model = await addModel(db, make.id, 'TruPunch 5000');
    await addProduct(db, {
      categoryIds: [round.id],
      primaryCategoryId: punches.id,
      machineMakeIds: [make.id],
      machineModelIds: [model.id],
    });
    return { punches, round, dies, model };
  } finally {
    await handle.close();
  }
}

/** Renames a category straight in the table: no API call, so no process hears of it. */
async function renameBehindTheApisBack(id: string, name: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await handle.db.update(categories).set({ name }).where(eq(categories.id, id));
  } finally {
    await handle.close();
  }
}

const treeCategoryName = async (base: string): Promise<string> => {
  const tree = (await json(`${base}/api/v1/product/public/tree`)).result as TreeMake[];
  return tree.flatMap((m) => m.models).find((m) => m.id === fixtures.model.id)!.categories[0]!.child_categories[0]!.name;
};

const countIn = async (base: string, categoryId: string): Promise<number> =>
  (
    await json(`${base}/api/v1/product/public/lists/filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ categoryId }),
    })
  ).paginationInfo.totalCount;

const admin = (base: string, method: string, path: string, body: unknown) =>
  json(`${base}/api/v1/admin${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  expect(adminUrl, 'run under scripts/with-postgres.sh (DATABASE_URL)').toMatch(/^postgres(ql)?:\/\//);
  ({ url: databaseUrl, drop: dropDatabase } = await scratchDatabase(adminUrl));
  workDir = await mkdtemp(join(tmpdir(), 'nb-two-processes-'));
  fixtures = await catalog();
  // Started together: the schema is migrated already and only A creates the owner from ADMIN_EMAIL.
  [a, b] = await Promise.all([startServer('a', { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }), startServer('b')]);
  token = (
    await json(`${a}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    })
  ).token;
});

afterAll(async () => {
  await Promise.all(servers.map(stopApiProcess));
  if (workDir) await rm(workDir, { recursive: true, force: true });
  await dropDatabase();
});

describe('two API processes on one PostgreSQL', () => {
  it('a category renamed through A shows in the cached sidebar tree of B within a second', async () => {
    const { round } = fixtures;
    expect(await treeCategoryName(b)).toBe('Round Punches');
    // B serves its tree from its cache: a change nobody announces stays unseen there.
    await renameBehindTheApisBack(round.id, 'Round Punches (unannounced)');
    expect(await treeCategoryName(b)).toBe('Round Punches');

    await admin(a, 'PATCH', `/categories/${round.id}`, { category_name: 'Round Punches, Standard' });
    expect(await treeCategoryName(a)).toBe('Round Punches, Standard'); // the writer's own next read
    const ms = await msUntilIs(() => treeCategoryName(b), 'Round Punches, Standard');
    console.info(`two processes: B showed the rename made through A after ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it('a category moved through A changes the cached product counts of B within a second', async () => {
    const { punches, round, dies } = fixtures;
    expect([await countIn(b, punches.id), await countIn(b, dies.id)]).toEqual([1, 0]);

    await admin(a, 'POST', `/categories/${round.id}/move`, { parent_category: dies.id });
    const [emptied, filled] = await Promise.all([msUntilIs(() => countIn(b, punches.id), 0), msUntilIs(() => countIn(b, dies.id), 1)]);
    console.info(`two processes: B counted the moved category's product after ${Math.round(Math.max(emptied, filled))} ms`);
    expect(Math.max(emptied, filled)).toBeLessThan(WITHIN_MS);
  });
});
