import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { paths } from '../../app/paths';
import { refreshSessionUser } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { accountApi, type Customer } from './account-api';

// No such customer (404), no valid session (401), or a token of another customer (403): the stored
// session is worthless, so the customer is logged out (spec section 6).
const SESSION_GONE = new Set([401, 403, 404]);

/**
 * The logged-in customer from GET customer/{id}, with user_counts. An empty answer logs out; the
 * fresh record replaces the stored user so the header greeting follows profile changes.
 */
export function useCustomer() {
  const userId = useAppSelector((s) => s.user.userData?._id);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const ctrl = new AbortController();
    setFailed(false);
    accountApi.customer(userId, ctrl.signal).then(
      (reply) => {
        const found = reply.result;
        if (!found?._id) {
          navigate(paths.logout, { replace: true });
          return;
        }
        setCustomer(found);
        const { user_counts: _counts, ...user } = found;
        refreshSessionUser(dispatch, user);
      },
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        if (err instanceof ApiError && SESSION_GONE.has(err.status)) navigate(paths.logout, { replace: true });
        else setFailed(true);
      },
    );
    return () => ctrl.abort();
  }, [userId, attempt, dispatch, navigate]);

  return { customer, setCustomer, failed, retry: () => setAttempt((n) => n + 1) };
}
