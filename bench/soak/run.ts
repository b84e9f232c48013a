/**
 * Soak benchmark: mixed traffic from many customers at once against two API processes on one
 * PostgreSQL, while the database restarts, the mail server goes away for a while, and one process
 * is replaced (a new one starts, then the old one gets SIGTERM; --deploy replace: both at once).
 * Prints requests/s, p50/p99 and 5xx per phase, then checks the database and the mail server.
 * See bench/README.md.
 *   bash scripts/with-postgres.sh npm run bench:soak -- [--connections 200] [--duration 60]
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { DEFAULT_SHIPPING_RATES, parseRateTable } from '@northbend/shared';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { signAccessToken } from '../../apps/api/src/lib/access-tokens.js';
import { hashPassword } from '../../apps/api/src/lib/passwords.js';
import { loadCatalog } from '../catalog/generate.js';
import { startServer, waitForHealth, type ServerProcess } from '../catalog/server.js';
import { createShoppers } from '../checkout/shoppers.js';
import { auditSoak, waitForJobs } from './audit.js';
import { postgresPids, trackCpu } from './cpu-usage.js';
import { Balancer, HEALTH_CHECK_INTERVAL_MS } from './balancer.js';
import { closeConnections } from './http-client.js';
import { figuresByPhase, printFigures, printScenarios, printScenariosByPhase, type Phase } from './report.js';
import { startSmtpSink } from './smtp-sink.js';
import { runTraffic } from './traffic.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_JWT_SECRET = 'bench-catalog-jwt-secret-0123456789abcdef'; // startServer's
const MAIL_FROM = '"Northbend Tooling" <no-reply@soak.bench>';
const LOGIN_PASSWORD = 'Soak-bench#2026';
const TARGET_P99_MS = 100;

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    products: { type: 'string', default: '2000' },
    /** Mean pause between one customer's requests; 0 sends them back to back (what the processes can take). */
    'think-ms': { type: 'string', default: '3000' },
    /** Seconds of the same traffic before the measured run (not in the figures; its orders are audited). */
    warmup: { type: 'string', default: '5' },
    'keep-data': { type: 'boolean', default: false },
    /** A directory for each API process's CPU profile (node --cpu-prof), written when it stops. */
    'cpu-prof': { type: 'string' },
    /**
     * How process B is replaced: 'surge' starts process C and stops B once C is ready (a rolling
     * update that never runs below two processes: Kubernetes' default for two replicas, maxSurge 25 %
     * rounded up to 1, maxUnavailable 25 % rounded down to 0); 'replace' stops B while C starts.
     */
    deploy: { type: 'string', default: 'surge' },
  },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The soak runs on PostgreSQL: bash scripts/with-postgres.sh npm run bench:soak');
  const postgresCtl = process.env.POSTGRES_CTL;
  const connections = Number(args.connections);
  if (args.deploy !== 'surge' && args.deploy !== 'replace') throw new Error('--deploy is surge or replace');
  const surge = args.deploy === 'surge';
  const durationMs = Number(args.duration) * 1000;
  const dataDir = mkdtempSync(join(tmpdir(), 'northbend-soak-'));
  const servers = new Map<string, ServerProcess>();
  const sink = await startSmtpSink();
  const cleanup = async () => {
    await Promise.all([...servers.values()].map((s) => s.stop()));
    await sink.close();
    if (!args['keep-data']) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  process.once('exit', () => [...servers.values()].forEach((s) => s.child.kill('SIGKILL')));

  try {
    // --- the shop: catalog, customers with carts, customers who log in ---------------------
    const runId = randomBytes(4).toString('hex');
    const handle = await openDatabase({ databaseUrl, poolSize: 2 });
    let shoppers, productIds: string[], plainProductIds: string[], version: string;
    try {
      await migrate(handle);
      await loadCatalog(handle, { products: Number(args.products), reset: false, imagesDir: resolve(dataDir, 'images') });
      shoppers = await createShoppers(handle.db, connections, runId);
      // Each customer can log in too: a visit after the first begins with a login (traffic.ts).
      const hash = await hashPassword(LOGIN_PASSWORD);
      await handle.db.execute(sql`
        update customers set password_hash = ${hash}, verified_at = now()
        where id in (select jsonb_array_elements_text(${JSON.stringify(shoppers.map((s) => s.id))}::jsonb)::uuid)`);
      productIds = (await queryRows<{ id: string }>(handle.db, sql`select id from products order by md5(id::text) limit 200`)).map(
        (r) => r.id,
      );
      plainProductIds = (
        await queryRows<{ id: string }>(
          handle.db,
          sql`select id from products where not variants_status and price_cents > 0 order by md5(id::text) limit 200`,
        )
      ).map((r) => r.id);
      version = (await queryRows<{ v: string }>(handle.db, sql`select current_setting('server_version') as v`))[0].v;
    } finally {
      await handle.close();
    }
    const tokens = await Promise.all(shoppers.map((s) => signAccessToken(SERVER_JWT_SECRET, s.id, s.sessionId, '2h')));

    // --- two API processes behind the client's balancer ----------------------------------------
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM,
      PAYMENTS: 'demo',
      RATE_LIMITS: 'off', // one client address sends everything
      // Readiness answers 503 this long before the process stops listening: two of the balancer's
      // health checks, so it has stopped sending there by then (a 503 on the way stops it sooner).
      SHUTDOWN_DELAY_MS: String(2 * HEALTH_CHECK_INTERVAL_MS),
      SHUTDOWN_TIMEOUT_MS: '15000',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      ...(args['cpu-prof']
        ? {
            NODE_OPTIONS:
              `${process.env.NODE_OPTIONS ?? ''} --import ${fileURLToPath(new URL('./cpu-profile.mjs', import.meta.url))}`.trim(),
            CPU_PROFILE_DIR: resolve(args['cpu-prof']),
          }
        : {}),
    };
    const balancer = new Balancer();
    const startProcess = async (name: string) => {
      const server = await startServer({ repoRoot, dataDir, databaseUrl, env, name });
      servers.set(name, server);
      await waitForHealth(server);
      balancer.add(name, server.url);
      return server;
    };
    await Promise.all([startProcess('api-a'), startProcess('api-b')]);
    balancer.start(HEALTH_CHECK_INTERVAL_MS);
    await sleep(2 * HEALTH_CHECK_INTERVAL_MS);

    // --- the run and its faults -----------------------------------------------------------------
    const windows: Phase[] = [];
    // The shop was open before the run: the processes have seen traffic (compiled code, sessions
    // known) and the customers are spread over their visits. A sample sent before 0 is not measured.
    const warmupMs = Number(args.warmup) * 1000;
    const startedAt = performance.now() + warmupMs;
    const now = () => performance.now() - startedAt;
    let stop = false;
    const traffic = runTraffic(
      {
        balancer,
        shoppers: shoppers.map((s, i) => ({ id: s.id, email: s.email, password: LOGIN_PASSWORD, token: tokens[i] })),
        thinkMs: Number(args['think-ms']),
        productIds,
        plainProductIds,
        searches: ['gooseneck', 'round punch', 'die', 'radius', 'Thick Turret', 'press brake', 'gooseneek', 'square'],
      },
      startedAt,
      () => stop,
    );
    const at = (fraction: number) => sleep(Math.max(0, fraction * durationMs - now()));
    await at(0);
    const loadAtStart = loadavg()[0];
    // A process started during the run (the rolling deploy's) counts from its start: that is part of its cost.
    const apiCpu = trackCpu(() => [...servers.values()].flatMap((s) => (s.child.pid ? [s.child.pid] : [])));
    const postgresCpu = trackCpu(postgresPids);
    const clientCpu = process.cpuUsage();

    await at(0.2);
    if (postgresCtl) {
      const from = now();
      await run(postgresCtl, ['stop']);
      await sleep(3000);
      await run(postgresCtl, ['start']);
      windows.push({ name: 'database restart', from, to: now() + 2000 });
      console.log(`database down at ${(from / 1000).toFixed(1)} s, back at ${(now() / 1000).toFixed(1)} s`);
    } else console.log('POSTGRES_CTL is not set (run under scripts/with-postgres.sh): no database restart');

    await at(0.37);
    {
      const from = now();
      await sink.down();
      await sleep(20_000);
      await sink.up();
      windows.push({ name: 'SMTP down', from, to: now() });
    }

    await at(0.72);
    {
      const from = now();
      const stopB = () =>
        servers
          .get('api-b')!
          .stop()
          .then(() => {
            balancer.remove('api-b');
            servers.delete('api-b');
          });
      if (surge) {
        await startProcess('api-c');
        await stopB();
      } else await Promise.all([stopB(), startProcess('api-c')]);
      windows.push({ name: 'process replaced', from, to: now() + 1000 });
    }

    await at(1);
    stop = true;
    const result = await traffic;
    const runMs = now();
    const apiCpuSeconds = apiCpu.stop();
    const postgresCpuSeconds = postgresCpu.stop();
    const clientCpuUsage = process.cpuUsage(clientCpu);
    const clientCpuSeconds = (clientCpuUsage.user + clientCpuUsage.system) / 1e6;
    const loadAtEnd = loadavg()[0];
    balancer.stop();
    closeConnections();

    // --- afterwards: the workers catch up, then the audit ----------------------------------------
    const check = await openDatabase({ databaseUrl, poolSize: 2 });
    try {
      const jobs = await waitForJobs(check.db, 300_000);
      await Promise.all([...servers.values()].map((s) => s.stop()));
      servers.clear();
      const checks = await auditSoak(
        check.db,
        result,
        sink,
        parseRateTable(process.env.SHIPPING_RATES ?? DEFAULT_SHIPPING_RATES),
        MAIL_FROM,
      );

      const measured = result.samples.filter((s) => s.at >= 0);
      const figures = figuresByPhase(measured, windows, runMs);
      console.log(`\nPostgreSQL ${version} · Node ${process.versions.node} · ${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'})`);
      console.log(
        `${connections} connections for ${(runMs / 1000).toFixed(0)} s, a mean pause of ${args['think-ms']} ms between one customer's requests, 2 API processes (B replaced: ${surge ? 'C started, then B stopped once C was ready' : 'B stopped while C started'}), ${args.products} products, after ${args.warmup} s of warm-up\n`,
      );
      const requests = figures.reduce((n, f) => n + f.requests, 0);
      console.log(
        `load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end; the API processes used ${apiCpuSeconds.toFixed(1)} s of CPU (${(apiCpuSeconds / (runMs / 1000)).toFixed(2)} cores, ${((1000 * apiCpuSeconds) / Math.max(1, requests)).toFixed(1)} ms per request, their job workers' mail included); PostgreSQL ${postgresCpuSeconds.toFixed(1)} s (${((1000 * postgresCpuSeconds) / Math.max(1, requests)).toFixed(1)} ms per request, every postgres process on this machine), this client ${clientCpuSeconds.toFixed(1)} s (${((1000 * clientCpuSeconds) / Math.max(1, requests)).toFixed(1)} ms)\n`,
      );
      printFigures(figures);
      console.log('\nby phase and kind of request:');
      printScenariosByPhase(figures);
      console.log('\nby kind of request (whole run):');
      printScenarios(measured);
      console.log(`\njobs caught up ${jobs.seconds.toFixed(1)} s after the traffic stopped (${jobs.open} still open)\n`);
      const outside = figures.filter((f) => f.name !== 'database restart');
      const errorsOutside = outside.reduce((n, f) => n + f.serverErrors + f.noAnswer, 0);
      const worstP99 = Math.max(...outside.map((f) => f.p99));
      console.log(`target 0 5xx outside the database restart: ${errorsOutside === 0 ? 'target met' : `MISSED (${errorsOutside})`}`);
      console.log(
        `target p99 ≤ ${TARGET_P99_MS} ms outside it: ${worstP99 <= TARGET_P99_MS ? 'target met' : `MISSED (${worstP99.toFixed(0)} ms)`}\n`,
      );
      for (const c of checks) console.log(`${c.ok ? 'ok    ' : 'FAILED'} ${c.name.padEnd(28)} ${c.detail}`);
      if (checks.some((c) => !c.ok)) process.exitCode = 1;
    } finally {
      await check.close();
    }
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
