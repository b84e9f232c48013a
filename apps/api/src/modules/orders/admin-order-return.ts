import type { OrderReturnBody } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { runPartnerStep } from '../jobs/index.js';
import { findOrderByKey } from './admin-order-queries.js';
import { assertActionAllowed } from './admin-order-rules.js';
import { actor, type ActionDeps } from './order-action.js';
import { orderReturnStep, returnStepKey } from './order-return-step.js';
import type { OrderRow } from './queries.js';
import { recordReturn, returnFingerprint, type ReturnIntent } from './return-commit.js';
import { listReturns, type OrderReturnRow } from './return-queries.js';
import { moneyKindOf, planReturn, RETURN_MESSAGES } from './return-rules.js';
import { ORDER_NOT_FOUND } from './service.js';

/**
 * Records a return of some pieces of an order (issue 28) with the money given back for them. The
 * return is checked first (400/409, nothing changes). Money through the provider (a refund of a
 * paid order, a credit on its open Net 30 invoice) is a partner step (decision 022): asked before
 * the return is written, a refusal is a 502 with nothing recorded, a return that cannot be saved
 * after it is finished by the step's job or raised as an alert. A refund staff give by hand (money
 * booked by hand) or a return without money is one transaction.
 */
export async function recordOrderReturn(
  { db, payments }: ActionDeps,
  me: SignedInStaff,
  key: string,
  body: OrderReturnBody,
  log: FastifyBaseLogger,
): Promise<{ order: OrderRow; recorded: OrderReturnRow }> {
  const found = await findOrderByKey(db, key);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  assertActionAllowed('return', found);
  const returns = await listReturns(db, found.id);
  const plan = planReturn(found, returns, body);
  const kind = moneyKindOf(plan);
  const reference = plan.money.partnerReference;
  const intent: ReturnIntent = {
    orderId: found.id,
    about: found.orderNumber,
    position: returns.length + 1,
    fingerprint: returnFingerprint(body.lines, plan.amountCents),
    reason: body.reason,
    restock: body.restock,
    lines: body.lines,
    amountCents: plan.amountCents,
    staff: actor(me),
    partner:
      kind === 'refund' && reference
        ? { call: 'refund', paymentReference: reference }
        : kind === 'invoice_credit' && reference
          ? { call: 'credit', invoice: reference }
          : null,
  };
  if (!intent.partner) return db.transaction((tx) => recordReturn(tx, intent, null));

  const outcome = await runPartnerStep(db, orderReturnStep({ db, payments }), {
    key: returnStepKey(intent),
    intent,
    log,
  });
  switch (outcome.state) {
    case 'committed':
      return outcome.value;
    case 'refused':
      log.error({ err: outcome.error, order: found.orderNumber }, 'payment provider refused the money of a return; nothing recorded');
      throw new HttpError(502, intent.partner.call === 'credit' ? RETURN_MESSAGES.creditFailed : RETURN_MESSAGES.refundFailed);
    case 'compensated':
      throw new HttpError(409, RETURN_MESSAGES.refusedAfterProvider(outcome.reason), 'ORDER_ACTION_REFUSED');
    case 'pending':
      throw new HttpError(503, RETURN_MESSAGES.pending);
  }
}
