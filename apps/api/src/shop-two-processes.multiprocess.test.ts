import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { customers, products } from './db/schema/index.js';
import { msUntil, scratchDatabase, startApiProcess, stopApiProcess, type ApiProcess } from './test/api-processes.js';

// Issue 15: "Two or more API processes on one PostgreSQL (+ Redis for rate limits) behave as one
// shop." Two real servers on one database, each with a DATA_DIR of its own (as on two machines),
// one shared JWT_SECRET and one shared IMAGES_DIR (the shared volume), and Redis when the lane runs
// under scripts/with-redis.sh too: a customer's journey hops between them.
//   bash scripts/with-postgres.sh bash scripts/with-redis.sh npx vitest run --project multiprocess

const JWT_SECRET = randomBytes(32).toString('hex');
const OWNER = { email: 'owner.journey@northbend.example', password: 'Two-Processes-One-Shop' };
const PASSWORD = 'Punch#2024';
// An ended session reaches the other process through the change bus: well within a second.
const WITHIN_MS = 1_000;

const adminUrl = process.env.DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';
let databaseUrl = '';
let dropDatabase: () => Promise<void> = async () => undefined;
let workDir = '';
let a: ApiProcess;
let b: ApiProcess;
let productId = '';

type Answer = { status: number; body: Record<string, unknown>; cookie?: string };

async function call(
  on: ApiProcess,
  method: string,
  path: string,
  opts: { token?: string; cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${on.base}/api/v1${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.cookie ? { cookie: `nb_refresh=${opts.cookie}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const cookie = /nb_refresh=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, cookie };
}

beforeAll(async () => {
  expect(adminUrl, 'run under scripts/with-postgres.sh (DATABASE_URL)').toMatch(/^postgres(ql)?:\/\//);
  const database = await scratchDatabase(adminUrl);
  databaseUrl = database.url;
  dropDatabase = database.drop;
  workDir = await mkdtemp(join(tmpdir(), 'nb-one-shop-'));
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  try {
    await migrate(handle);
    const [row] = await handle.db
      .insert(products)
      .values({ sku: 'MP-PUNCH-1', slug: 'mp-punch-1', name: 'Two-process punch', priceCents: 4500 })
      .returning();
    productId = row!.id;
  } finally {
    await handle.close();
  }
  const shared = {
    DATABASE_URL: database.url,
    JWT_SECRET,
    IMAGES_DIR: join(workDir, 'shared-images'),
    WEB_DIST_DIR: join(workDir, 'no-storefront-build'),
    SEED_DEMO_DATA: 'false',
    ...(redisUrl ? { REDIS_URL: redisUrl, RATE_LIMITS: 'on' } : {}),
  };
  // Started together on a migrated schema; only A creates the owner from ADMIN_EMAIL.
  [a, b] = await Promise.all([
    startApiProcess('a', { ...shared, DATA_DIR: join(workDir, 'a'), ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }),
    startApiProcess('b', { ...shared, DATA_DIR: join(workDir, 'b') }),
  ]);
});

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopApiProcess));
  if (workDir) await rm(workDir, { recursive: true, force: true });
  await dropDatabase();
});

/** Registers through `on`; the verification link travels by mail, so the test marks the account verified. */
async function registeredCustomer(on: ApiProcess, email: string): Promise<void> {
  const res = await call(on, 'POST', '/customer/register', {
    body: {
      user_name: 'Dana Whitfield',
      user_email: email,
      user_mobile_number: '+1 616 555 0199',
      user_business_name: 'Precision Fab LLC',
      user_password: PASSWORD,
      user_confirm_password: PASSWORD,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await handle.db.update(customers).set({ verifiedAt: new Date() }).where(eq(customers.email, email));
  } finally {
    await handle.close();
  }
}

const login = (on: ApiProcess, email: string, password = PASSWORD) =>
  call(on, 'POST', '/customer/login', { body: { user_email: email, user_password: password } });

describe('two API processes on one PostgreSQL behave as one shop', () => {
  it('a customer logs in on A, refreshes on B, fills the cart on A and reads it on B; a logout on B ends the token on A', async () => {
    const email = `journey.${Date.now().toString(36)}@precisionfab.example`;
    await registeredCustomer(a, email);
    const loggedIn = await login(a, email);
    expect(loggedIn.status).toBe(200);
    const customerId = (loggedIn.body.user as { _id: string })._id;
    expect(loggedIn.cookie).toBeTruthy();

    // One JWT_SECRET: B accepts A's token, and B rotates the cookie A set.
    const refreshed = await call(b, 'GET', `/customer/refresh_token/${customerId}`, { cookie: loggedIn.cookie });
    expect(refreshed.status).toBe(200);
    const token = (refreshed.body.user as { token: string }).token;
    expect(refreshed.cookie).toBeTruthy();
    expect(refreshed.cookie).not.toBe(loggedIn.cookie);

    const added = await call(a, 'POST', '/cart/add-to-cart', {
      token,
      body: { cart_customer_id: customerId, cart_product_id: productId, cart_product_quantity: 3 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cartOnB = await call(b, 'GET', `/cart/customer-cart-list/${customerId}`, { token });
    expect(cartOnB.status).toBe(200);
    expect((cartOnB.body.data as { result: unknown[] }).result).toEqual([expect.objectContaining({ cart_product_quantity: 3 })]);

    // A has read (and keeps in memory) that the session is live; the logout goes through B.
    expect((await call(a, 'GET', `/customer/${customerId}`, { token })).status).toBe(200);
    expect((await call(b, 'POST', '/customer/logout', { cookie: refreshed.cookie })).status).toBe(200);
    expect((await call(b, 'GET', `/customer/${customerId}`, { token })).status).toBe(403);
    const ms = await msUntil(
      async () => (await call(a, 'GET', `/customer/${customerId}`, { token })).status,
      (status) => status === 403,
    );
    console.info(`two processes: A refused the token of a session ended through B after ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(WITHIN_MS);
    const refused = await call(a, 'GET', `/customer/${customerId}`, { token });
    expect(refused.body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await call(a, 'GET', `/customer/refresh_token/${customerId}`, { cookie: refreshed.cookie })).status).toBe(401);
  });

  it('an image uploaded through A is served by B (one IMAGES_DIR)', async () => {
    const signedIn = await fetch(`${a.base}/api/v1/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b5472a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'punch.png');
    const uploaded = await fetch(`${a.base}/api/v1/admin/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { result: { url: string } }).result;
    const served = await fetch(`${b.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('counts failed logins of one account across both processes (Redis)', async () => {
    expect(redisUrl, 'run under scripts/with-redis.sh as well (TEST_REDIS_URL): the limits are shared through Redis').toMatch(
      /^redis:\/\//,
    );
    const email = `limited.${Date.now().toString(36)}@precisionfab.example`;
    await registeredCustomer(a, email);
    // loginPerAccountIp allows 10 tries per 15 minutes: 5 on A and 5 on B use them up together.
    for (const on of [a, b, a, b, a, b, a, b, a, b]) expect((await login(on, email, 'Wrong#2024')).status).toBe(401);
    const eleventh = await login(a, email);
    expect(eleventh.status).toBe(429);
    expect((await login(b, email)).status).toBe(429);
  });
});
