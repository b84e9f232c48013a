import type { PaymentStatus } from '@northbend/shared';
import type { PaymentEvent, PaymentOutcome } from '../../integrations/payments/payment-provider.js';
import { HttpError } from '../../lib/http-errors.js';
import { assertOrderTransition, assertPaymentTransition, orderStatusAfterPayment, type OrderRow } from '../orders/index.js';
import { attemptOf } from './queries.js';

const STATUS_OF: Record<Exclude<PaymentOutcome, 'none'>, PaymentStatus> = {
  paid: 'Paid',
  failed: 'Failed',
  overdue: 'Overdue',
  pending: 'Awaiting Payment',
};

/** What a verified event does to an order: the outcome recorded in payment_events, and the order's new columns. */
export interface EventDecision {
  outcome: string;
  changes?: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentResponse'>;
}

/**
 * The rules for a provider event, whichever provider sent it. 'ignored: …' and 'rejected: …' change
 * nothing on the order; a rejection means the event contradicts the order (amount, currency, order)
 * and is worth a person's look.
 */
export function decidePaymentEvent(order: OrderRow | undefined, event: PaymentEvent, now = new Date()): EventDecision {
  if (event.outcome === 'none') return { outcome: `ignored: ${event.type} needs no action` };
  if (!order) return { outcome: 'ignored: no order has this payment' };
  const mismatch = mismatchOf(order, event);
  if (mismatch) return { outcome: `rejected: ${mismatch}` };
  const response = order.paymentResponse;
  // Money counts whichever attempt it came through; a failure or a reminder about an older attempt
  // (a session the customer has since replaced) says nothing about the current one.
  if (event.outcome !== 'paid' && response.reference !== event.reference)
    return { outcome: 'ignored: not the current payment of the order' };
  const paymentStatus = STATUS_OF[event.outcome];
  const status = paymentStatus === 'Paid' ? orderStatusAfterPayment(order.status) : order.status;
  try {
    assertPaymentTransition(order.paymentStatus, paymentStatus);
    assertOrderTransition(order.status, status);
  } catch (err) {
    if (err instanceof HttpError) return { outcome: `ignored: ${err.message}` };
    throw err;
  }
  const changed = paymentStatus !== order.paymentStatus;
  const paymentResponse =
    paymentStatus === 'Paid' && changed
      ? { ...response, paid_reference: event.reference, paid_at: Math.floor(now.getTime() / 1000) }
      : paymentStatus === 'Failed' && changed
        ? // The next try must not get this attempt's checkout back from the provider's idempotency.
          { ...response, attempt: attemptOf(response) + 1 }
        : response;
  return {
    outcome: changed ? `applied: ${order.paymentStatus} → ${paymentStatus}` : `applied: already ${paymentStatus}`,
    changes: { status, paymentStatus, paymentResponse },
  };
}

function mismatchOf(order: OrderRow, event: PaymentEvent): string | null {
  if (event.orderNumber && event.orderNumber !== order.orderNumber)
    return `the event names order ${event.orderNumber}, its payment belongs to ${order.orderNumber}`;
  const provider = order.paymentResponse.provider;
  if (provider && provider !== event.provider) return `the order's payment runs through ${provider}, the event came from ${event.provider}`;
  if (event.amountCents !== order.totalCents)
    return `amount ${event.amountCents ?? 'missing'} is not the order total ${order.totalCents} (cents)`;
  if ((event.currency ?? '').toLowerCase() !== order.currency.toLowerCase())
    return `currency ${event.currency ?? 'missing'} is not the order's ${order.currency}`;
  return null;
}
