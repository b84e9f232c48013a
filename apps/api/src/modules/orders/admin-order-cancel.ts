import type { CancelOrderBody } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderRefund } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { findOrderByKey, updateOrder } from './admin-order-queries.js';
import { assertActionAllowed, openCheckout, openNet30Invoice, providerPaidReference } from './admin-order-rules.js';
import { actor, ADMIN_ORDER_MESSAGES, orderAction, type ActionDeps } from './order-action.js';
import { queueCancelledMail } from './order-mail-jobs.js';
import type { OrderRow } from './queries.js';
import { ORDER_NOT_FOUND } from './service.js';
import { assertOrderTransition } from './status.js';

/**
 * Cancels an order that has not shipped. Money paid through the provider is refunded through it
 * first and an open Net 30 invoice voided (outside the transaction; a refusal is a 502 and the
 * order stays as it was); the same idempotency key makes a retried cancellation reuse the refund.
 * An open card or bank transfer checkout is expired too, but a refusal there does not stop the
 * cancellation: the checkout may have completed meanwhile, and money that arrives for a cancelled
 * order is flagged for staff as it would be anyway (issue 15). The cancellation email is a job of
 * the same transaction.
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
  let refund: OrderRefund | null = null;
  try {
    if (paidReference) refund = await payments.refund(found, paidReference, `order-${found.id}-refund`);
    else if (invoice) await payments.voidNet30Invoice(invoice, `order-${found.id}-void-invoice`);
  } catch (err) {
    log.error({ err, order: found.orderNumber }, 'payment provider refused the cancellation; the order is unchanged');
    throw new HttpError(502, paidReference ? ADMIN_ORDER_MESSAGES.refundFailed : ADMIN_ORDER_MESSAGES.voidFailed);
  }
  const cancelling = orderAction(db)(found.id, 'cancel', async (tx, o) => {
    assertOrderTransition(o.status, 'Cancelled');
    const updated = await updateOrder(tx, o.id, { status: 'Cancelled', cancelReason: body.reason, cancelledAt: new Date(), refund });
    await queueCancelledMail(tx, updated);
    return {
      order: updated,
      audit: {
        staff: actor(me),
        action: 'order.cancel',
        summary: `${me.email} cancelled ${o.orderNumber}${refund ? ` and refunded ${(refund.amountCents / 100).toFixed(2)} ${o.currency.toUpperCase()}` : ''}: ${body.reason}`,
        before: { status: o.status, payment_status: o.paymentStatus },
        after: { status: 'Cancelled', reason: body.reason, refund, invoice_voided: invoice ?? undefined },
      },
    };
  });
  const order = await cancelling.catch((err: unknown) => {
    // The order changed between the refund and the lock (shipped, paid by hand): the money went
    // back but the order stands. Rare, and a person must look at it.
    if (refund) log.error({ err, order: found.orderNumber, refund }, 'order refunded but its cancellation was refused');
    throw err;
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
  return { order, refunded: refund !== null };
}
