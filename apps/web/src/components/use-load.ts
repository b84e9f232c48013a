import { startTransition, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads the same key again (a 'Try again' button). */
  retry: () => void;
}

/**
 * Server data a screen asks for once mounted (what its URL does not tell, e.g. lookups, or the
 * session's orders, wishlist and profile: see state/use-customer-load.ts). Runs `load` whenever
 * `key` changes (null: nothing to load yet) and aborts the previous call, so a quick change never
 * shows an older answer. Data of an older key is not returned: screens show their skeletons instead.
 * Options: `ready`, the first key's data when it is already known (a route loader's settled load,
 * or the data a server-rendered page was drawn with): the screen draws it at once and nothing is
 * asked. `keepPrevious`: the data of the previous key stays until the new key's arrives (a refresh
 * of the same list for the logged-in customer, early-load.ts). `failed`: the first key's load already
 * failed (a route loader's, on a page the server draws at once): the screen draws the error.
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { ready, failed, keepPrevious = false }: { ready?: { value: T }; failed?: { error: unknown }; keepPrevious?: boolean } = {},
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const current = key === null ? null : `${key}#${attempt}`;
  const [state, setState] = useState<{ key: string | null; data?: T; error: unknown }>(() =>
    current === null
      ? { key: null, error: null }
      : ready
        ? { key: current, data: ready.value, error: null }
        : failed
          ? { key: current, error: failed.error }
          : { key: null, error: null },
  );
  // The key whose data is in `state` already (from `ready`): its effect has nothing to load.
  const loaded = useRef(state.key);

  useEffect(() => {
    if (current === null || loaded.current === current) return;
    loaded.current = null;
    const ctrl = new AbortController();
    // What arrives is drawn in a transition: React renders it in slices between which the browser
    // paints and answers input, instead of one long task (lookups arriving after the first paint).
    load(ctrl.signal).then(
      (data) => startTransition(() => setState({ key: current, data, error: null })),
      (error: unknown) => {
        if (!ctrl.signal.aborted) startTransition(() => setState({ key: current, error }));
      },
    );
    return () => ctrl.abort();
    // `load` is a new function on every render; the key says when its inputs changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const done = current !== null && state.key === current;
  return {
    data: done || keepPrevious ? state.data : undefined,
    error: done ? state.error : null,
    loading: !done,
    retry: () => setAttempt((n) => n + 1),
  };
}
