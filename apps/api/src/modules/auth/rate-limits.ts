import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import { ipOf, registerRateLimiter } from '../../lib/rate-limiter.js';

export { TOO_MANY_ATTEMPTS } from '../../lib/rate-limiter.js';

/**
 * The hooks of one flow: per IP on request (before the body is even read), per account once
 * the body is validated (the email is lower-cased by then, so 'A@x.com' and 'a@x.com' count together).
 */
export interface FlowLimits {
  onRequest: onRequestAsyncHookHandler[];
  preHandler: preHandlerAsyncHookHandler[];
}

export interface AuthLimits {
  login: FlowLimits;
  register: FlowLimits;
  forgetPassword: FlowLimits;
  /** Calls that check an emailed token: verify/register, verify/reset-password and reset-password. */
  tokenCheck: FlowLimits;
  /** A logged-in customer's password change: each try checks the current password (argon2). */
  changePassword: FlowLimits;
}

const none: FlowLimits = { onRequest: [], preHandler: [] };

const emailOf = (req: FastifyRequest) => String((req.body as { user_email?: unknown } | undefined)?.user_email ?? '');
const customerIdOf = (req: FastifyRequest) => String((req.params as { id?: unknown } | undefined)?.id ?? '');
const tokenOf = (req: FastifyRequest) => {
  const fromQuery = (req.query as { token?: unknown } | undefined)?.token;
  const fromBody = (req.body as { token?: unknown } | undefined)?.token;
  return String(fromQuery ?? fromBody ?? '');
};

/**
 * Registers @fastify/rate-limit (counters in memory, or in Redis when REDIS_URL is set so every
 * API process shares them) and returns the hooks each account route adds. With limits off
 * (RATE_LIMITS=off; the default under test) every flow gets no hooks.
 */
export async function registerAuthLimits(app: FastifyInstance, config: Pick<Config, 'rateLimits' | 'redisUrl'>): Promise<AuthLimits> {
  const rules = config.rateLimits;
  if (!rules.enabled) return { login: none, register: none, forgetPassword: none, tokenCheck: none, changePassword: none };
  const limit = await registerRateLimiter(app, { nameSpace: 'nb-auth-limit:', redisUrl: config.redisUrl });

  return {
    login: {
      onRequest: [limit('login-ip', rules.loginPerIp, ipOf)],
      preHandler: [
        limit('login-account-ip', rules.loginPerAccountIp, (req) => `${emailOf(req)}|${ipOf(req)}`),
        limit('login-account', rules.loginPerAccount, emailOf),
      ],
    },
    register: {
      onRequest: [limit('register-ip', rules.registerPerIp, ipOf)],
      preHandler: [limit('register-account', rules.registerPerAccount, emailOf)],
    },
    forgetPassword: {
      onRequest: [limit('forget-ip', rules.forgetPasswordPerIp, ipOf)],
      preHandler: [limit('forget-account', rules.forgetPasswordPerAccount, emailOf)],
    },
    tokenCheck: { onRequest: [limit('token-ip', rules.verifyPerIp, ipOf)], preHandler: [limit('token', rules.verifyPerToken, tokenOf)] },
    // Counted after the token check, so only the account's own owner (or a thief of its token)
    // uses up its tries: a stolen access token cannot guess the current password at speed.
    changePassword: { onRequest: [], preHandler: [limit('change-password', rules.changePasswordPerAccount, customerIdOf)] },
  };
}
