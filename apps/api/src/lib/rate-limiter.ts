import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config.js';
import { HttpError } from './http-errors.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a few minutes.';

/** A hook that answers 429 (with retry-after) once its key has used up its rule. */
export type RateCheck = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
export type RateCheckFactory = (name: string, rule: RateLimitRule, keyOf: (req: FastifyRequest) => string) => RateCheck;

// Keys never hold an email or a token in clear (Redis is not where personal data should live).
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 24);
export const ipOf = (req: FastifyRequest): string => normalizeIP(req.ip);

/**
 * Registers @fastify/rate-limit in this plugin scope (counters in memory, or in Redis when a URL
 * is given so every API process shares them) and returns a factory of per-key checks.
 */
export async function registerRateLimiter(app: FastifyInstance, opts: { nameSpace: string; redisUrl?: string }): Promise<RateCheckFactory> {
  await app.register(rateLimit, {
    global: false,
    // Redis unreachable: let the request through (argon2 still makes guessing slow) rather than
    // lock everybody out; the client's error listener logs the outage.
    skipOnError: true,
    nameSpace: opts.nameSpace,
    ...(opts.redisUrl ? { redis: await sharedRedisClient(app, opts.redisUrl) } : {}),
  });
  return (name, rule, keyOf) => {
    const check = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (req) => `${name}:${digest(keyOf(req))}` });
    return async (req, reply) => {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
    };
  };
}

// One Redis connection per server and URL: the account, contact and profile limits each register
// the limiter in their own plugin scope, and would otherwise each open a connection of their own.
const clients = new WeakMap<object, Map<string, ReturnType<typeof redisClient>>>();

function sharedRedisClient(app: FastifyInstance, url: string) {
  const byUrl = clients.get(app.server) ?? new Map<string, ReturnType<typeof redisClient>>();
  clients.set(app.server, byUrl);
  let client = byUrl.get(url);
  if (!client) {
    client = redisClient(app, url);
    byUrl.set(url, client);
  }
  return client;
}

async function redisClient(app: FastifyInstance, url: string) {
  // Loaded only here, so a single-process install never needs Redis.
  const { Redis } = await import('ioredis');
  // No offline queue: while Redis is down a check fails at once (and lets the call through)
  // instead of waiting for reconnection attempts that back off to seconds.
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis unavailable; limited calls are not limited meanwhile'));
  app.addHook('onClose', async () => {
    // quit() waits for the server, which never answers while it is down.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}
