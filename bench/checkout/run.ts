/**
 * Checkout benchmark: N customers with filled carts place their orders at once against the real
 * server, then every order is pressed a second time with the same Idempotency-Key, and the
 * database is checked. See bench/README.md.
 *   bash scripts/with-postgres.sh npm run bench:checkout -- [--customers 200] [--concurrency 20]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { signAccessToken } from '../../apps/api/src/lib/access-tokens.js';
import { DEFAULT_SHIPPING_RATES, parseRateTable } from '@northbend/shared';
import { loadCatalog } from '../catalog/generate.js';
import { startServer, waitForHealth, type ServerProcess } from '../catalog/server.js';
import { postgresPids, trackCpu } from '../soak/cpu-usage.js';
import { closeConnections, send } from '../soak/http-client.js';
import { createShoppers, type Shopper } from './shoppers.js';
import { verifyCheckout } from './verify.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// startServer (bench/catalog/server.ts) starts the server with this JWT_SECRET.
const SERVER_JWT_SECRET = 'bench-catalog-jwt-secret-0123456789abcdef';
const TARGET_ORDERS_PER_SEC = 200;

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '20' },
    products: { type: 'string', default: '2000' },
    pglite: { type: 'boolean', default: false },
    'keep-data': { type: 'boolean', default: false },
  },
});

interface Answer {
  status: number;
  ms: number;
  orderId?: string;
  message?: string;
}

interface Round {
  answers: Answer[];
  seconds: number;
}

/** Runs `task` for each shopper, `concurrency` at a time. */
async function eachShopper(shoppers: Shopper[], concurrency: number, task: (s: Shopper, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < shoppers.length) {
      const i = next++;
      await task(shoppers[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, shoppers.length) }, worker));
}

/**
 * Sends one order create per shopper, `concurrency` at a time, over kept-alive node:http connections
 * (the soak's client: fetch cost the client about 2.7 ms of CPU per order, on the server's 2 cores).
 */
async function fire(
  url: string,
  shoppers: Shopper[],
  tokens: Map<string, string>,
  keys: Map<string, string>,
  concurrency: number,
): Promise<Round> {
  const answers: Answer[] = new Array(shoppers.length);
  const started = performance.now();
  await eachShopper(shoppers, concurrency, async (s, i) => {
    const sent = performance.now();
    try {
      const res = await send(`${url}/api/v1/order/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.get(s.id)}`, 'content-type': 'application/json', 'idempotency-key': keys.get(s.id)! },
        body: JSON.stringify({ customer_id: s.id, customer_payment: { type: i % 2 ? 'NET_30' : 'COD' } }),
      });
      const body = parseAnswer(res.text);
      answers[i] = { status: res.status, ms: performance.now() - sent, orderId: body.result?.order_id, message: body.message };
    } catch (err) {
      answers[i] = { status: 0, ms: performance.now() - sent, message: err instanceof Error ? err.message : String(err) };
    }
  });
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** GET each shopper's cart list, `concurrency` at a time (the checkout page's first request). */
async function openCarts(url: string, shoppers: Shopper[], tokens: Map<string, string>, concurrency: number): Promise<void> {
  await eachShopper(shoppers, concurrency, async (s) => {
    const res = await send(`${url}/api/v1/cart/customer-cart-list/${s.id}`, { headers: { authorization: `Bearer ${tokens.get(s.id)}` } });
    if (res.status !== 200) throw new Error(`Opening a cart answered ${res.status}`);
  });
}

function parseAnswer(text: string): { result?: { order_id?: string }; message?: string } {
  try {
    return JSON.parse(text) as { result?: { order_id?: string }; message?: string };
  } catch {
    return {};
  }
}

/**
 * The order emails are jobs written with each order and sent by the server's job worker (decision
 * 013): waits until the outbox holds `expected` mails (or stops growing for 5 s) and answers how
 * long after the last order that took.
 */
