import type { FastifyServerOptions } from 'fastify';

/**
 * How long a client may take (issue 15: with no timeouts, thousands of connections dripping a
 * byte now and then held every file descriptor and the health check failed). A request must
 * arrive whole within `requestTimeoutMs`, its headers within 10 s of that, and an idle connection
 * is closed after twice that. Node checks these on an interval, so the interval is kept a fraction
 * of the timeout. The reverse proxy in front (README) should buffer bodies and cut slow clients
 * first; these are the shop's own floor.
 */
export function clientTimeouts(requestTimeoutMs: number): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs * 2,
    http: {
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}
