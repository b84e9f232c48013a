import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.js';
import { checkAccessToken, tokenFromHeader } from '../lib/access-tokens.js';

/** Who is asking: a visitor, or a customer with a verified access token of a live session. */
export type Viewer = { kind: 'visitor' } | { kind: 'customer'; customerId: string; sessionId: string };

/** Whether a customer's session (the token's `sid`) has not ended; modules/auth's sessionCheck. */
export type SessionIsLive = (customerId: string, sessionId: string) => Promise<boolean>;

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

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

/**
 * The one check of a customer's access token: signature, expiry, and its session still live (an
 * ended session: logout, password change, account disabled, decision 014). The viewer uses it for
 * the bearer token, the storefront's page route for the nb_page cookie (lib/page-cookie.ts), so
 * both accept exactly the same tokens. 'expired' covers an ended session too.
 */
export async function customerOfToken(
  jwtSecret: string,
  sessionIsLive: SessionIsLive,
  token: string,
): Promise<Extract<Viewer, { kind: 'customer' }> | { kind: 'expired' } | { kind: 'invalid' }> {
  const check = await checkAccessToken(jwtSecret, token);
  if (check.kind !== 'valid') return check;
  const { customerId, sessionId } = check.claims;
  // A token signed before sessions were named counts as expired: one refresh names its session.
  if (sessionId !== null && (await sessionIsLive(customerId, sessionId))) return { kind: 'customer', customerId, sessionId };
  return { kind: 'expired' };
}

export const isCustomer = (req: FastifyRequest): boolean => req.viewer.kind === 'customer';

/**
 * Reads the access token on every request. An expired token gets 403 so the storefront refreshes
 * once and retries (spec section 7); so does the token of a session that has ended (logout,
 * password reset or change, account disabled: decision 014), whose refresh then fails and ends
 * the storefront's session. A malformed or forged token is treated as a visitor, who sees the
 * public catalog without prices.
 */
export const viewerPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string; sessionIsLive: SessionIsLive }) => {
  app.decorateRequest('viewer', null as never);
  app.addHook('onRequest', async (req) => {
    req.viewer = { kind: 'visitor' };
    const token = tokenFromHeader(req.headers.authorization);
    if (!token) return;
    const check = await customerOfToken(opts.jwtSecret, opts.sessionIsLive, token);
    if (check.kind === 'invalid') return;
    if (check.kind === 'customer') {
      req.viewer = check;
      return;
    }
    if (!req.routeOptions.config?.ignoreExpiredToken) throw new HttpError(403, SESSION_EXPIRED, 'TOKEN_EXPIRED');
  });
});

/** The customer id of a request that must come from a logged-in customer (401 otherwise). */
export function requireCustomer(req: FastifyRequest): string {
  if (req.viewer.kind !== 'customer') throw unauthorized('Please log in to continue.');
  return req.viewer.customerId;
}

/** The session the request's access token belongs to (null for a visitor). */
export const sessionOf = (req: FastifyRequest): string | null => (req.viewer.kind === 'customer' ? req.viewer.sessionId : null);

/** A `{id}` or `{userId}` in a path must be the token's own customer (spec: else 403). */
export function requireSelf(req: FastifyRequest, customerId: string): string {
  const self = requireCustomer(req);
  if (self !== customerId) throw forbidden('You can only access your own account.');
  return self;
}
