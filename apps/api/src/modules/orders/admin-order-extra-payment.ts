import type { RefundExtraPaymentBody } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { runPartnerStep } from '../jobs/index.js';
import { findOrderByKey } from './admin-order-queries.js';
import { assertActionAllowed } from './admin-order-rules.js';
import { EXTRA_PAYMENT_MESSAGES, extraRefundStep, extraRefundStepKey } from './extra-payment-step.js';
import { actor, type ActionDeps } from './order-action.js';
import type { OrderRow } from './queries.js';
import { ORDER_NOT_FOUND } from './service.js';

export { EXTRA_PAYMENT_MESSAGES } from './extra-payment-step.js';

/**
 * Gives back a payment the order did not need (issue 15: paid twice, or paid after cancellation)
 * through the provider that took it, as a partner step (decision 022): a refund whose note on the
 * order cannot be saved is finished by its job or ends as an alert. The provider's idempotency key
 * names the order and the payment, so a retried press never refunds twice. The order's own payment
 * and statuses stay as they are; the flag closes with the refund noted on it.
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
  const extra = found.paymentAttention.find((a) => a.open && a.reference === body.reference);
  if (!extra) throw new HttpError(409, EXTRA_PAYMENT_MESSAGES.unknown);
  const intent = { orderId: found.id, about: found.orderNumber, reference: extra.reference, staff: actor(me) };
  const outcome = await runPartnerStep(db, extraRefundStep({ db, payments }), {
    key: extraRefundStepKey(found.id, extra.reference),
    intent,
    log,
  });
  switch (outcome.state) {
    case 'committed':
      return outcome.value;
    case 'refused':
      log.error(
        { err: outcome.error, order: found.orderNumber, reference: extra.reference },
        'payment provider refused the refund of an extra payment',
      );
      throw new HttpError(502, EXTRA_PAYMENT_MESSAGES.refundFailed);
    case 'compensated':
      throw new HttpError(409, EXTRA_PAYMENT_MESSAGES.refusedAfterRefund(outcome.reason));
    case 'pending':
      throw new HttpError(503, EXTRA_PAYMENT_MESSAGES.pending);
  }
}
