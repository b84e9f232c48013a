import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * A kind of job and the schema of its payload, written once beside its handler (issue 15). The
 * payload is checked twice: when the job is queued (a bad one is a programming error: nothing is
 * stored) and when a worker takes it (a row from an older release, or edited by hand: the job is
 * dead at once, its handler never runs on data it does not understand).
 */
export interface JobKind<P extends z.ZodType = z.ZodType> {
  /** Stored in `jobs.kind`, e.g. 'order.confirmation'; its label for staff is in packages/shared/src/jobs.ts. */
  readonly name: string;
  readonly payload: P;
}

export function jobKind<P extends z.ZodType>(name: string, payload: P): JobKind<P> {
  return { name, payload };
}

/** What a handler knows of the job it runs. */
export interface JobContext {
  id: number;
  kind: string;
  /** The job's idempotency key: mail sent by the job passes it on (MailMessage.idempotencyKey). */
  key: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** When `attempt` reaches it and the handler throws, the job is dead: a handler may leave its own record first. */
  maxAttempts: number;
  log: FastifyBaseLogger;
}

/** Does the job's work with its checked payload; throwing fails this attempt (retried later, dead after the last one). */
export interface JobHandler<P extends z.ZodType = z.ZodType> {
  kind: JobKind<P>;
  // A method, not a function property: a handler of one kind's payload then fits in a list of all kinds' handlers.
  run(payload: z.output<P>, job: JobContext): Promise<void>;
}

/** The handlers a module registers with the worker (app.ts). */
export type JobHandlers = JobHandler[];

export function handleJob<P extends z.ZodType>(
  kind: JobKind<P>,
  run: (payload: z.output<P>, job: JobContext) => Promise<void>,
): JobHandler<P> {
  return { kind, run };
}

/**
 * The payload checked against its kind's schema, or the reason it does not fit, naming each field
 * (`orderId: Invalid input: expected string, received undefined`): the reason ends up in the job's
 * `last_error`, read by staff.
 */
export function checkPayload<P extends z.ZodType>(
  kind: JobKind<P>,
  payload: unknown,
): { ok: true; payload: z.output<P> } | { ok: false; problem: string } {
  const parsed = kind.payload.safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const fields = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'payload'}: ${i.message}`);
  return { ok: false, problem: `The payload of a '${kind.name}' job is not valid: ${fields.join('; ')}` };
}
