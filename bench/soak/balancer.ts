/**
 * What a load balancer does in front of the API processes, inside the soak's client: it sends each
 * request to a backend whose readiness (`GET /api/v1/health`) last answered 200, round robin, and
 * tries the next one when a connection is refused before the request was sent.
 */
export interface Backend {
  name: string;
  url: string;
  ready: boolean;
}

export class Balancer {
  readonly backends: Backend[] = [];
  private next = 0;
  private timer: NodeJS.Timeout | undefined;

  add(name: string, url: string): void {
    this.backends.push({ name, url, ready: false });
  }

  remove(name: string): void {
    const i = this.backends.findIndex((b) => b.name === name);
    if (i >= 0) this.backends.splice(i, 1);
  }

  /** Health checks every `intervalMs`, as a load balancer's would. */
  start(intervalMs = 250): void {
    const check = async (b: Backend) => {
      try {
        const res = await fetch(`${b.url}/api/v1/health`, { signal: AbortSignal.timeout(1000) });
        await res.arrayBuffer();
        b.ready = res.status === 200;
      } catch {
        b.ready = false;
      }
    };
    this.timer = setInterval(() => void Promise.all(this.backends.map(check)), intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The ready backends, starting at the next in turn; all of them when none is ready (the request then fails as it would). */
  private order(): Backend[] {
    const ready = this.backends.filter((b) => b.ready);
    const pool = ready.length ? ready : this.backends;
    const start = this.next++ % pool.length;
    return [...pool.slice(start), ...pool.slice(0, start)];
  }

  async fetch(path: string, init: RequestInit): Promise<Response> {
    let lastError: unknown;
    for (const b of this.order()) {
      try {
        return await fetch(`${b.url}${path}`, init);
      } catch (err) {
        // Refused or reset before an answer: the balancer retries elsewhere only when the request
        // cannot have reached the application (connection refused); anything else is the client's error.
        if (!isRefused(err)) throw err;
        b.ready = false;
        lastError = err;
      }
    }
    throw lastError;
  }
}

function isRefused(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}
