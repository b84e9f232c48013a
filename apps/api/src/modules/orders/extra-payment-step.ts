import { z } from 'zod';
import type { OrderRefund } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { raiseAlert } from '../alerts/index.js';
import { recordAudit } from '../audit/index.js';
import { jobKind, type PartnerStep } from '../jobs/index.js';
import { findOrderByKey, lockOrderByKey, updateOrder } from './admin-order-queries.js';
import type { PaymentStepDeps } from './order-cancel-step.js';
import type { OrderRow } from './queries.js';
import { ORDER_NOT_FOUND } from './service.js';

export const EXTRA_PAYMENT_MESSAGES = {
  refunded: 'The extra payment has been refunded.',
  unknown: 'This order has no open extra payment with that reference.',
  refundFailed: 'The payment provider did not accept the refund. Please try again later.',
  pending:
    'The extra payment has been refunded, but the refund could not be noted on the order yet. It is retried in the background; if it cannot be finished, an alert appears on the dashboard.',
  refusedAfterRefund: (reason: string) =>
    `The extra payment has been refunded, but it could not be noted on the order: ${reason} An alert on the dashboard asks to check it.`,
} as const;

/** The refund of a payment the order did not need (issue 15), as a partner step (decision 022). */
const ExtraRefundIntent = z.object({
  orderId: z.guid(),
  /** The order number: what the jobs page shows. */
  about: z.string(),
  /** The extra payment's reference at the provider. */
  reference: z.string().min(1),
  staff: z.object({ id: z.string(), email: z.string() }),
});

export const EXTRA_REFUND_STEP = jobKind('order.refund_extra_payment', ExtraRefundIntent);

export const extraRefundStepKey = (orderId: string, reference: string) => `${EXTRA_REFUND_STEP.name}.${orderId}.${reference}`;

const refusal = (err: unknown): string | null =>
  err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 404) ? err.message : null;

export function extraRefundStep({ db, payments }: PaymentStepDeps): PartnerStep<typeof ExtraRefundIntent, OrderRefund, OrderRow> {
  return {
    kind: EXTRA_REFUND_STEP,

    async callPartner(intent) {
      const order = await findOrderByKey(db, intent.orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      // The key names the order and the payment: asked again, the provider answers with the same refund.
      return payments.refund(order, intent.reference, `order-${intent.orderId}-extra-${intent.reference}-refund`);
    },

    async blocked(intent) {
      const o = await findOrderByKey(db, intent.orderId);
      if (!o) return ORDER_NOT_FOUND;
      return o.paymentAttention.some((a) => a.reference === intent.reference) ? null : EXTRA_PAYMENT_MESSAGES.unknown;
    },

    async commit(tx, intent, refund) {
      const o = await lockOrderByKey(tx, intent.orderId);
      if (!o) throw notFound(ORDER_NOT_FOUND);
      const extra = o.paymentAttention.find((a) => a.reference === intent.reference);
      // Noted already (the request after all, or an earlier attempt): nothing left to do.
      if (extra && !extra.open && extra.refund?.reference === refund.reference) return o;
      if (!extra?.open) throw new HttpError(409, EXTRA_PAYMENT_MESSAGES.unknown);
      const paymentAttention = o.paymentAttention.map((a) =>
        a.reference === extra.reference ? { ...a, open: false, refund: { ...refund, staffEmail: intent.staff.email } } : a,
      );
      const updated = await updateOrder(tx, o.id, { paymentAttention });
      await recordAudit(tx, {
        staff: intent.staff,
        action: 'order.refund_extra_payment',
        entityType: 'order',
        entityId: o.id,
        summary: `${intent.staff.email} refunded the extra payment ${extra.reference} of ${o.orderNumber}: ${(refund.amountCents / 100).toFixed(2)} ${extra.currency.toUpperCase()}`,
        before: { extra_payment: extra.reference, reason: extra.reason },
        after: { refund },
      });
      return updated;
    },

    refusal,

    async compensate(tx, intent, { answer, reason }) {
      const done = answer
        ? `the payment provider refunded it (refund ${answer.reference})`
        : 'the payment provider may have refunded it (not confirmed: check it there)';
      await raiseAlert(tx, {
        key: extraRefundStepKey(intent.orderId, intent.reference),
        kind: 'order.extra_refund_not_noted',
        entityType: 'order',
        entityId: intent.orderId,
        about: intent.about,
        title: `${intent.about}: extra payment refunded but not noted on the order`,
        detail:
          `${intent.staff.email} refunded the extra payment ${intent.reference} of ${intent.about} and ${done}, but the refund could not be noted on the order: ${reason} ` +
          'Check the order and the payment provider before refunding anything again.',
      });
    },
  };
}
