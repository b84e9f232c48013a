import { useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load yet) and aborts the previous call, so a
 * quick change of category or page never shows an older answer. Data of an older key is not
 * returned: screens show their skeletons instead of the previous category.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error: unknown }>({ key: null, error: null });

  useEffect(() => {
    if (key === null) return;
    const ctrl = new AbortController();
    load(ctrl.signal).then(
      (data) => setState({ key, data, error: null }),
      (error: unknown) => {
        if (!ctrl.signal.aborted) setState({ key, error });
      },
    );
    return () => ctrl.abort();
    // `load` is a new function on every render; the key says when its inputs changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = key !== null && state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : null, loading: !current };
}
