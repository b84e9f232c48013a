import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Config, RateLimitRule } from '../../config.js';
import { HttpError } from '../../lib/http-errors.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a few minutes.';

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
  /** Calls that check an emailed token: verify/register, verify/reset-password, reset-password. */
  tokenCheck: FlowLimits;
}

const none: FlowLimits = { onRequest: [], preHandler: [] };

// Keys never hold an email or a token in clear (Redis is not where customer data should live).
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 24);
const ipOf = (req: FastifyRequest) => normalizeIP(req.ip);
const emailOf = (req: FastifyRequest) => String((req.body as { user_email?: unknown } | undefined)?.user_email ?? '');
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
  if (!rules.enabled) return { login: none, register: none, forgetPassword: none, tokenCheck: none };

  await app.register(rateLimit, {
    global: false,
    // Redis unreachable: let the request through (argon2 still makes guessing slow) rather than
    // lock every customer out; the client's error listener logs the outage.
    skipOnError: true,
    nameSpace: 'nb-auth-limit:',
    ...(config.redisUrl ? { redis: await redisClient(app, config.redisUrl) } : {}),
  });

  const limit = (name: string, rule: RateLimitRule, keyOf: (req: FastifyRequest) => string) => {
    const check = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (req) => `${name}:${digest(keyOf(req))}` });
    return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
    };
  };

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
  };
}

async function redisClient(app: FastifyInstance, url: string) {
  // Loaded only here, so a single-process install never needs Redis.
  const { Redis } = await import('ioredis');
  // No offline queue: while Redis is down a check fails at once (and lets the call through)
  // instead of waiting for reconnection attempts that back off to seconds.
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis unavailable; account calls are not limited meanwhile'));
  app.addHook('onClose', async () => {
    // quit() waits for the server, which never answers while it is down.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}
