import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { DEFAULT_MAX_ATTEMPTS } from './backoff.js';
import { checkPayload, type JobKind } from './job-kind.js';

/** A piece of work to do after the change that causes it has committed. */
export interface NewJob<P extends z.ZodType = z.ZodType> {
  /** The kind whose handler runs it (registered with the worker in app.ts), with its payload's schema. */
  kind: JobKind<P>;
  /** What the handler needs to do its work at run time: ids, never secrets or rendered files. */
  payload: z.input<P>;
  /**
   * One job per cause, e.g. `order.confirmation.<order id>`: a second enqueue with the key is a
   * no-op. Mail sent by the job carries it as its Message-ID.
   */
  key: string;
  maxAttempts?: number;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/**
 * Writes the job (or jobs) inside the caller's transaction: it exists exactly when the change that
 * causes it commits (decision 013), and a rolled-back change leaves no job behind. A payload that
 * does not fit its kind's schema is a programming error: it throws before anything is written, so
 * the caller's transaction fails rather than store a job that could never run.
 */
export async function enqueueJob<P extends z.ZodType>(tx: Database, job: NewJob<P> | NewJob<P>[]): Promise<void> {
  const list = Array.isArray(job) ? job : [job];
  if (!list.length) return;
  const rows = list.map((j) => {
    const checked = checkPayload(j.kind, j.payload);
    if (!checked.ok) throw new Error(`Cannot queue the job ${j.key}. ${checked.problem}`);
    return {
      kind: j.kind.name,
      payload: checked.payload as Record<string, unknown>,
      idempotencyKey: j.key,
      maxAttempts: j.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(j.runAt ? { runAt: j.runAt } : {}),
    };
  });
  await tx.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.idempotencyKey });
}
