import { useEffect, useState } from 'react';

/**
 * Data a route's loader (router.tsx) starts fetching when the navigation starts, beside the
 * screen's code, instead of after the screen has mounted. The loader hands it over at once
 * without waiting, so a navigation still shows the screen and its skeleton while the data comes.
 */
export interface EarlyLoad<T> {
  promise: Promise<T>;
  /** Set once the promise has resolved: a screen whose code arrives after its data draws at once. */
  result?: { value: T };
}

/**
 * Tracks a load started by a loader. A rejection is marked as handled here, so it does not end up
 * as an uncaught error before the screen's code has arrived; the screen still receives it.
 */
export function earlyLoad<T>(promise: Promise<T>): EarlyLoad<T> {
  const load: EarlyLoad<T> = { promise };
  promise.then(
    (value) => {
      load.result = { value };
    },
    () => undefined,
  );
  return load;
}

/**
 * The value of a load whose promise never rejects (failures resolve to a state of their own), or
 * `pending` until it has arrived. A new load (the next page) shows `pending` again until it is in.
 */
export function useEarlyLoad<T>(load: EarlyLoad<T>, pending: T): T {
  const [, setArrived] = useState<EarlyLoad<T>>();
  useEffect(() => {
    let live = true;
    // earlyLoad's handler was attached first, so `result` is set when this one runs.
    const arrived = () => live && setArrived(load);
    load.promise.then(arrived, arrived);
    return () => {
      live = false;
    };
  }, [load]);
  return load.result ? load.result.value : pending;
}
