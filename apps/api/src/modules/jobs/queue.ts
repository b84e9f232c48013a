import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { DEFAULT_MAX_ATTEMPTS } from './backoff.js';

/** A piece of work to do after the change that causes it has committed. */
export interface NewJob {
  /** The handler that runs it (registered with the worker in app.ts), e.g. 'order.confirmation'. */
  kind: string;
  /** What the handler needs to do its work at run time: ids, never secrets or rendered files. */
  payload: Record<string, unknown>;
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
 * causes it commits (decision 013), and a rolled-back change leaves no job behind.
 */
export async function enqueueJob(tx: Database, job: NewJob | NewJob[]): Promise<void> {
  const list = Array.isArray(job) ? job : [job];
  if (!list.length) return;
  await tx
    .insert(jobs)
    .values(
      list.map((j) => ({
        kind: j.kind,
        payload: j.payload,
        idempotencyKey: j.key,
        maxAttempts: j.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        ...(j.runAt ? { runAt: j.runAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.idempotencyKey });
}
