import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that follows a committed change without holding up its answer (an email to the customer):
 * a failure is logged and never undoes the change. `settled()` lets a closing app, or a test, wait
 * for what is still running.
 */
export class AfterCommit {
  private readonly pending = new Set<Promise<void>>();

  run(label: string, job: () => Promise<unknown>, log: FastifyBaseLogger): void {
    const running: Promise<void> = job().then(
      () => undefined,
      (err: unknown) => log.error({ err }, `${label} failed; the change it followed stands`),
    );
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
