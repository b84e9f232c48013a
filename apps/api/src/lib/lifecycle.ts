/**
 * Whether this process still takes new work. Readiness (GET /api/v1/health) answers 503 once it
 * drains, so a load balancer stops sending requests while those in flight finish.
 */
export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}
