/** PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}
