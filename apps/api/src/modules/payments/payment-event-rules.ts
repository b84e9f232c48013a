import { EXTRA_PAYMENT_TEXTS, moneyReceived, type PaymentStatus } from '@northbend/shared';
import type { PaymentEvent, PaymentOutcome } from '../../integrations/payments/payment-provider.js';
import { HttpError } from '../../lib/http-errors.js';
import { assertOrderTransition, assertPaymentTransition, orderStatusAfterPayment, type OrderRow } from '../orders/index.js';
import type { PaymentAttention } from '../../db/schema/index.js';
import { openPaymentOf, type OpenPayment } from './open-payment.js';
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
  changes?: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentResponse'> & Partial<Pick<OrderRow, 'paymentAttention'>>;
  /** Paid through an attempt the customer had replaced: the open one must be closed at the provider now. */
  close?: OpenPayment;
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
  if (event.outcome === 'paid') {
    const extra = extraPayment(order, event, now);
    if (extra === 'known') return { outcome: 'ignored: this extra payment is flagged already' };
    if (extra)
      return {
        outcome: `flagged: ${EXTRA_PAYMENT_TEXTS[extra.reason]}`,
        changes: {
          status: order.status,
          paymentStatus: order.paymentStatus,
          paymentResponse: response,
          paymentAttention: [...order.paymentAttention, extra],
        },
      };
  }
  // Money counts whichever attempt it came through; a failure or a reminder about an older attempt
  // (a session the customer has since replaced, or one being expired for a new start right now)
  // says nothing about the current one.
  if (event.outcome !== 'paid' && (response.reference !== event.reference || order.paymentStarting?.closing === event.reference))
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
  // Paid through a replaced attempt: that money is the order's payment, and the attempt that
  // replaced it must not be paid as well.
  const open = paymentStatus === 'Paid' && changed ? openPaymentOf(order, event.provider) : null;
  return {
    outcome: changed ? `applied: ${order.paymentStatus} → ${paymentStatus}` : `applied: already ${paymentStatus}`,
    changes: { status, paymentStatus, paymentResponse },
    ...(open && open.reference !== event.reference && { close: open }),
  };
}

/**
 * Money the order did not need (issue 15): a payment of an order already paid through another
 * reference (another attempt, or booked by staff), or of a cancelled order. It is kept as a flag
 * for staff to refund through the provider; 'known' when this payment is flagged already.
 */
function extraPayment(order: OrderRow, event: PaymentEvent, now: Date): PaymentAttention | 'known' | null {
  const reference = event.reference;
  if (!reference || (event.provider !== 'stripe' && event.provider !== 'demo')) return null;
  const r = order.paymentResponse;
  const paidWith = r.paid_by_hand ? null : (r.paid_reference ?? r.reference);
  const reason = moneyReceived(order.paymentStatus)
    ? paidWith === reference
      ? null
      : 'paid_twice'
    : order.status === 'Cancelled'
      ? 'paid_after_cancel'
      : null;
  if (!reason) return null;
  if (order.paymentAttention.some((a) => a.reference === reference)) return 'known';
  return {
    reason,
    provider: event.provider,
    reference,
    amountCents: event.amountCents ?? order.totalCents,
    currency: (event.currency ?? order.currency).toLowerCase(),
    eventId: event.id,
    at: now.toISOString(),
    open: true,
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
