import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiGet } from '../app/api-client';
import { apiPaths } from '../app/api-paths';
import { paths } from '../app/paths';
import { useAppSelector } from '../app/store';

// No such customer (404), no valid session (401), or a token of another customer (403): the stored
// session is worthless, so the customer is logged out (spec section 6).
const SESSION_GONE = new Set([401, 403, 404]);

/**
 * The logged-in customer's record from GET customer/{id}, for the screens that show or edit it
 * (profile, checkout). An empty answer or a dead session logs out; other failures set `failed`
 * (the spec keeps them to the console) and `retry` asks again. `onLoaded` sees each fresh record.
 */
export function useCustomerRecord<T extends { _id: string }>(onLoaded?: (customer: T) => void) {
  const userId = useAppSelector((s) => s.user.userData?._id);
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A ref: a new callback on each render must not start another load.
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    if (!userId) return;
    const ctrl = new AbortController();
    setFailed(false);
    apiGet<{ result?: T | null }>(apiPaths.customer(userId), { quiet: true, signal: ctrl.signal }).then(
      (reply) => {
        const found = reply.result;
        if (!found?._id) {
          navigate(paths.logout, { replace: true });
          return;
        }
        setCustomer(found);
        loaded.current?.(found);
      },
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        if (err instanceof ApiError && SESSION_GONE.has(err.status)) navigate(paths.logout, { replace: true });
        else setFailed(true);
      },
    );
    return () => ctrl.abort();
  }, [userId, attempt, navigate]);

  return { customer, setCustomer, failed, retry: () => setAttempt((n) => n + 1) };
}
