import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@northbend/shared';

/**
 * Work that follows a committed change (an email), written in the change's own transaction: the
 * transactional outbox of decision 013. A worker takes due rows with FOR UPDATE SKIP LOCKED and a
 * lease (locked_until), so a crashed worker's job is taken again once its lease has run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it, e.g. 'order.confirmation'. */
    kind: text('kind').notNull(),
    /** What the handler needs (ids, never rendered PDFs nor secrets). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One job per cause: enqueuing the same key twice keeps the first; also the email's Message-ID. */
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease; past it, another worker may take the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure, shortened and without credentials: what the back office shows. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_idempotency_key_uq').on(t.idempotencyKey),
    // The worker's question: what is due? Finished jobs stay out of this index.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_state_idx').on(t.state, t.createdAt),
    check('jobs_state_ck', sql`${t.state} in ('queued', 'running', 'done', 'dead')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
