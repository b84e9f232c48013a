import { describe, expect, it } from 'vitest';
import { mapInSlices, timeSlices } from './time-slices.js';

/** Busy work of about `ms` milliseconds, as a schema check of a large product is. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('time slices', () => {
  it('lets a timer that fell due during a long loop run before the loop ends', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('timer'), 0);
    const out = await mapInSlices(
      Array.from({ length: 40 }, (_, i) => i),
      (i) => {
        work(1);
        if (i === 39) seen.push('loop done');
        return i * 2;
      },
      5,
    );
    expect(out).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
    expect(seen).toEqual(['timer', 'loop done']);
  });

  it('does not wait while the slice lasts', () => {
    const breathe = timeSlices(10_000);
    expect(breathe()).toBeUndefined();
  });
});
