import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { shortError } from './backoff.js';
import { checkPayload, handleJob, type JobHandler, type JobKind } from './job-kind.js';
import { recordIntentJob, settleQueuedJob, withdrawQueuedJob } from './jobs-queries.js';

/**
 * How long a step's recovery job waits before its first run. The request finishes the step well
 * within it (a partner call times out in seconds), so the job runs only when the request did not:
 * it crashed, or its commit failed.
 */
export const PARTNER_STEP_GRACE_MS = 2 * 60_000;

/** Recovery attempts, 10 s, 30 s, 2 and 10 min apart: staff hear of a step that cannot finish within about 15 minutes. */
export const PARTNER_STEP_MAX_ATTEMPTS = 5;

/**
 * A change that calls a partner (a payment provider, a carrier, the books) before it commits to
 * our database (decision 022). Its job kind's payload is the intent: everything needed to carry
 * the step out again from another process, hours later.
 */
export interface PartnerStep<P extends z.ZodType, Answer, Committed> {
  kind: JobKind<P>;
  maxAttempts?: number;
  /**
   * Asks the partner. Must give the same answer when called again with the same intent (the
   * partner's idempotency key): recovery calls it again to learn what the partner did.
   */
  callPartner(intent: z.output<P>): Promise<Answer>;
  /**
   * Recovery only, before the partner is asked again: why the change can no longer be made, or
   * null. The call may then be the first one (the request died before it), so the partner is not
   * asked, and the step is compensated with what is known.
   */
  blocked?(intent: z.output<P>): Promise<string | null>;
  /** Writes the partner's answer in `tx`. A change already made (by an earlier try) answers as done. */
  commit(tx: Database, intent: z.output<P>, answer: Answer): Promise<Committed>;
  /** Why an error of `commit` means it can never succeed (the order shipped meanwhile); null for one worth retrying. */
  refusal(err: unknown): string | null;
  /**
   * The durable record for people of a step done at the partner but never committed here (an
   * alert and an audit entry), in `tx`. `answer` is null when the partner could not be asked again.
   */
  compensate(tx: Database, intent: z.output<P>, failure: { answer: Answer | null; reason: string }): Promise<void>;
}

export type PartnerStepOutcome<Answer, Committed> =
  /** Done at the partner and committed here. */
  | { state: 'committed'; answer: Answer; value: Committed }
  /** The partner refused: nothing happened anywhere, and nothing is left to finish. */
  | { state: 'refused'; error: unknown }
  /** Done at the partner, and the change can never be made here: compensated (staff alerted). */
  | { state: 'compensated'; answer: Answer; reason: string }
  /** Done at the partner, not committed yet: the step's job finishes it, or compensates. */
  | { state: 'pending'; answer: Answer; error: unknown };

/**
 * Runs a partner step in the order that survives a crash at any point: (1) the intent is
 * committed as a job due after PARTNER_STEP_GRACE_MS, (2) the partner is called, (3) the change is
 * committed together with the job's settling. A refusal of the partner withdraws the job; a commit
 * that can never succeed is compensated at once; any other failure, or a crash, leaves the job to
 * finish the step (partnerStepJob). Errors before the partner is called (the database is away) are thrown.
 */
export async function runPartnerStep<P extends z.ZodType, Answer, Committed>(
  db: Database,
  step: PartnerStep<P, Answer, Committed>,
  run: { key: string; intent: z.input<P>; log: FastifyBaseLogger },
): Promise<PartnerStepOutcome<Answer, Committed>> {
  const checked = checkPayload(step.kind, run.intent);
  // Like enqueueJob: an intent that does not fit its kind is a programming error.
  if (!checked.ok) throw new Error(`Cannot record the partner step ${run.key}. ${checked.problem}`);
  const intent = checked.payload;
  await recordIntentJob(db, {
    kind: step.kind.name,
    payload: intent as Record<string, unknown>,
    key: run.key,
    maxAttempts: step.maxAttempts ?? PARTNER_STEP_MAX_ATTEMPTS,
    runAt: new Date(Date.now() + PARTNER_STEP_GRACE_MS),
  });
  let answer: Answer;
  try {
    answer = await step.callPartner(intent);
  } catch (error) {
    await withdrawQueuedJob(db, run.key).catch((err: unknown) =>
      run.log.error({ err, step: run.key }, 'the intent of a refused partner step stays queued: its job asks the partner again'),
    );
    return { state: 'refused', error };
  }
  try {
    const value = await db.transaction(async (tx) => {
      const committed = await step.commit(tx, intent, answer);
      await settleQueuedJob(tx, run.key);
      return committed;
    });
    return { state: 'committed', answer, value };
  } catch (error) {
    const reason = step.refusal(error);
    if (reason === null) {
      run.log.error({ err: error, step: run.key }, 'partner step done at the partner but not committed: its job retries');
      return { state: 'pending', answer, error };
    }
    try {
      await db.transaction(async (tx) => {
        await step.compensate(tx, intent, { answer, reason });
        await settleQueuedJob(tx, run.key);
      });
      return { state: 'compensated', answer, reason };
    } catch (err) {
      run.log.error({ err, step: run.key }, 'partner step could not be compensated now: its job does it');
      return { state: 'pending', answer, error: err };
    }
  }
}

/**
 * The recovery of a partner step, for the worker: asks the partner again (same intent, same
 * answer) and commits. A commit that can never succeed, or the last attempt failing, is
 * compensated instead; the job then ends done, the alert being the record staff act on. Only when
 * even the compensation fails does the job die, and staff see it on the jobs page.
 */
export function partnerStepJob<P extends z.ZodType, Answer, Committed>(
  db: Database,
  step: PartnerStep<P, Answer, Committed>,
): JobHandler<P> {
  return handleJob(step.kind, async (intent, job) => {
    const last = job.attempt >= job.maxAttempts;
    let answer: Answer | null = null;
    let failure: unknown;
    const blocked = await step.blocked?.(intent);
    if (blocked) {
      job.log.error({ reason: blocked }, 'partner step can no longer be finished: compensated without asking the partner again');
      await db.transaction((tx) => step.compensate(tx, intent, { answer: null, reason: blocked }));
      return;
    }
    try {
      answer = await step.callPartner(intent);
      const done = answer;
      await db.transaction((tx) => step.commit(tx, intent, done));
      return;
    } catch (err) {
      failure = err;
    }
    const refusal = answer === null ? null : step.refusal(failure);
    if (refusal === null && !last) throw failure;
    const reason = refusal ?? `it failed ${job.attempt} times, last: ${shortError(failure)}`;
    job.log.error({ err: failure, reason }, 'partner step cannot be finished: compensated');
    await db.transaction((tx) => step.compensate(tx, intent, { answer, reason }));
  });
}
