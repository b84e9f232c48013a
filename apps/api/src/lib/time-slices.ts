import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long CPU work in the API's one thread (a 50,000-row catalog import checks every row with the
 * product schema) would keep every other request waiting until it ends: issue 28 item 8 saw a
 * public product list take 34.6 s during an import. Such loops call the returned `breathe()`
 * after each item; once `sliceMs` of work has passed it waits one turn of the event loop, so
 * the requests that arrived meanwhile are answered between slices. Costs nothing otherwise.
 */
export function timeSlices(sliceMs = 8): () => Promise<void> | undefined {
  let sliceStarted = performance.now();
  return () => {
    if (performance.now() - sliceStarted < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStarted = performance.now();
    });
  };
}

/** `items.map(fn)` in time slices (see timeSlices). */
export async function mapInSlices<T, R>(items: readonly T[], fn: (item: T, index: number) => R, sliceMs?: number): Promise<R[]> {
  const breathe = timeSlices(sliceMs);
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(fn(items[i]!, i));
    await breathe();
  }
  return out;
}
