/**
 * What of a failure may go into the log. A database error carries the bound parameters of its
 * query (Drizzle puts them in the message and in `params`): password hashes, emails, addresses.
 * The copy keeps the SQL text, the database's own message and code, and the stack's frames, and
 * stays an Error so the logger prints it as one.
 */
export function loggableError(err: unknown): Error {
  if (!(err instanceof Error)) return new Error(String(err));
  const failedQuery = typeof (err as { query?: unknown }).query === 'string' && 'params' in err;
  const message = failedQuery ? `Failed query: ${(err as unknown as { query: string }).query}` : err.message;
  const codeOf = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  // The SQLSTATE of a database error sits on its cause; shown on the copy so the log line has it.
  const copy = Object.assign(new Error(message), { code: codeOf(err) ?? codeOf(err.cause) });
  copy.name = err.name;
  const frames = (err.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  copy.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  // The database's own error (message and SQLSTATE code) holds no parameters.
  if (err.cause instanceof Error) copy.cause = Object.assign(new Error(err.cause.message), { code: codeOf(err.cause) });
  return copy;
}

/** The request's path without its query string, which may hold a token. */
export const pathOf = (url: string): string => url.split('?')[0] ?? url;
