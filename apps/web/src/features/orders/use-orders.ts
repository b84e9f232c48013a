import { useEffect, useState } from 'react';
import { apiGet } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import { useAppSelector } from '../../app/store';
import type { Order } from '../../state/types';

/** The customer's orders, newest first (GET order/user/{id}); a failed load stays in the console. */
export function useOrders() {
  const userId = useAppSelector((s) => s.user.userData?._id);
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const ctrl = new AbortController();
    setFailed(false);
    apiGet<{ data: { result: Order[] } }>(apiPaths.customerOrders(userId), { quiet: true, signal: ctrl.signal }).then(
      (reply) => setOrders(reply.data.result),
      () => !ctrl.signal.aborted && setFailed(true),
    );
    return () => ctrl.abort();
  }, [userId, attempt]);

  return { orders, failed, retry: () => setAttempt((n) => n + 1) };
}
