import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import { ipOf, registerRateLimiter } from '../../lib/rate-limiter.js';

/** Per IP on request (before the body is read); per account once the body is validated. */
export interface FlowLimits {
  onRequest: onRequestAsyncHookHandler[];
  preHandler: preHandlerAsyncHookHandler[];
}

export interface StaffLimits {
  login: FlowLimits;
  /** set-password: the link's token. */
  tokenCheck: FlowLimits;
}

const none: FlowLimits = { onRequest: [], preHandler: [] };
const bodyField = (req: FastifyRequest, field: string) => String((req.body as Record<string, unknown> | undefined)?.[field] ?? '');

/** The sign-in limits of the back office, like the storefront's (modules/auth/rate-limits.ts). */
export async function registerStaffLimits(app: FastifyInstance, config: Pick<Config, 'rateLimits' | 'redisUrl'>): Promise<StaffLimits> {
  const rules = config.rateLimits;
  if (!rules.enabled) return { login: none, tokenCheck: none };
  const limit = await registerRateLimiter(app, { nameSpace: 'nb-staff-limit:', redisUrl: config.redisUrl });
  const emailOf = (req: FastifyRequest) => bodyField(req, 'email');
  return {
    login: {
      onRequest: [limit('staff-login-ip', rules.staffLoginPerIp, ipOf)],
      preHandler: [
        limit('staff-login-account-ip', rules.staffLoginPerAccountIp, (req) => `${emailOf(req)}|${ipOf(req)}`),
        limit('staff-login-account', rules.staffLoginPerAccount, emailOf),
      ],
    },
    tokenCheck: {
      onRequest: [limit('staff-token-ip', rules.verifyPerIp, ipOf)],
      preHandler: [limit('staff-token', rules.verifyPerToken, (req) => bodyField(req, 'token'))],
    },
  };
}
