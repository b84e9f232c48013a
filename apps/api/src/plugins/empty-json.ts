import type { FastifyInstance } from 'fastify';

/**
 * For calls that take no body (sign-out, refresh, set-up): a client may still send
 * `content-type: application/json` with nothing after it, which Fastify refuses by default.
 * Registered inside the plugin scope of those routes only.
 */
export function acceptEmptyJson(app: FastifyInstance, bodyLimit = 64 * 1024): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}
