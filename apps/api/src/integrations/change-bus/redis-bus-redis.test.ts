import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ChangeBus } from './change-bus.js';
import { redisBus } from './redis-bus.js';

// Runs in the "redis" Vitest project only, under scripts/with-redis.sh, which starts a throwaway
// Redis and sets TEST_REDIS_URL (CI does so in .ci/run).
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });
const buses: ChangeBus[] = [];
afterAll(() => Promise.all(buses.map((b) => b.close())));

async function pair() {
  expect(redisUrl, 'run under scripts/with-redis.sh').toMatch(/^redis:\/\//);
  const channel = `test_${randomBytes(4).toString('hex')}`;
  const a = await redisBus({ redisUrl, log: quietLog(), channel });
  const b = await redisBus({ redisUrl, log: quietLog(), channel });
  buses.push(a, b);
  return { a, b };
}

describe('Redis change bus (REDIS_URL)', () => {
  it('a publish reaches the subscribers of every bus on the channel, the publisher’s own included', async () => {
    const { a, b } = await pair();
    expect(a.kind).toBe('redis');
    const [inA, inB, otherTopic] = [vi.fn(), vi.fn(), vi.fn()];
    a.subscribe('catalog', inA);
    b.subscribe('catalog', inB);
    b.subscribe('pages', otherTopic);
    await a.publish('catalog');
    await vi.waitFor(
      () => {
        expect(inA).toHaveBeenCalledTimes(1);
        expect(inB).toHaveBeenCalledTimes(1);
      },
      { timeout: 1_000, interval: 10 },
    );
    expect(otherTopic).not.toHaveBeenCalled();
  });

  it('a dropped subscriber connection comes back, tells its subscribers that anything may have changed, and hears publishes again', async () => {
    const { a, b } = await pair();
    const inB = vi.fn();
    b.subscribe('catalog', inB);
    const admin = new Redis(redisUrl);
    try {
      expect(await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub')).toBeGreaterThanOrEqual(2);
    } finally {
      admin.disconnect();
    }
    await vi.waitFor(() => expect(inB).toHaveBeenCalledTimes(1), { timeout: 5_000, interval: 20 });
    // Subscribed again by then? Publish until it is heard (ioredis re-subscribes right after 'ready').
    await vi.waitFor(
      async () => {
        await a.publish('catalog');
        expect(inB.mock.calls.length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
