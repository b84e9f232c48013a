import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { retryDelayMs, shortError } from './backoff.js';
import { checkPayload, type JobHandler, type JobHandlers } from './job-kind.js';
import { claimDueJobs, finishJob, pruneDoneJobs, type ClaimedJob } from './jobs-queries.js';

export interface JobWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How long an idle worker waits before it looks for due jobs again. */
  pollMs?: number;
  /** Jobs run at once by this process (an order's emails render a PDF: CPU work). */
  concurrency?: number;
  /** How long a taken job is this worker's; past it, another worker takes it again. */
  leaseMs?: number;
  /** Finished jobs are kept this many days for the record, then pruned. */
  keepDoneDays?: number;
  random?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the job took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs the jobs of the outbox table (decision 013). Every API process may run one: each takes due
 * jobs with FOR UPDATE SKIP LOCKED and a lease, so they share the work and never run one job twice
 * at the same time. A job whose worker died is taken again once its lease has run out.
 */
export class JobWorker {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #leaseMs: number;
  readonly #keepDoneDays: number;
  readonly #random: () => number;
  #loop: Promise<void> | undefined;
  #stopping = false;
  #wake: (() => void) | undefined;
  #lastPrune = 0;

  constructor(private readonly opts: JobWorkerOptions) {
    this.#pollMs = opts.pollMs ?? 1000;
    this.#concurrency = opts.concurrency ?? 2;
    this.#leaseMs = opts.leaseMs ?? 5 * 60_000;
    this.#keepDoneDays = opts.keepDoneDays ?? 14;
    this.#random = opts.random ?? Math.random;
  }

  /** Adds the handlers of a module, e.g. the order emails; a kind has one handler. */
  register(handlers: JobHandlers): void {
    for (const handler of handlers) {
      const kind = handler.kind.name;
      if (this.#handlers.has(kind)) throw new Error(`A job handler for '${kind}' is registered already`);
      this.#handlers.set(kind, handler);
    }
  }

  /** Polls in the background until stop(). */
  start(): void {
    if (this.#loop || this.#stopping) return;
    this.#loop = this.#poll();
  }

  /**
   * Stops taking jobs and waits for the running ones, at most `timeoutMs` (graceful shutdown):
   * a job cut off by the timeout is taken again by a worker once its lease has run out.
   */
  async stop(timeoutMs: number): Promise<'clean' | 'timed out'> {
    this.#stopping = true;
    this.#wake?.();
    if (!this.#loop) return 'clean';
    return Promise.race([this.#loop.then(() => 'clean' as const), sleep(timeoutMs).then(() => 'timed out' as const)]);
  }

  /**
   * Runs every job that is due until none is (tests, the dev outbox): `laterMs` asks as if that
   * much time had passed, which brings retries and expired leases due. Answers how many ran.
   */
  async runDue(opts: { laterMs?: number } = {}): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await this.#runBatch(opts.laterMs ?? 0);
      if (!batch) return ran;
      ran += batch;
    }
  }

  async #poll(): Promise<void> {
    while (!this.#stopping) {
      let ran = 0;
      try {
        ran = await this.#runBatch(0);
        await this.#pruneNowAndThen();
      } catch (err) {
        // The database is away (restart, failover): try again after the usual pause.
        this.opts.log.error({ err }, 'job worker could not take jobs');
      }
      if (ran === 0 && !this.#stopping) {
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
          setTimeout(resolve, this.#pollMs).unref();
        });
      }
    }
  }

  async #runBatch(laterMs: number): Promise<number> {
    // Taken before the claim, so the lease this worker counts on ends no later than the table's.
    const leaseEnds = Date.now() + this.#leaseMs;
    const claimed = await claimDueJobs(this.opts.db, {
      kinds: [...this.#handlers.keys()],
      limit: this.#concurrency,
      leaseMs: this.#leaseMs,
      laterMs,
    });
    await Promise.all(claimed.map((job) => this.#runOne(job, laterMs, leaseEnds)));
    return claimed.length;
  }

  async #runOne(job: ClaimedJob, laterMs: number, leaseEnds: number): Promise<void> {
    const log = this.opts.log.child({ job: job.id, kind: job.kind, attempt: job.attempt });
    const handler = this.#handlers.get(job.kind)!;
    let outcome: Parameters<typeof finishJob>[2];
    const checked = checkPayload(handler.kind, job.payload);
    if (!checked.ok) {
      // Written by an older release or by hand: no later attempt would read it better, so it is dead
      // now, with the field named for staff, and the handler never runs on it.
      log.error({ problem: checked.problem }, 'job payload is not valid: dead without running');
      outcome = { done: false, error: shortError(checked.problem), dead: true };
    } else {
      try {
        // A handler that hangs must not outlive its lease: past half of it, the attempt has failed.
        const context = { id: job.id, kind: job.kind, key: job.key, attempt: job.attempt, maxAttempts: job.maxAttempts, log };
        await withTimeout(handler.run(checked.payload, context), this.#leaseMs / 2);
        outcome = { done: true };
      } catch (err) {
        const dead = job.attempt >= job.maxAttempts;
        log[dead ? 'error' : 'warn']({ err }, dead ? 'job failed for the last time: dead' : 'job failed; it will be retried');
        outcome = { done: false, error: shortError(err), retryInMs: retryDelayMs(job.attempt, this.#random), laterMs };
      }
    }
    if (!(await this.#record(job, outcome, leaseEnds, log))) log.warn('job was taken again by another worker before it finished');
  }

  /**
   * Writes the outcome, trying again while the database is away (a restart, a failover) for as long
   * as the lease holds (issue 15): a mail the SMTP server has accepted is then recorded as sent
   * instead of being taken again, and sent twice, once the lease runs out. Past the lease, another
   * worker may hold the job, so the outcome is given up on.
   */
  async #record(job: ClaimedJob, outcome: Parameters<typeof finishJob>[2], leaseEnds: number, log: FastifyBaseLogger): Promise<boolean> {
    for (let wait = 200; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        return await finishJob(this.opts.db, job, outcome);
      } catch (err) {
        if (Date.now() + wait >= leaseEnds) throw err;
        log.warn({ err, retryInMs: wait }, 'could not record the outcome of the job; trying again while its lease holds');
        await sleep(wait);
      }
    }
  }

  async #pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.#lastPrune < 3_600_000) return;
    this.#lastPrune = Date.now();
    await pruneDoneJobs(this.opts.db, this.#keepDoneDays);
  }
}
