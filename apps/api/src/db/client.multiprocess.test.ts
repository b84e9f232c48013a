import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type DbHandle } from './client.js';

// Needs PostgreSQL: CI runs this project under scripts/with-postgres.sh.
const databaseUrl = process.env.DATABASE_URL;
const pidOf = async (db: Database) => (await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0].pid;

/** What a restart does to a session: the server ends it (asked from a connection of its own). */
async function terminate(pids: number[]): Promise<void> {
  const admin = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await admin.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${sql.join(
        pids.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
  } finally {
    await admin.close();
  }
}

describe.runIf(databaseUrl)('the PostgreSQL pool across a database restart', () => {
  let handle: DbHandle | undefined;
  afterAll(() => handle?.close());

  it('survives the server closing its connections, idle or inside a transaction, says so, and answers the next query', async () => {
    const errors: Error[] = [];
    handle = await openDatabase({ databaseUrl, poolSize: 4, onConnectionError: (err) => errors.push(err) });
    const { db } = handle;
    // Three idle connections in the pool…
    const idle = await Promise.all([1, 2, 3].map(() => db.transaction(async (tx) => pidOf(tx as unknown as Database))));
    // …and one checked out by a transaction that is between two queries when its session ends.
    const inTransaction = db.transaction(async (tx) => {
      await terminate([...idle, await pidOf(tx as unknown as Database)]);
      await expect.poll(() => errors.length, { timeout: 5000 }).toBe(4);
      await tx.execute(sql`select 1`);
    });
    await expect(inTransaction).rejects.toThrow();
    expect(errors[0].message).toContain('terminating connection');
    const [{ answer }] = await queryRows<{ answer: number }>(db, sql`select 42 as answer`);
    expect(answer).toBe(42);
  });
});
