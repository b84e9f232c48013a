/**
 * Whether a failure means the database cannot be reached right now (restarting, failing over, or
 * the connection dropped) rather than that the request itself went wrong: such a request may
 * succeed when sent again, so it gets 503 with Retry-After instead of a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((text) => e instanceof Error && e.message.includes(text))) return true;
  }
  return false;
}

// SQLSTATE 57P01–57P03: the server is shutting down or starting; class 08: connection exceptions.
// The Node codes: no server listening, or the connection was cut.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
// node-postgres says these without a code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];
