import type { CancelOrderBody } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { runPartnerStep } from '../jobs/index.js';
import { findOrderByKey, updateOrder } from './admin-order-queries.js';
import { assertActionAllowed, openCheckout, openNet30Invoice, providerPaidReference } from './admin-order-rules.js';
import { cancelStepKey, orderCancelStep, type CancelIntent } from './order-cancel-step.js';
import { actor, ADMIN_ORDER_MESSAGES, orderAction, type ActionDeps } from './order-action.js';
import { queueCancelledMail } from './order-mail-jobs.js';
import { queueTaxReversal } from './order-tax-jobs.js';
import type { OrderRow } from './queries.js';
import { ORDER_NOT_FOUND } from './service.js';
import { assertOrderTransition } from './status.js';

/**
 * Cancels an order that has not shipped. Money paid through the provider is refunded through it
 * first and an open Net 30 invoice voided, as a partner step (decision 022): the intent is a job
 * before the provider is asked, so a refund whose cancellation cannot be saved (the database
 * away, the order shipped meanwhile) is finished by that job or ends as an alert on the dashboard.
 * A refusal of the provider is a 502 and the order stays as it was; the same idempotency key makes
 * a retried cancellation reuse the refund. An open card or bank transfer checkout is expired too,
 * but a refusal there does not stop the cancellation: the checkout may have completed meanwhile,
 * and money that arrives for a cancelled order is flagged for staff as it would be anyway (issue
 * 15). The cancellation email is a job of the same transaction.
 */
export async function cancelOrder(
  { db, payments }: ActionDeps,
  me: SignedInStaff,
  key: string,
  body: CancelOrderBody,
  log: FastifyBaseLogger,
): Promise<{ order: OrderRow; refunded: boolean }> {
  const found = await findOrderByKey(db, key);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  assertActionAllowed('cancel', found);
  const paidReference = providerPaidReference(found);
  const invoice = openNet30Invoice(found);
  if (paidReference || invoice) {
    const partner: CancelIntent['partner'] = paidReference
      ? { call: 'refund', paymentReference: paidReference }
      : { call: 'void_invoice', invoice: invoice! };
    const intent = { orderId: found.id, about: found.orderNumber, reason: body.reason, staff: actor(me), partner };
    const outcome = await runPartnerStep(db, orderCancelStep({ db, payments }), { key: cancelStepKey(found.id), intent, log });
    const refunded = partner.call === 'refund';
    switch (outcome.state) {
      case 'committed':
        return { order: outcome.value, refunded: outcome.answer.refund !== null };
      case 'refused':
        log.error({ err: outcome.error, order: found.orderNumber }, 'payment provider refused the cancellation; the order is unchanged');
        throw new HttpError(502, refunded ? ADMIN_ORDER_MESSAGES.refundFailed : ADMIN_ORDER_MESSAGES.voidFailed);
      case 'compensated':
        throw new HttpError(409, ADMIN_ORDER_MESSAGES.cancelRefusedAfterProvider(refunded, outcome.reason), 'ORDER_ACTION_REFUSED');
      case 'pending':
        throw new HttpError(503, refunded ? ADMIN_ORDER_MESSAGES.cancelPendingRefunded : ADMIN_ORDER_MESSAGES.cancelPendingVoided);
    }
  }
  const order = await orderAction(db)(found.id, 'cancel', async (tx, o) => {
    assertOrderTransition(o.status, 'Cancelled');
    const updated = await updateOrder(tx, o.id, { status: 'Cancelled', cancelReason: body.reason, cancelledAt: new Date(), refund: null });
    await queueCancelledMail(tx, updated);
    // Stripe Tax (decision 034): the tax of an order that will not be paid is reversed.
    await queueTaxReversal(tx, updated, { reference: `${o.orderNumber}-cancel`, amountCents: null });
    return {
      order: updated,
      audit: {
        staff: actor(me),
        action: 'order.cancel',
        summary: `${me.email} cancelled ${o.orderNumber}: ${body.reason}`,
        before: { status: o.status, payment_status: o.paymentStatus },
        after: { status: 'Cancelled', reason: body.reason, refund: null },
      },
    };
  });
  const checkout = openCheckout(found);
  if (checkout) {
    await payments
      .expireCheckout(checkout)
      .catch((err: unknown) =>
        log.warn(
          { err, order: found.orderNumber, checkout },
          'the cancelled order’s checkout could not be expired; a payment through it is flagged',
        ),
      );
  }
  return { order, refunded: false };
}
