import type { RefundExtraPaymentBody } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentAttention } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { findOrderByKey, updateOrder } from './admin-order-queries.js';
import { assertActionAllowed } from './admin-order-rules.js';
import { actor, orderAction, type ActionDeps } from './order-action.js';
import type { OrderRow } from './queries.js';
import { ORDER_NOT_FOUND } from './service.js';

export const EXTRA_PAYMENT_MESSAGES = {
  refunded: 'The extra payment has been refunded.',
  unknown: 'This order has no open extra payment with that reference.',
  refundFailed: 'The payment provider did not accept the refund. Please try again later.',
} as const;

const openExtra = (o: OrderRow, reference: string): PaymentAttention | undefined =>
  o.paymentAttention.find((a) => a.open && a.reference === reference);

/**
 * Gives back a payment the order did not need (issue 15: paid twice, or paid after cancellation)
 * through the provider that took it. The provider is called before the transaction; its
 * idempotency key names the order and the payment, so a retried press never refunds twice. The
 * order's own payment and statuses stay as they are; the flag closes with the refund noted on it.
 */
export async function refundExtraPayment(
  { db, payments }: Pick<ActionDeps, 'db' | 'payments'>,
  me: SignedInStaff,
  key: string,
  body: RefundExtraPaymentBody,
  log: FastifyBaseLogger,
): Promise<OrderRow> {
  const found = await findOrderByKey(db, key);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  assertActionAllowed('refund_extra_payment', found);
  const extra = openExtra(found, body.reference);
  if (!extra) throw new HttpError(409, EXTRA_PAYMENT_MESSAGES.unknown);
  let refund;
  try {
    refund = await payments.refund(found, extra.reference, `order-${found.id}-extra-${extra.reference}-refund`);
  } catch (err) {
    log.error({ err, order: found.orderNumber, reference: extra.reference }, 'payment provider refused the refund of an extra payment');
    throw new HttpError(502, EXTRA_PAYMENT_MESSAGES.refundFailed);
  }
  return orderAction(db)(found.id, 'refund_extra_payment', async (tx, o) => {
    // A second press that waited for the lock finds it refunded: the provider answered it with the same refund.
    if (!openExtra(o, extra.reference)) throw new HttpError(409, EXTRA_PAYMENT_MESSAGES.unknown);
    const paymentAttention = o.paymentAttention.map((a) =>
      a.reference === extra.reference ? { ...a, open: false, refund: { ...refund, staffEmail: me.email } } : a,
    );
    const updated = await updateOrder(tx, o.id, { paymentAttention });
    return {
      order: updated,
      audit: {
        staff: actor(me),
        action: 'order.refund_extra_payment',
        summary: `${me.email} refunded the extra payment ${extra.reference} of ${o.orderNumber}: ${(refund.amountCents / 100).toFixed(2)} ${extra.currency.toUpperCase()}`,
        before: { extra_payment: extra.reference, reason: extra.reason },
        after: { refund },
      },
    };
  });
}
