/**
 * Waits before the next attempt of a failed job, by the attempt that just failed: 10 s, 30 s,
 * 2 min, 10 min, 1 h, then 3 h for the rest (decision 013). An SMTP server that is down for a
 * minute costs a few seconds; one down for an afternoon still gets every mail within hours.
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 3_600_000, 10_800_000] as const;

/** Attempts before a job is dead (about 8 hours of failures): staff see it and retry it by hand. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * The delay after failed attempt `attempt` (1-based), spread by ±20 % so the jobs that failed
 * together (one outage) do not all come back in the same second.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1];
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * What a failure leaves in the table for the back office: the first line, at most 300 characters,
 * with credentials in URLs (smtp://user:password@host) and long tokens cut out.
 */
export function shortError(err: unknown): string {
  // Drizzle wraps a database error in 'Failed query: <our SQL>'; the database's own answer is in its cause.
  if (err instanceof Error && err.message.startsWith('Failed query:') && err.cause instanceof Error) return shortError(err.cause);
  const text = err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err);
  const line = (text.split('\n')[0] ?? '').trim() || 'Unknown error';
  return line
    .replace(/\/\/[^\s/@]+@/g, '//***@')
    .replace(/[A-Za-z0-9_-]{32,}/g, '***')
    .slice(0, 300);
}
