import { centsToDollars, formatPrice, rmaNumberOf, RETURN_MONEY_TEXTS } from '@northbend/shared';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { OrderRefund } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/index.js';
import { restockProduct } from '../catalog/index.js';
import { lockOrderByKey, updateOrder, type AdminOrderChanges } from './admin-order-queries.js';
import { assertActionAllowed } from './admin-order-rules.js';
import { queueReturnMail } from './order-mail-jobs.js';
import { queueTaxReversal } from './order-tax-jobs.js';
import type { OrderRow } from './queries.js';
import { insertReturn, listReturns, type OrderReturnRow } from './return-queries.js';
import { moneyKindOf, planReturn } from './return-rules.js';
import { ORDER_NOT_FOUND } from './service.js';
import { assertPaymentTransition, paymentStatusAfterRefund } from './status.js';

/**
 * What staff decided for a return, as a partner step's intent (decision 022) keeps it: enough to
 * record it again from another process. `position` is the return's place when it was asked for;
 * it names the step and the provider's idempotency key, so asking again gives the same refund.
 */
export const ReturnIntent = z.object({
  orderId: z.guid(),
  /** The order number: what the jobs page shows. */
  about: z.string(),
  position: z.number().int().min(1),
  /** The lines and the amount in short (returnFingerprint): one return asked twice has the same, two different returns not. */
  fingerprint: z.string().min(1),
  reason: z.string().min(1),
  restock: z.boolean(),
  lines: z.array(z.object({ line_id: z.string(), quantity: z.number().int().min(0) })),
  amountCents: z.number().int().min(0),
  staff: z.object({ id: z.string(), email: z.string() }),
  partner: z
    .discriminatedUnion('call', [
      z.object({ call: z.literal('refund'), paymentReference: z.string().min(1) }),
      z.object({ call: z.literal('credit'), invoice: z.string().min(1) }),
    ])
    .nullable(),
});
export type ReturnIntent = z.output<typeof ReturnIntent>;

const money = (cents: number) => formatPrice(centsToDollars(cents));

/**
 * Names what a return takes and gives back, so that the same return asked again (a retry after a
 * lost answer) reuses its step and the provider's refund, while another return asked at the same
 * moment (the same position) gets its own.
 */
export const returnFingerprint = (lines: { line_id: string; quantity: number }[], amountCents: number): string =>
  createHash('sha256')
    .update(JSON.stringify([[...lines].sort((a, b) => a.line_id.localeCompare(b.line_id)), amountCents]))
    .digest('hex')
    .slice(0, 16);

/**
 * Records a return in `tx`: locks the order, checks the return again against it as it is now (a
 * return or a payment may have come in meanwhile: 409), writes the return, the refund's payment
 * status or the credit's lower total, puts the pieces back into stock, queues the customer's email
 * and writes the audit entry. `refund` is the provider's answer (null without one); a return that
 * already holds it was recorded by an earlier try and is answered as it is.
 */
export async function recordReturn(
  tx: Database,
  intent: ReturnIntent,
  refund: OrderRefund | null,
): Promise<{ order: OrderRow; recorded: OrderReturnRow }> {
  const o = await lockOrderByKey(tx, intent.orderId);
  if (!o) throw notFound(ORDER_NOT_FOUND);
  const returns = await listReturns(tx, o.id);
  const done = refund && returns.find((r) => r.refund?.reference === refund.reference);
  if (done) return { order: o, recorded: done };
  assertActionAllowed('return', o);
  const plan = planReturn(o, returns, { lines: intent.lines, refund_amount: centsToDollars(intent.amountCents) });
  const kind = moneyKindOf(plan);
  const fits =
    intent.partner === null
      ? kind === 'none' || kind === 'refund_by_hand'
      : kind === (intent.partner.call === 'refund' ? 'refund' : 'invoice_credit');
  // The order's payment changed since staff asked (an invoice paid meanwhile): the money went another way than it can now.
  if (!fits)
    throw new HttpError(
      409,
      `The order's payment has changed since the return was asked for (now: ${o.paymentStatus}).`,
      'RETURN_PAYMENT_CHANGED',
    );

  const recorded = await insertReturn(
    tx,
    {
      orderId: o.id,
      lines: plan.lines,
      reason: intent.reason,
      restock: intent.restock,
      money: kind,
      amountCents: plan.amountCents,
      refund,
      staffId: intent.staff.id,
      staffEmail: intent.staff.email,
    },
    (n) => rmaNumberOf(o.orderNumber, n),
  );

  const changes: AdminOrderChanges = {};
  if (kind === 'refund' || kind === 'refund_by_hand') {
    const paymentStatus = paymentStatusAfterRefund(plan.money.paidCents, plan.money.refundedCents + plan.amountCents);
    assertPaymentTransition(o.paymentStatus, paymentStatus);
    changes.paymentStatus = paymentStatus;
  } else if (kind === 'invoice_credit') {
    // The total is what the invoice asks for: the company's open Net 30 balance sums it (credit-terms.ts).
    changes.totalCents = o.totalCents - plan.amountCents;
  }
  const updated = Object.keys(changes).length ? await updateOrder(tx, o.id, changes) : o;

  const stock: { product_id: string; pieces: number; stock_after: number | null }[] = [];
  if (intent.restock) {
    const pieces = new Map<string, number>();
    // Quote lines name no catalog product: their pieces have no stock to go back to.
    for (const l of plan.lines) if (l.productId) pieces.set(l.productId, (pieces.get(l.productId) ?? 0) + l.quantity);
    for (const [productId, n] of pieces)
      stock.push({ product_id: productId, pieces: n, stock_after: await restockProduct(tx, productId, n) });
  }

  await queueReturnMail(tx, updated, recorded);
  // Stripe Tax (decision 034): money given back for a return reverses that much of the tax transaction
  // (tax included; shipping was never in it, so at most the goods and their tax).
  if (plan.amountCents > 0)
    await queueTaxReversal(tx, updated, {
      reference: recorded.rmaNumber,
      amountCents: Math.min(plan.amountCents, o.subTotalCents + o.taxCents),
    });
  const pieces = plan.lines.reduce((sum, l) => sum + l.quantity, 0);
  await recordAudit(tx, {
    staff: intent.staff,
    action: 'order.return',
    entityType: 'order',
    entityId: o.id,
    summary:
      `${intent.staff.email} recorded return ${recorded.rmaNumber} of ${o.orderNumber}: ${pieces} piece${pieces === 1 ? '' : 's'}` +
      `${plan.amountCents > 0 ? `, ${money(plan.amountCents)} ${RETURN_MONEY_TEXTS[kind].toLowerCase()}` : ', no refund'}: ${intent.reason}`,
    before: { payment_status: o.paymentStatus, total: centsToDollars(o.totalCents) },
    after: {
      rma_number: recorded.rmaNumber,
      lines: plan.lines.map((l) => ({ line_id: l.lineId, sku: l.sku, quantity: l.quantity })),
      money: kind,
      amount: centsToDollars(plan.amountCents),
      refund,
      restock: intent.restock,
      ...(intent.restock && { stock }),
      payment_status: updated.paymentStatus,
      total: centsToDollars(updated.totalCents),
    },
  });
  return { order: updated, recorded };
}
