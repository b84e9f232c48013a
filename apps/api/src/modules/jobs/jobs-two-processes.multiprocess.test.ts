import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { jobs } from '../../db/schema/index.js';
import { scratchDatabase, startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-processes.js';
import { CONTACT_JOBS } from '../contact/index.js';
import { enqueueJob } from './queue.js';

// Decision 013: "Multiple API processes share the work without double sends." Two real servers
// (server.ts) with their job workers on, on one PostgreSQL database of this file's own, each writing
// the mail it sends to its own outbox folder: every job must end in exactly one of them.
// Runs in the "multiprocess" Vitest project under scripts/with-postgres.sh (DATABASE_URL).

const JOBS = 80;
const adminUrl = process.env.DATABASE_URL ?? '';
let database: { url: string; drop: () => Promise<void> } | undefined;
let workDir = '';
let handle: DbHandle;
const servers: ApiProcess[] = [];

/** A server with its job worker polling often; without SMTP_URL it writes the mail it sends to DATA_DIR/outbox. */
async function startServer(label: string): Promise<void> {
  servers.push(
    await startApiProcess(label, {
      DATABASE_URL: database!.url,
      DATA_DIR: join(workDir, label),
      WEB_DIST_DIR: join(workDir, 'no-storefront-build'),
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      JOBS_WORKER: 'on',
      JOBS_POLL_MS: '50',
    }),
  );
}

/** The Message-IDs of the mail one process wrote to its outbox. */
async function sentBy(label: string): Promise<string[]> {
  const dir = join(workDir, label, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  return Promise.all(names.map(async (n) => (JSON.parse(await readFile(join(dir, n), 'utf8')) as { messageId: string }).messageId));
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('The multiprocess tests need DATABASE_URL (run them under scripts/with-postgres.sh)');
  database = await scratchDatabase(adminUrl);
  workDir = await mkdtemp(join(tmpdir(), 'nb-jobs-mp-'));
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  await migrate(handle);
  await Promise.all([startServer('a'), startServer('b')]);
});

afterAll(async () => {
  await Promise.all(servers.map(stopApiProcess));
  await handle?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
  await database?.drop();
});

describe('two API processes with their job workers on one PostgreSQL', () => {
  it('send every queued email exactly once between them', async () => {
    const keys = Array.from({ length: JOBS }, (_, i) => `contact.enquiry.mp-${i}-${randomBytes(4).toString('hex')}`);
    // Queued all at once, as a burst of enquiries would: both workers find them due together.
    await enqueueJob(
      handle.db,
      keys.map((key, i) => ({
        kind: CONTACT_JOBS.enquiry,
        key,
        payload: {
          mail: { to: 'sales@northbendtooling.com', subject: `Enquiry ${i}`, text: `Enquiry ${i}`, html: `<p>Enquiry ${i}</p>` },
          about: 'sales@northbendtooling.com',
        },
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
