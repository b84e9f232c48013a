import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-errors.js';
import { checkAccessToken, tokenFromHeader } from './tokens.js';

/** Who is asking: a visitor, or a customer with a verified access token. */
export type Viewer = { kind: 'visitor' } | { kind: 'customer'; customerId: string };

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export const isCustomer = (req: FastifyRequest): boolean => req.viewer.kind === 'customer';

/**
 * Reads the access token on every request. An expired token gets 403 so the storefront refreshes
 * once and retries (spec section 7); a malformed or forged one is treated as a visitor, who sees
 * the public catalog without prices.
 */
export const viewerPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string }) => {
  app.decorateRequest('viewer', null as never);
  app.addHook('onRequest', async (req) => {
    req.viewer = { kind: 'visitor' };
    const token = tokenFromHeader(req.headers.authorization);
    if (!token) return;
    const check = await checkAccessToken(opts.jwtSecret, token);
    if (check.kind === 'expired') throw forbidden('Your session has expired. Please log in again.');
    if (check.kind === 'valid') req.viewer = { kind: 'customer', customerId: check.claims.customerId };
  });
});
