import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { jobs, type JobRow } from '../../db/schema/index.js';

/** A job a worker has taken: its lease runs until it is finished or the lease expires. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  key: string;
  /** This attempt's number (1 for the first): it fences the finish, see finishJob. */
  attempt: number;
  maxAttempts: number;
}

// Every time is the database's (now()), so API processes with skewed clocks agree on what is due;
// `laterMs` moves that clock forward for a test ("an hour later").
const at = (laterMs: number): SQL => sql`(now() + ${laterMs} * interval '1 millisecond')`;

/**
 * Takes up to `limit` due jobs of the given kinds: queued ones whose time has come, and running
 * ones whose lease ran out (their worker died). FOR UPDATE SKIP LOCKED lets any number of workers
 * ask at once: each row goes to one of them, nobody waits for another's rows.
 */
export async function claimDueJobs(
  db: Database,
  opts: { kinds: string[]; limit: number; leaseMs: number; laterMs: number },
): Promise<ClaimedJob[]> {
  if (!opts.kinds.length || opts.limit < 1) return [];
  const now = at(opts.laterMs);
  const kinds = sql.join(
    opts.kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: string | number;
    kind: string;
    payload: Record<string, unknown>;
    key: string;
    attempt: number;
    max_attempts: number;
  }>(
    db,
    sql`with due as materialized (
          select id from jobs
          where kind in (${kinds})
            and ((state = 'queued' and run_at <= ${now}) or (state = 'running' and locked_until <= ${now}))
          order by run_at, id
          limit ${opts.limit}
          for update skip locked
        )
        update jobs set state = 'running', attempts = jobs.attempts + 1, locked_until = ${at(opts.laterMs + opts.leaseMs)}
        from due where jobs.id = due.id
        returning jobs.id, jobs.kind, jobs.payload, jobs.idempotency_key as key, jobs.attempts as attempt, jobs.max_attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: r.payload,
    key: r.key,
    attempt: Number(r.attempt),
    maxAttempts: Number(r.max_attempts),
  }));
}

/**
 * Marks a taken job done, or failed: queued again after `retryInMs`, or dead once its attempts are
 * used up (or at once when its payload does not fit its kind: no retry could help). Only the attempt that holds the job may finish it: a worker whose lease ran out and
 * whose job another worker took again changes nothing (answers false).
 */
export async function finishJob(
  db: Database,
  job: ClaimedJob,
  outcome: { done: true } | { done: false; error: string; retryInMs: number; laterMs: number } | { done: false; error: string; dead: true },
): Promise<boolean> {
  const held = and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempt));
  const changes = outcome.done
    ? { state: 'done' as const, finishedAt: sql`now()`, lockedUntil: null, lastError: null }
    : 'dead' in outcome || job.attempt >= job.maxAttempts
      ? { state: 'dead' as const, finishedAt: sql`now()`, lockedUntil: null, lastError: outcome.error }
      : { state: 'queued' as const, runAt: at(outcome.laterMs + outcome.retryInMs), lockedUntil: null, lastError: outcome.error };
  const updated = await db.update(jobs).set(changes).where(held).returning({ id: jobs.id });
  return updated.length > 0;
}

/** The jobs staff should see: dead ones, and queued or running ones that have failed before. */
export async function listTroubledJobs(db: Database, limit: number): Promise<{ rows: JobRow[]; counts: Record<string, number> }> {
  const troubled = or(eq(jobs.state, 'dead'), and(inArray(jobs.state, ['queued', 'running']), isNotNull(jobs.lastError)));
  const rows = await db.select().from(jobs).where(troubled).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);
  const counted = await queryRows<{ state: string; n: string | number }>(
    db,
    sql`select state, count(*) as n from jobs where state in ('queued', 'running', 'dead') group by state`,
  );
  const counts: Record<string, number> = { queued: 0, running: 0, dead: 0 };
  for (const c of counted) counts[c.state] = Number(c.n);
  return { rows, counts };
}

export async function lockJob(tx: Database, id: number): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

/** Queues a job again now, with a fresh set of attempts; its last error stays until it runs. */
export async function requeueJob(tx: Database, id: number): Promise<JobRow> {
  const [row] = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: sql`now()`, lockedUntil: null, finishedAt: null })
    .where(eq(jobs.id, id))
    .returning();
  return row;
}

/** Finished jobs older than `days`, removed in batches so the table stays small. */
export async function pruneDoneJobs(db: Database, days: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from jobs where id in (
          select id from jobs where state = 'done' and finished_at < now() - ${days} * interval '1 day' limit 1000
        ) returning id`,
  );
  return rows.length;
}

/**
 * A queued job whose work the caller has done itself, in its transaction (a partner step that
 * committed in the request, decision 022): done, so no worker runs it. A job a worker has taken
 * already is left to that worker.
 */
export async function settleQueuedJob(tx: Database, key: string): Promise<void> {
  await tx
    .update(jobs)
    .set({ state: 'done', finishedAt: sql`now()`, lockedUntil: null })
    .where(and(eq(jobs.idempotencyKey, key), eq(jobs.state, 'queued')));
}

/** A queued job whose cause did not happen after all (the partner refused): gone, so the same key may be queued again. */
export async function withdrawQueuedJob(db: Database, key: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.idempotencyKey, key), eq(jobs.state, 'queued')));
}

/**
 * Writes the intent of a partner step as a queued job (decision 022): a new one, or the step's
 * finished or dead job of an earlier try brought back with a fresh set of attempts. One queued or
 * running already is left as it is: it carries the same step.
 */
export async function recordIntentJob(
  db: Database,
  job: { kind: string; payload: Record<string, unknown>; key: string; maxAttempts: number; runAt: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, idempotencyKey: job.key, maxAttempts: job.maxAttempts, runAt: job.runAt })
    .onConflictDoUpdate({
      target: jobs.idempotencyKey,
      set: {
        payload: job.payload,
        state: 'queued',
        attempts: 0,
        maxAttempts: job.maxAttempts,
        runAt: job.runAt,
        lockedUntil: null,
        lastError: null,
        finishedAt: null,
      },
      setWhere: sql`${jobs.state} in ('done', 'dead')`,
    });
}
