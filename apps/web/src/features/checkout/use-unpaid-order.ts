import type { Order } from '@northbend/shared';
import { useCustomerLoad } from '../../state/use-customer-load';
import { checkoutApi } from './checkout-api';

/** What payment can still be started for (the server's canStartPayment rule). */
const canPay = (o: Order) => o.customer_payment.status !== 'Paid' && (o.status === 'Pending' || o.status === 'Draft');

/**
 * Back from the payment failure page the checkout is opened with ?order_id=NB-…: that order exists
 * and is not paid, so the customer pays it again instead of placing a new one. `undefined` while
 * looking it up; null when there is none to pay (no id, not the customer's, or already paid).
 */
export function useUnpaidOrder(orderId: string | null): Order | null | undefined {
  const { data, error } = useCustomerLoad(
    `unpaid:${orderId}`,
    orderId
      ? (customerId, signal) =>
          checkoutApi.orders(customerId, signal).then((list) => list.find((o) => o.order_id === orderId && canPay(o)) ?? null)
      : null,
  );
  if (!orderId || error) return null;
  return data;
}
