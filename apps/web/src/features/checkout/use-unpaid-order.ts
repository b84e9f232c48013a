import { useEffect, useState } from 'react';
import { apiGet } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import { useAppSelector } from '../../app/store';
import type { Order } from '../../state/types';

/** What payment can still be started for (the server's canStartPayment rule). */
const canPay = (o: Order) => o.customer_payment.status !== 'Paid' && (o.status === 'Pending' || o.status === 'Draft');

/**
 * Back from the payment failure page the checkout is opened with ?order_id=NB-…: that order exists
 * and is not paid, so the customer pays it again instead of placing a new one. `undefined` while
 * looking it up; null when there is none to pay (no id, not the customer's, or already paid).
 */
export function useUnpaidOrder(orderId: string | null): Order | null | undefined {
  const userId = useAppSelector((s) => s.user.userData?._id);
  const [order, setOrder] = useState<Order | null | undefined>(orderId ? undefined : null);

  useEffect(() => {
    if (!orderId || !userId) {
      setOrder(null);
      return;
    }
    const ctrl = new AbortController();
    apiGet<{ data: { result: Order[] } }>(apiPaths.customerOrders(userId), { quiet: true, signal: ctrl.signal }).then(
      (reply) => setOrder(reply.data.result.find((o) => o.order_id === orderId && canPay(o)) ?? null),
      () => !ctrl.signal.aborted && setOrder(null),
    );
    return () => ctrl.abort();
  }, [orderId, userId]);

  return order;
}