async function waitForOrderMail(outbox: string, expected: number): Promise<{ files: number; seconds: number }> {
  const started = performance.now();
  const count = () => {
    try {
      return readdirSync(outbox).filter((n) => n.endsWith('.json')).length;
    } catch {
      return 0;
    }
  };
  let last = -1;
  let stableSince = performance.now();
  for (;;) {
    const n = count();
    if (n !== last) [last, stableSince] = [n, performance.now()];
    if (n >= expected || performance.now() - stableSince > 5000) return { files: n, seconds: (performance.now() - started) / 1000 };
    await new Promise((r) => setTimeout(r, 50));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

function describeRound(name: string, r: Round): { line: string; errors: number } {
  const ms = r.answers.map((a) => a.ms).sort((a, b) => a - b);
  const failed = r.answers.filter((a) => a.status !== 200);
  const byStatus = new Map<string, number>();
  for (const a of failed)
    byStatus.set(`${a.status} ${a.message ?? ''}`.trim(), (byStatus.get(`${a.status} ${a.message ?? ''}`.trim()) ?? 0) + 1);
  const errors = [...byStatus].map(([what, n]) => `${n}× ${what}`).join('; ');
  return {
    line: `${name.padEnd(22)} ${(r.answers.length / r.seconds).toFixed(0).padStart(6)} orders/s  p50 ${percentile(ms, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(ms, 0.99).toFixed(1).padStart(6)} ms  max ${ms.at(-1)?.toFixed(1).padStart(6)} ms  errors ${failed.length}${errors ? ` (${errors})` : ''}`,
    errors: failed.length,
  };
}

async function main(): Promise<void> {
  const count = Number(args.customers);
  const concurrency = Number(args.concurrency);
  const databaseUrl = args.pglite ? undefined : process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'northbend-checkout-'));
  const runId = randomBytes(4).toString('hex');
  let server: ServerProcess | undefined;
  const cleanup = async () => {
    closeConnections();
    await server?.stop();
    if (!args['keep-data']) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  process.once('exit', () => server?.child.kill('SIGKILL'));

  try {
    console.log(
      `Checkout benchmark: ${count} customers, ${concurrency} at a time, on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir} (informational: one query at a time)`}`,
    );
    let shoppers: Shopper[];
    let dbVersion: string;
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      await migrate(handle);
      const [{ products }] = await queryRows<{ products: number }>(handle.db, sql`select count(*)::int as products from products`);
      if (products === 0)
        await loadCatalog(handle, { products: Number(args.products), reset: false, imagesDir: resolve(dataDir, 'images') });
      else console.log(`Using the ${products} products already in the database`);
      const started = performance.now();
      shoppers = await createShoppers(handle.db, count, runId);
      console.log(
        `${count} customers with ${shoppers.reduce((n, s) => n + s.lines, 0)} cart lines created in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      dbVersion = (await queryRows<{ v: string }>(handle.db, sql`select current_setting('server_version') as v`))[0].v;
    } finally {
      await handle.close();
    }
    const tokens = new Map(
      await Promise.all(shoppers.map(async (s) => [s.id, await signAccessToken(SERVER_JWT_SECRET, s.id, s.sessionId, '1h')] as const)),
    );
    const keys = new Map(shoppers.map((s) => [s.id, randomUUID()]));

    // Half the orders are Net 30, which needs a payment provider: the demo one (production has none without Stripe).
    server = await startServer({ repoRoot, dataDir, databaseUrl, env: { PAYMENTS: 'demo' } });
    await waitForHealth(server);
    // Before the burst, untimed: every customer opens their cart, as the checkout page does before
    // 'Process to order' can be pressed. It warms the pool and the order routes, and the process then
    // knows each customer's session (decision 014), as it does for a buyer at the checkout.
    await openCarts(server.url, shoppers, tokens, concurrency);

    // CPU of the first round, from /proc: what an order costs whatever else the machine runs.
    const serverPid = server.child.pid;
    const apiCpu = trackCpu(() => (serverPid ? [serverPid] : []), 200);
    const postgresCpu = trackCpu(postgresPids, 200);
    const clientCpu = process.cpuUsage();
    const first = await fire(server.url, shoppers, tokens, keys, concurrency);
    const { user, system } = process.cpuUsage(clientCpu);
    const postgresSeconds = postgresCpu.stop();
    const cpuMsPerOrder = {
      api: (apiCpu.stop() * 1000) / count,
      // PGlite runs inside the API process: no postgres processes to count.
      postgres: databaseUrl ? (postgresSeconds * 1000) / count : undefined,
      client: (user + system) / 1000 / count,
    };
    const mail = await waitForOrderMail(join(dataDir, 'outbox'), first.answers.filter((a) => a.status === 200).length * 2);
    const repeat = await fire(server.url, shoppers, tokens, keys, concurrency);
    const answered = new Map(shoppers.map((s, i) => [s.id, first.answers[i]?.orderId ?? '']));
    const sameOrder = shoppers.filter((s, i) => repeat.answers[i]?.orderId === answered.get(s.id) && answered.get(s.id)).length;
    await server.stop();
    server = undefined;

    const check = await openDatabase({ databaseUrl, dataDir });
    let checks;
    try {
      checks = await verifyCheckout(
        check.db,
        shoppers,
        runId,
        parseRateTable(process.env.SHIPPING_RATES ?? DEFAULT_SHIPPING_RATES),
        answered,
      );
    } finally {
      await check.close();
    }
    checks.push({
      name: 'repeat key → same order',
      ok: sameOrder === shoppers.length,
      detail: `${sameOrder} of ${shoppers.length} repeats answered with the first order_id`,
    });

    const a = describeRound('create (new key)', first);
    const b = describeRound('repeat (same key)', repeat);
    const rate = count / first.seconds;
    console.log(
      `\n${databaseUrl ? `PostgreSQL ${dbVersion}` : `PGlite (PostgreSQL ${dbVersion})`} · Node ${process.versions.node} · ${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'})`,
    );
    console.log(`${count} customers, 2–4 cart lines each, concurrency ${concurrency}\n`);
    console.log(a.line);
    console.log(b.line);
    console.log(
      `CPU per order in the first round: API ${cpuMsPerOrder.api.toFixed(1)} ms, PostgreSQL ${cpuMsPerOrder.postgres?.toFixed(1) ?? '(PGlite: in the API)'} ms (every postgres process on this machine), this client ${cpuMsPerOrder.client.toFixed(1)} ms`,
    );
    console.log(
      `order emails (jobs of each order's transaction, 2 at a time): ${mail.files} written, the last ${mail.seconds.toFixed(1)} s after the last order answer`,
    );
    console.log(
      `\ntarget ≥ ${TARGET_ORDERS_PER_SEC} orders/s with 0 errors: ${rate >= TARGET_ORDERS_PER_SEC && a.errors === 0 && b.errors === 0 ? 'target met' : 'MISSED'}${databaseUrl ? '' : ' (PGlite: informational)'}\n`,
    );
    for (const c of checks) console.log(`${c.ok ? 'ok    ' : 'FAILED'} ${c.name.padEnd(30)} ${c.detail}`);
    // A missed speed target is a measurement; a wrong database is a failure.
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
