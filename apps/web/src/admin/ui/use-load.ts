import { useCallback, useEffect, useState } from 'react';
import { AdminApiError } from '../api/client';

export interface Loaded<T> {
  data: T | undefined;
  error: string | null;
  /** True while a load is under way, the first one and each reload. */
  loading: boolean;
  reload: () => void;
  /** Replaces the data with an action's answer, without a reload. */
  setData: (data: T) => void;
}

/**
 * Loads data for a screen and loads it again when `key` changes (a new query string or id). An
 * older answer arriving late never overwrites a newer one: each load is aborted by the next.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setData(answer);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err instanceof AdminApiError ? err.message : 'The shop could not be reached. Check the connection and try again.');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // `load` is a new function on each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, loading, reload, setData };
}

/** The message of a failed action, for an alert or a notice. */
export const messageOf = (err: unknown): string =>
  err instanceof AdminApiError ? err.message : 'The shop could not be reached. Check the connection and try again.';
