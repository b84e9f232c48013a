import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { loggableError, pathOf } from './loggable-error.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

interface ZodIssueLike {
  message: string;
  instancePath?: string;
}

/**
 * The one error handler: every failure leaves as `{ status: false, message }` with a 4xx the
 * client can act on, and internal details of a 5xx stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send({ ...err.details, status: false, message: err.message, ...(err.code ? { code: err.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = (err.validation as unknown as ZodIssueLike[])[0];
      return reply.code(400).send({ status: false, message: first?.message ?? 'Invalid request' });
    }
    if (isResponseSerializationError(err)) {
      req.log.error(
        { err: loggableError(err), issues: err.cause.issues.map((i) => ({ path: i.path, message: i.message })) },
        'response did not match its schema',
      );
      return reply.code(500).send({ status: false, message: 'Internal server error' });
    }
    const code = err.statusCode ?? 500;
    if (code >= 400 && code < 500) {
      return reply.code(code).send({ status: false, message: clientMessage(err) });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: loggableError(err), url: pathOf(req.url), method: req.method }, 'request failed: the database is unavailable');
      return reply.code(503).header('retry-after', '5').send({ status: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    req.log.error({ err: loggableError(err), url: pathOf(req.url), method: req.method }, 'request failed');
    return reply.code(500).send({ status: false, message: 'Internal server error' });
  });
}

/** Fastify's own 4xx texts name internal codes; give the client plain sentences instead. */
function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return err.message;
  }
}
