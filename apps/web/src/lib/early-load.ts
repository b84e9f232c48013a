import { useEffect, useRef, useState } from 'react';

/**
 * Data a route's loader (router.tsx) starts fetching when the navigation starts, beside the
 * screen's code, instead of after the screen has mounted. The loader hands it over at once
 * without waiting, so a navigation still shows the screen and its skeleton while the data comes.
 */
export interface EarlyLoad<T> {
  promise: Promise<T>;
  /** Set once the promise has resolved: a screen whose code arrives after its data draws at once. */
  result?: { value: T };
  /** Set once the promise has rejected: a page the server draws at once shows the failure (not found). */
  failure?: { error: unknown };
  /**
   * Started by refreshLoads: the same page's data again, now for the logged-in customer (with
   * prices). The screen keeps what it shows until this arrives, without a skeleton in between.
   */
  refresh?: boolean;
}

let refreshing = false;

/** True while refreshLoads runs: loaders then skip their display delays (product-loader.ts). */
export const isRefreshing = (): boolean => refreshing;

/**
 * Loads a server-rendered page's data again for the customer whose session this browser holds
 * (decision 019): the server drew the visitor's page, without prices. Every load the loaders start
 * meanwhile is a refresh, so the page changes in place (prices fill the space kept for them).
 */
export async function refreshLoads(revalidate: () => Promise<void>): Promise<void> {
  refreshing = true;
  try {
    await revalidate();
  } finally {
    refreshing = false;
  }
}

/** Every load earlyLoad made, so the server renderer can find them in the routes' data (early-load-transfer.ts). */
const loads = new WeakSet<object>();

export const isEarlyLoad = (value: unknown): value is EarlyLoad<unknown> => typeof value === 'object' && value !== null && loads.has(value);

/** A load whose value is already known: the data a server-rendered page was drawn with. */
export function settledLoad<T>(value: T): EarlyLoad<T> {
  const load = earlyLoad(Promise.resolve(value) as Promise<T>);
  load.result = { value };
  return load;
}

/**
 * Tracks a load started by a loader. A rejection is marked as handled here, so it does not end up
 * as an uncaught error before the screen's code has arrived; the screen still receives it.
 */
export function earlyLoad<T>(promise: Promise<T>): EarlyLoad<T> {
  const load: EarlyLoad<T> = refreshing ? { promise, refresh: true } : { promise };
  // Only the server renderer looks for them (early-load-transfer.ts).
  if (import.meta.env.SSR) loads.add(load);
  promise.then(
    (value) => {
      load.result = { value };
    },
    (error: unknown) => {
      load.failure = { error };
    },
  );
  return load;
}

/**
 * The value of a load whose promise never rejects (failures resolve to a state of their own), or
 * `pending` until it has arrived. A new load (the next page) shows `pending` again until it is in;
 * a refresh (refreshLoads) keeps the value shown until its own arrives.
 */
export function useEarlyLoad<T>(load: EarlyLoad<T>, pending: T): T {
  const [, setArrived] = useState<EarlyLoad<T>>();
  const shown = useRef<{ value: T } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // earlyLoad's handler was attached first, so `result` is set when this one runs.
    const arrived = () => live && setArrived(load);
    load.promise.then(arrived, arrived);
    return () => {
      live = false;
    };
  }, [load]);
  const current = load.result ?? (load.refresh ? shown.current : undefined);
  // Kept for a later refresh; a ref written in render holds the same value on every render of it.
  shown.current = current;
  return current ? current.value : pending;
}
