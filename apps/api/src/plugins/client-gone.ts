import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

/** pino's number for the error level. */
const ERROR = 50;

/**
 * Whether a failure only says that the client went away before its answer was written: the
 * 'premature close' of end-of-stream (what @fastify/compress's pump reports) or Node's own code.
 */
export function isClientGone(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return err.message === 'premature close' || (err as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/**
 * The logger's hook that turns a client that went away into a debug line. @fastify/compress logs
 * any end of its compression pipe with an error (`reply.log.error(err)`) at error level, and a
 * browser that navigates on or a load generator that stops mid-answer ends it 'prematurely': not a
 * fault of the server, and at error level it would hide the real ones. Other errors keep their level.
 */
export const quietClientGone: LogMethodHook = function (args, method, level) {
  if (level === ERROR && args.some(isClientGone)) return this.debug(...args);
  return method.apply(this, args);
};
