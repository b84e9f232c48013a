/**
 * Whether this process still takes new work. Readiness (GET /api/v1/health) answers 503 once it
 * drains, so a load balancer stops sending requests while those in flight finish.
 */
export class Lifecycle {
  #draining = false;
  readonly #onDrain: (() => void)[] = [];

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    if (this.#draining) return;
    this.#draining = true;
    for (const listener of this.#onDrain) listener();
  }

  /** Called once when draining starts (the job worker stops taking jobs then). */
  onDrain(listener: () => void): void {
    if (this.#draining) listener();
    else this.#onDrain.push(listener);
  }
}
