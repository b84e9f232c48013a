import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyLoad } from './early-load';

describe('earlyLoad', () => {
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  afterEach(() => unhandled.mockClear());

  it('keeps the value once the load has resolved, for a screen that mounts later', async () => {
    const load = earlyLoad(Promise.resolve({ status: 'ready' }));
    expect(load.result).toBeUndefined();
    await load.promise;
    expect(load.result).toEqual({ value: { status: 'ready' } });
  });

  it('lets a failure wait for the screen without an unhandled rejection, and still hands it over', async () => {
    const load = earlyLoad(Promise.reject(new Error('Category not found')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    expect(load.result).toBeUndefined();
    await expect(load.promise).rejects.toThrow('Category not found');
  });
});
