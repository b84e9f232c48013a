import type { FastifyInstance } from 'fastify';
import type { DbHandle } from './db/client.js';
import type { Lifecycle } from './lib/lifecycle.js';

export interface ShutdownPlan {
  app: FastifyInstance;
  handle: DbHandle;
  lifecycle: Lifecycle;
  /** How long readiness answers 503 before the listener closes (the load balancer's notice time). */
  delayMs: number;
  /** The most time in-flight requests get before the process closes anyway. */
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The shutdown of this process, to call on each stop signal (issue 15: the pool used to close
 * under requests still running, which answered 500). Order: report not-ready, wait `delayMs`,
 * stop accepting and let the requests in flight finish (at most `timeoutMs`), then close the
 * database. A second signal gets the same promise instead of closing the pool early.
 */
export function gracefulShutdown(plan: ShutdownPlan): () => Promise<'clean' | 'timed out'> {
  let running: Promise<'clean' | 'timed out'> | undefined;
  return () =>
    (running ??= (async () => {
      plan.lifecycle.drain();
      await sleep(plan.delayMs);
      const closed = plan.app.close().then(() => 'clean' as const);
      const outcome = await Promise.race([closed, sleep(plan.timeoutMs).then(() => 'timed out' as const)]);
      await plan.handle.close();
      return outcome;
    })());
}
