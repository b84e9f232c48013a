import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';
import { TOO_MANY_ATTEMPTS } from './rate-limits.js';
import { freshEmail, limitedShop } from './test-helpers.js';

// Runs in the "redis" Vitest project only, under scripts/with-redis.sh, which starts a throwaway
// Redis and sets TEST_REDIS_URL (CI does so in .ci/run).
const redisUrl = process.env.TEST_REDIS_URL;

const shop = useTestShop({ seed: false });

describe('rate limits with REDIS_URL', () => {
  it('share the counters of several API processes', async () => {
    expect(redisUrl, 'run under scripts/with-redis.sh').toMatch(/^redis:\/\//);
    const limits = { loginPerAccountIp: { max: 2, windowMs: 60_000 } };
    const [first, second] = [await limitedShop(shop, limits, redisUrl), await limitedShop(shop, limits, redisUrl)];
    try {
      const email = freshEmail();
      const attempt = (instance: FastifyInstance) =>
        instance.inject({
          method: 'POST',
          url: '/api/v1/customer/login',
          remoteAddress: '198.51.100.7',
          payload: { user_email: email, user_password: 'Wrong#Pass1' },
        });
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      for (const res of [await attempt(first), await attempt(second)]) {
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toBe(TOO_MANY_ATTEMPTS);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
