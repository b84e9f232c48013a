import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.js';

describe('ttlCache', () => {
  it('loads once within the time to live, then again after it', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000, 10);
    const load = vi.fn(async () => 42);
    expect(await cache.get('a', load)).toBe(42);
    expect(await cache.get('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = ttlCache<number>(1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('drops the oldest entry when full', async () => {
    const cache = ttlCache<string>(60_000, 2);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(await cache.get('a', async () => 'A2')).toBe('A2');
  });
});
