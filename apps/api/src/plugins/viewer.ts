import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.js';
import { checkAccessToken, tokenFromHeader } from '../lib/access-tokens.js';

/** Who is asking: a visitor, or a customer with a verified access token. */
export type Viewer = { kind: 'visitor' } | { kind: 'customer'; customerId: string };

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
  interface FastifyContextConfig {
    /**
     * Calls that need no access token (login, refresh_token, logout…) treat an expired one as
     * none: the storefront still sends its old token when it asks refresh_token for a new one.
     */
    ignoreExpiredToken?: boolean;
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
    if (check.kind === 'expired') {
      if (req.routeOptions.config?.ignoreExpiredToken) return;
      throw new HttpError(403, 'Your session has expired. Please log in again.', 'TOKEN_EXPIRED');
    }
    if (check.kind === 'valid') req.viewer = { kind: 'customer', customerId: check.claims.customerId };
  });
});

/** The customer id of a request that must come from a logged-in customer (401 otherwise). */
export function requireCustomer(req: FastifyRequest): string {
  if (req.viewer.kind !== 'customer') throw unauthorized('Please log in to continue.');
  return req.viewer.customerId;
}

/** A `{id}` or `{userId}` in a path must be the token's own customer (spec: else 403). */
export function requireSelf(req: FastifyRequest, customerId: string): string {
  const self = requireCustomer(req);
  if (self !== customerId) throw forbidden('You can only access your own account.');
  return self;
}
