/**
 * PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it (drizzle wraps it in
 * `cause`); with `constraint`, only a violation of that index (a driver that names none counts).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}
