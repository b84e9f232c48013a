import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client.js';
import type { ChangeBus } from './change-bus.js';
import { postgresBus } from './postgres-bus.js';

// Runs in the "multiprocess" Vitest project only, under scripts/with-postgres.sh, which starts a
// throwaway PostgreSQL and sets DATABASE_URL (CI does so in .ci/run).
const databaseUrl = process.env.DATABASE_URL ?? '';
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });
const retry = { minMs: 50, maxMs: 400 };

let handle: DbHandle;
const buses: ChangeBus[] = [];

beforeAll(async () => {
  expect(databaseUrl, 'run under scripts/with-postgres.sh (DATABASE_URL)').toMatch(/^postgres(ql)?:\/\//);
  handle = await openDatabase({ databaseUrl, poolSize: 2 });
});
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
  await handle?.close();
});

/** Two buses on one channel of their own, as two API processes would have them. */
async function pair(log = quietLog()) {
  const channel = `test_${randomBytes(4).toString('hex')}`;
  const a = await postgresBus({ databaseUrl, db: handle.db, log, channel, retry });
  const b = await postgresBus({ databaseUrl, db: handle.db, log, channel, retry });
  buses.push(a, b);
  return { a, b, channel, log };
}

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Ends the listening connection of a channel on the server's side, as a restart or a network cut would. */
async function cutListeners(channel: string): Promise<number> {
  const rows = await sql(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [`listen ${channel}`]);
  return rows.length;
}

describe('PostgreSQL change bus (LISTEN/NOTIFY)', () => {
  it('a publish reaches the subscribers of every bus on the channel, the publisher’s own included', async () => {
    const { a, b } = await pair();
    expect(a.kind).toBe('postgres');
    const [inA, inB, otherTopic] = [vi.fn(), vi.fn(), vi.fn()];
    a.subscribe('catalog', inA);
    b.subscribe('catalog', inB);
    b.subscribe('pages', otherTopic);
    await a.publish('catalog');
    await vi.waitFor(
      () => {
        expect(inB).toHaveBeenCalledTimes(1);
        expect(inA).toHaveBeenCalledTimes(1);
      },
      { timeout: 1_000, interval: 10 },
    );
    expect(otherTopic).not.toHaveBeenCalled();
  });

  it('a dropped listener reconnects with backoff, tells its subscribers that anything may have changed, and hears publishes again', async () => {
    const { a, b, channel, log } = await pair();
    const inB = vi.fn();
    b.subscribe('catalog', inB);
    expect(await cutListeners(channel)).toBe(2);
    // Back, and called once although nothing was published: NOTIFYs sent meanwhile are lost.
    await vi.waitFor(() => expect(inB).toHaveBeenCalledTimes(1), { timeout: 5_000, interval: 20 });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ retryInMs: 50 }), expect.stringContaining('reconnecting'));
    await vi.waitFor(
      async () => expect(await sql(`select 1 from pg_stat_activity where query = $1`, [`listen ${channel}`])).toHaveLength(2),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    await a.publish('catalog');
    await vi.waitFor(() => expect(inB).toHaveBeenCalledTimes(2), { timeout: 1_000, interval: 10 });
  });

  it('a closed bus stops listening and does not reconnect', async () => {
    const { a, b, channel } = await pair();
    const inB = vi.fn();
    b.subscribe('catalog', inB);
    await b.close();
    await a.publish('catalog');
    await new Promise((r) => setTimeout(r, 300));
    expect(inB).not.toHaveBeenCalled();
    expect(await sql(`select 1 from pg_stat_activity where query = $1`, [`listen ${channel}`])).toHaveLength(1);
  });
});
