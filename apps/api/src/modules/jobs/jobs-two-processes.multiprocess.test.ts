import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { jobs } from '../../db/schema/index.js';
import { enqueueJob } from './queue.js';

// Decision 013: "Multiple API processes share the work without double sends." Two real servers
// (server.ts) with their job workers on, on one PostgreSQL database of this file's own, each writing
// the mail it sends to its own outbox folder: every job must end in exactly one of them.
// Runs in the "multiprocess" Vitest project under scripts/with-postgres.sh (DATABASE_URL).

const ROOT = resolve(import.meta.dirname, '../../../../..');
const JOBS = 80;
const adminUrl = process.env.DATABASE_URL ?? '';
const dbName = `nb_mp_${randomBytes(5).toString('hex')}`;
let databaseUrl = '';
let workDir = '';
let handle: DbHandle;
const servers: { child: ChildProcess; output: string[] }[] = [];

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

async function startServer(label: string): Promise<void> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, label),
    WEB_DIST_DIR: join(workDir, 'no-storefront-build'),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOBS_WORKER: 'on',
    JOBS_POLL_MS: '50',
  };
  delete env.SMTP_URL; // each process writes its mail to DATA_DIR/outbox
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: [] as string[] };
  servers.push(server);
  child.stdout!.on('data', (d: Buffer) => server.output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => server.output.push(d.toString()));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process ${label} exited (${child.exitCode}):\n${server.output.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API process ${label} did not answer within 150 s:\n${server.output.join('')}`);
}

async function stopServer({ child }: { child: ChildProcess }): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The Message-IDs of the mail one process wrote to its outbox. */
async function sentBy(label: string): Promise<string[]> {
  const dir = join(workDir, label, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  return Promise.all(names.map(async (n) => (JSON.parse(await readFile(join(dir, n), 'utf8')) as { messageId: string }).messageId));
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('The multiprocess tests need DATABASE_URL (run them under scripts/with-postgres.sh)');
  await adminQuery(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  workDir = await mkdtemp(join(tmpdir(), 'nb-jobs-mp-'));
  handle = await openDatabase({ databaseUrl, poolSize: 2 });
  await migrate(handle);
  await Promise.all([startServer('a'), startServer('b')]);
});

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  await handle?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
  if (adminUrl) await adminQuery(`drop database if exists ${dbName} with (force)`);
});

describe('two API processes with their job workers on one PostgreSQL', () => {
  it('send every queued email exactly once between them', async () => {
    const keys = Array.from({ length: JOBS }, (_, i) => `contact.enquiry.mp-${i}-${randomBytes(4).toString('hex')}`);
    // Queued all at once, as a burst of enquiries would: both workers find them due together.
    await enqueueJob(
      handle.db,
      keys.map((key, i) => ({
        kind: 'contact.enquiry',
        key,
        payload: { mail: { to: 'sales@northbendtooling.com', subject: `Enquiry ${i}`, text: `Enquiry ${i}`, html: `<p>Enquiry ${i}</p>` } },
      })),
    );
    const deadline = Date.now() + 45_000;
    let done = 0;
    while (Date.now() < deadline) {
      const rows = await handle.db.select({ state: jobs.state }).from(jobs).where(inArray(jobs.idempotencyKey, keys));
      done = rows.filter((r) => r.state === 'done').length;
      if (done === JOBS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(done).toBe(JOBS);
    const [a, b] = await Promise.all([sentBy('a'), sentBy('b')]);
    const all = [...a, ...b];
    expect(all).toHaveLength(JOBS);
    expect(new Set(all).size).toBe(JOBS);
    // Both processes took a share (each takes two at a time, polling every 50 ms).
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
  });
});
