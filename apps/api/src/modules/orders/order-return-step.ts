import { centsToDollars, formatPrice } from '@northbend/shared';
import type { OrderRefund } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { raiseAlert } from '../alerts/index.js';
import { jobKind, type PartnerStep } from '../jobs/index.js';
import { findOrderByKey } from './admin-order-queries.js';
import { actionRefusal } from './admin-order-rules.js';
import type { PaymentStepDeps } from './order-cancel-step.js';
import type { OrderRow } from './queries.js';
import { recordReturn, ReturnIntent } from './return-commit.js';
import type { OrderReturnRow } from './return-queries.js';
import { ORDER_NOT_FOUND } from './service.js';

/**
 * A return that gives money back through the payment provider (decision 022, issue 28): a refund of
 * part of what was paid, or a credit note on the unpaid Net 30 invoice. The provider is asked
 * first; the return is recorded after, or finished by this step's job, or ends as an alert.
 */
export const ORDER_RETURN_STEP = jobKind('order.return', ReturnIntent);

/** The step of the order's n-th return and what it takes back: a second return of the order is its own step. */
export const returnStepKey = (intent: Pick<ReturnIntent, 'orderId' | 'position' | 'fingerprint'>) =>
  `${ORDER_RETURN_STEP.name}.${intent.orderId}.${intent.position}.${intent.fingerprint}`;

/** The provider's key names the order, the return's place and what it gives back, so asking again answers with the same refund or note. */
const providerKey = (intent: ReturnIntent) =>
  `order-${intent.orderId}-return-${intent.position}-${intent.fingerprint}-${intent.partner?.call === 'credit' ? 'credit' : 'refund'}`;

const refusal = (err: unknown): string | null =>
  err instanceof HttpError && [400, 404, 409].includes(err.statusCode) ? err.message : null;

const money = (cents: number) => formatPrice(centsToDollars(cents));

export function orderReturnStep({
  db,
  payments,
}: PaymentStepDeps): PartnerStep<typeof ReturnIntent, OrderRefund, { order: OrderRow; recorded: OrderReturnRow }> {
  return {
    kind: ORDER_RETURN_STEP,

    async callPartner(intent) {
      const order = await findOrderByKey(db, intent.orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const partner = intent.partner;
      if (!partner) throw new Error(`Return ${intent.position} of ${intent.about} has no partner to ask`);
      if (partner.call === 'credit')
        return payments.creditNet30Invoice(
          partner.invoice,
          intent.amountCents,
          providerKey(intent),
          `Return of order ${intent.about}: ${intent.reason}`,
        );
      return payments.refund(order, partner.paymentReference, providerKey(intent), intent.amountCents);
    },

    async blocked(intent) {
      const o = await findOrderByKey(db, intent.orderId);
      if (!o) return ORDER_NOT_FOUND;
      return actionRefusal('return', o);
    },

    commit: (tx, intent, refund) => recordReturn(tx, intent, refund),

    refusal,

    async compensate(tx, intent, { answer, reason }) {
      const what = intent.partner?.call === 'credit' ? 'credited the Net 30 invoice with' : 'refunded';
      const done = answer
        ? `the payment provider ${what} ${money(answer.amountCents)} (${answer.reference})`
        : `the payment provider may have ${what} ${money(intent.amountCents)} (not confirmed: check it there)`;
      await raiseAlert(tx, {
        key: returnStepKey(intent),
        kind: 'order.return_not_recorded',
        entityType: 'order',
        entityId: intent.orderId,
        about: intent.about,
        title: `${intent.about}: money given back for a return that is not recorded`,
        detail:
          `${intent.staff.email} recorded a return of ${intent.about} (“${intent.reason}”) and ${done}, but the return could not be saved: ${reason} ` +
          'Check the order and the payment provider before giving anything back again; record the return again with no refund if the pieces came back.',
      });
    },
  };
}
