import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { OrderRefund } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { raiseAlert } from '../alerts/index.js';
import { recordAudit } from '../audit/index.js';
import { jobKind, type PartnerStep } from '../jobs/index.js';
import { findOrderByKey, lockOrderByKey, updateOrder } from './admin-order-queries.js';
import { actionRefusal, assertActionAllowed } from './admin-order-rules.js';
import type { OrderPaymentsPort } from './admin-payments-port.js';
import { queueCancelledMail } from './order-mail-jobs.js';
import { queueTaxReversal } from './order-tax-jobs.js';
import type { OrderRow } from './queries.js';
import { ORDER_NOT_FOUND } from './service.js';
import { listReturns } from './return-queries.js';
import { returnMoney } from './return-rules.js';
import { assertOrderTransition, assertPaymentTransition } from './status.js';

/**
 * A cancellation that needs the payment provider first (decision 022): a refund of money paid
 * through it, or the void of an open Net 30 invoice. The intent names what staff decided; the
 * provider's keys name the order, so asking again answers with the refund made the first time.
 */
const CancelIntent = z.object({
  orderId: z.guid(),
  /** The order number: what the jobs page shows. */
  about: z.string(),
  reason: z.string().min(1),
  staff: z.object({ id: z.string(), email: z.string() }),
  partner: z.discriminatedUnion('call', [
    z.object({ call: z.literal('refund'), paymentReference: z.string().min(1) }),
    z.object({ call: z.literal('void_invoice'), invoice: z.string().min(1) }),
  ]),
});
export type CancelIntent = z.output<typeof CancelIntent>;

export const ORDER_CANCEL_STEP = jobKind('order.cancel', CancelIntent);

/** The provider's answer: the refund, or null when an invoice was voided. */
export interface CancelAnswer {
  refund: OrderRefund | null;
}

export const cancelStepKey = (orderId: string) => `${ORDER_CANCEL_STEP.name}.${orderId}`;

const amount = (refund: OrderRefund, o: OrderRow) => `${(refund.amountCents / 100).toFixed(2)} ${o.currency.toUpperCase()}`;

/** Nothing else can undo a refund or a void: a refusal of the order itself (409) or a missing order (404) is final. */
const refusal = (err: unknown): string | null =>
  err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 404) ? err.message : null;

export interface PaymentStepDeps {
  db: Database;
  payments: OrderPaymentsPort;
}

export function orderCancelStep({ db, payments }: PaymentStepDeps): PartnerStep<typeof CancelIntent, CancelAnswer, OrderRow> {
  return {
    kind: ORDER_CANCEL_STEP,

    async callPartner(intent) {
      // Read for the amount and the provider's references, neither of which changes once paid.
      const order = await findOrderByKey(db, intent.orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (intent.partner.call === 'void_invoice') {
        // A cancelled order's invoice was voided by this step already; voiding it again is refused, unlike a refund asked again.
        if (order.status !== 'Cancelled') await payments.voidNet30Invoice(intent.partner.invoice, `order-${intent.orderId}-void-invoice`);
        return { refund: null };
      }
      // What returns refunded before is not refunded twice (issue 28): the cancellation gives back the rest.
      const rest = returnMoney(order, await listReturns(db, order.id)).refundableCents;
      return { refund: await payments.refund(order, intent.partner.paymentReference, `order-${intent.orderId}-refund`, rest) };
    },

    async blocked(intent) {
      const o = await findOrderByKey(db, intent.orderId);
      if (!o) return ORDER_NOT_FOUND;
      // Cancelled already: by this step's request after all, or its answer is asked again and compared in commit.
      return o.status === 'Cancelled' ? null : actionRefusal('cancel', o);
    },

    async commit(tx, intent, { refund }) {
      const o = await lockOrderByKey(tx, intent.orderId);
      if (!o) throw notFound(ORDER_NOT_FOUND);
      // Committed already (the request after all, or an earlier attempt): nothing left to do.
      if (o.status === 'Cancelled' && (refund === null || o.refund?.reference === refund.reference)) return o;
      assertActionAllowed('cancel', o);
      assertOrderTransition(o.status, 'Cancelled');
      // All that was paid has gone back (issue 28): the payment shows it, not only the refund panel.
      if (refund) assertPaymentTransition(o.paymentStatus, 'Refunded');
      const updated = await updateOrder(tx, o.id, {
        status: 'Cancelled',
        cancelReason: intent.reason,
        cancelledAt: new Date(),
        refund,
        ...(refund && { paymentStatus: 'Refunded' as const }),
      });
      await queueCancelledMail(tx, updated);
      // Stripe Tax (decision 034): the refunded or voided order's tax transaction is reversed with it.
      await queueTaxReversal(tx, updated, { reference: `${o.orderNumber}-cancel`, amountCents: null });
      await recordAudit(tx, {
        staff: intent.staff,
        action: 'order.cancel',
        entityType: 'order',
        entityId: o.id,
        summary: `${intent.staff.email} cancelled ${o.orderNumber}${refund ? ` and refunded ${amount(refund, o)}` : ''}: ${intent.reason}`,
        before: { status: o.status, payment_status: o.paymentStatus },
        after: {
          status: 'Cancelled',
          reason: intent.reason,
          refund,
          ...(refund && { payment_status: 'Refunded' }),
          invoice_voided: intent.partner.call === 'void_invoice' ? intent.partner.invoice : undefined,
        },
      });
      return updated;
    },

    refusal,

    async compensate(tx, intent, { answer, reason }) {
      const o = await findOrderByKey(tx, intent.orderId);
      const refund = answer?.refund ?? null;
      const done =
        intent.partner.call === 'void_invoice'
          ? answer
            ? `its Net 30 invoice ${intent.partner.invoice} was voided at the payment provider`
            : `its Net 30 invoice ${intent.partner.invoice} may have been voided at the payment provider (not confirmed: check it there)`
          : refund && o
            ? `the payment provider refunded ${amount(refund, o)} (refund ${refund.reference})`
            : `the payment provider may have refunded the payment ${intent.partner.paymentReference} (not confirmed: check it there)`;
      await raiseAlert(tx, {
        key: cancelStepKey(intent.orderId),
        kind: 'order.cancel_not_finished',
        entityType: 'order',
        entityId: intent.orderId,
        about: intent.about,
        title:
          intent.partner.call === 'refund'
            ? `${intent.about} was refunded but is not cancelled`
            : `${intent.about}: invoice voided but the order is not cancelled`,
        detail:
          `${intent.staff.email} cancelled ${intent.about} (“${intent.reason}”) and ${done}, but the order could not be cancelled: ${reason} ` +
          'Check the order and the payment provider: cancel it by hand, or if it goes out after all, ask the customer to pay again.',
      });
    },
  };
}
