import type { FastifyBaseLogger } from 'fastify';
import type { OrderRow } from './queries.js';

/** A placed order and who placed it, as the after-commit listeners get it. */
export interface OrderPlaced {
  order: OrderRow;
  customer: { id: string; email: string; name: string };
}

export type OrderPlacedHook = (event: OrderPlaced) => unknown;

/**
 * Listeners of order placement, for in-process work that may be lost with the process (the order
 * emails are not: they are jobs written with the order, decision 013). They run after the
 * order's transaction has committed, so they never see an order that could still roll back,
 * and nothing they do can undo it: a failing listener is logged, the customer's order stands.
 *
 * They also run after the answer has left and at most `maxRunning` orders at a time, so a burst
 * of orders never makes every customer wait for everybody's listeners.
 */
export class OrderEvents {
  private readonly placed: OrderPlacedHook[] = [];
  private readonly queue: (() => Promise<void>)[] = [];
  private readonly pending = new Set<Promise<void>>();
  private running = 0;

  constructor(private readonly maxRunning = 2) {}

  onOrderPlaced(hook: OrderPlacedHook): void {
    this.placed.push(hook);
  }

  /** Queues every listener for this order; resolves when all have finished, whatever each one did. */
  orderPlaced(event: OrderPlaced, log: FastifyBaseLogger): Promise<void> {
    const done = new Promise<void>((resolve) => {
      this.queue.push(async () => {
        await Promise.all(this.placed.map((hook) => this.runOne(hook, event, log)));
        resolve();
      });
    });
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
    setImmediate(() => this.pump());
    return done;
  }

  /** Resolves when every order queued so far has been through its listeners: the app waits on close. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async runOne(hook: OrderPlacedHook, event: OrderPlaced, log: FastifyBaseLogger): Promise<void> {
    try {
      await hook(event);
    } catch (err) {
      log.error({ err, order: event.order.orderNumber }, 'an order-placed listener failed; the order stands');
    }
  }

  private pump(): void {
    while (this.running < this.maxRunning && this.queue.length) {
      const job = this.queue.shift()!;
      this.running++;
      void job().finally(() => {
        this.running--;
        this.pump();
      });
    }
  }
}
