/**
 * What a load balancer does in front of the API processes, inside the soak's client: it sends each
 * request to a backend whose readiness (`GET /api/v1/health`) last answered 200, round robin, and
 * tries the next one when a connection is refused before the request was sent. A backend that
 * answers 503 (draining for a shutdown, or without its database) gets no new requests from that
 * moment until a health check started after it answers 200 again; the request that got the 503 is
 * sent once more to another ready backend when sending it twice is safe.
 */
import { send, type SoakAnswer, type SoakRequest } from './http-client.js';

export interface Backend {
  name: string;
  url: string;
  ready: boolean;
  /** When it last answered 503 (performance.now()): a health check started before then says nothing. */
  refusedAt: number;
}

/**
 * How often the balancer asks each backend's readiness. The soak starts the API processes with
 * SHUTDOWN_DELAY_MS at twice this, so a draining process is seen before it stops listening.
 */
export const HEALTH_CHECK_INTERVAL_MS = 250;

export class Balancer {
  readonly backends: Backend[] = [];
  private next = 0;
  private timer: NodeJS.Timeout | undefined;

  add(name: string, url: string): void {
    this.backends.push({ name, url, ready: false, refusedAt: -Infinity });
  }

  remove(name: string): void {
    const i = this.backends.findIndex((b) => b.name === name);
    if (i >= 0) this.backends.splice(i, 1);
  }

  /** Health checks every `intervalMs`, as a load balancer's would. */
  start(intervalMs = HEALTH_CHECK_INTERVAL_MS): void {
    const check = async (b: Backend) => {
      const started = performance.now();
      let ready: boolean;
      try {
        ready = (await send(`${b.url}/api/v1/health`, { signal: AbortSignal.timeout(1000) })).status === 200;
      } catch {
        ready = false;
      }
      // A 503 that came while this check was under way is newer news than its answer.
      if (started >= b.refusedAt || !ready) b.ready = ready;
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

  async send(path: string, init: SoakRequest): Promise<SoakAnswer> {
    let lastError: unknown;
    let refused: SoakAnswer | undefined;
    for (const b of this.order()) {
      // After a 503, only a backend that is ready now gets the request again (once).
      if (refused && !b.ready) continue;
      let res: SoakAnswer;
      try {
        res = await send(`${b.url}${path}`, init);
      } catch (err) {
        // Refused or reset before an answer: the balancer retries elsewhere only when the request
        // cannot have reached the application (connection refused); anything else is the client's error.
        if (!isRefused(err)) throw err;
        b.ready = false;
        lastError = err;
        continue;
      }
      if (res.status !== 503 || refused) return res;
      b.ready = false;
      b.refusedAt = performance.now();
      if (!mayResend(init)) return res;
      // Kept, so it can still be the answer when no other backend is ready.
      refused = res;
    }
    if (refused) return refused;
    throw lastError;
  }
}

function isRefused(err: unknown): boolean {
  return (err as { code?: string }).code === 'ECONNREFUSED';
}

/** Sending it twice does no harm: a read, or a write the server de-duplicates by its Idempotency-Key. */
function mayResend(init: SoakRequest): boolean {
  const method = (init.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' || Object.keys(init.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
}
