import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { TaxProvider } from '../../integrations/tax/tax-provider.js';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import { findOrderByKey } from './admin-order-queries.js';
import { addTaxReversal, setTaxTransaction } from './order-tax-queries.js';
import type { OrderRow } from './queries.js';
import { listReturns } from './return-queries.js';

/**
 * Stripe Tax's record of an order (decision 034): a tax transaction made from the calculation the
 * order was taxed by, once it is placed, and its reversal when the money goes back. Jobs
 * (decision 013) queued with the change that causes them, so a crash or a Stripe outage delays
 * them instead of losing them; Stripe's idempotency keys make a retried job record nothing twice.
 */
export const ORDER_TAX_JOBS = {
  transaction: jobKind('order.tax_transaction', z.object({ orderId: z.guid(), about: z.string() })),
  reversal: jobKind(
    'order.tax_reversal',
    z.object({
      orderId: z.guid(),
      about: z.string(),
      /** Names the reversal at Stripe: '<order number>-cancel', or the return's RMA number. */
      reference: z.string().min(1),
      /** null: all of it (a cancellation); else the amount given back, tax included. */
      amountCents: z.number().int().min(1).nullable(),
    }),
  ),
};

/** In the order's transaction: its tax transaction, when Stripe Tax calculated its tax. */
export async function queueTaxTransaction(tx: Database, order: OrderRow): Promise<void> {
  if (!order.taxRecord) return;
  await enqueueJob(tx, {
    kind: ORDER_TAX_JOBS.transaction,
    key: `${ORDER_TAX_JOBS.transaction.name}.${order.id}`,
    payload: { orderId: order.id, about: order.orderNumber },
  });
}

/**
 * In a cancellation's or a refunded return's transaction: the reversal of the order's tax
 * transaction. A cancellation (`amountCents` null) after returns that gave money back reverses
 * what those left: Stripe refuses a full reversal of a transaction already partly reversed.
 */
export async function queueTaxReversal(tx: Database, order: OrderRow, reversal: { reference: string; amountCents: number | null }) {
  if (!order.taxRecord || order.taxCents === 0 || reversal.amountCents === 0) return;
  let amountCents = reversal.amountCents;
  if (amountCents === null) {
    // Each return reversed at most the goods and their tax (return-commit.ts): the same sum here.
    const taxed = order.subTotalCents + order.taxCents;
    const reversed = (await listReturns(tx, order.id)).reduce((sum, r) => sum + Math.min(r.amountCents, taxed), 0);
    if (reversed >= taxed) return;
    if (reversed > 0) amountCents = taxed - reversed;
  }
  await enqueueJob(tx, {
    kind: ORDER_TAX_JOBS.reversal,
    key: `${ORDER_TAX_JOBS.reversal.name}.${order.id}.${reversal.reference}`,
    payload: { orderId: order.id, about: `${order.orderNumber} tax reversal`, reference: reversal.reference, amountCents },
  });
}

/** The worker's side (app.ts registers them); `provider` null: TAX was switched off since, so the job fails for staff to see. */
export function orderTaxJobs({ db, provider }: { db: Database; provider: TaxProvider | null }): JobHandlers {
  async function taxedOrder(orderId: string) {
    const order = await findOrderByKey(db, orderId);
    if (!order?.taxRecord) throw new Error(`Order ${orderId} has no Stripe Tax calculation`);
    if (!provider || provider.name !== 'stripe') throw new Error('TAX is not stripe: the order’s tax cannot be recorded at Stripe');
    return { order, record: order.taxRecord, provider };
  }

  return [
    handleJob(ORDER_TAX_JOBS.transaction, async ({ orderId }) => {
      const { order, record, provider } = await taxedOrder(orderId);
      if (record.transactionId) return;
      const { transactionId } = await provider.recordTransaction(
        record.calculationId,
        order.orderNumber,
        `order-${order.id}-tax-transaction`,
      );
      await setTaxTransaction(db, order.id, transactionId);
    }),
    handleJob(ORDER_TAX_JOBS.reversal, async ({ orderId, reference, amountCents }) => {
      const { order, record, provider } = await taxedOrder(orderId);
      // Queued before the transaction was recorded (a quick cancellation): retried until it is.
      if (!record.transactionId) throw new Error(`${order.orderNumber}: its tax transaction is not recorded yet`);
      const { reversalId } = await provider.reverseTransaction(
        record.transactionId,
        reference,
        amountCents,
        `order-${order.id}-tax-reversal-${reference}`,
      );
      if (!record.reversals?.includes(reversalId)) await addTaxReversal(db, order.id, reversalId);
    }),
  ];
}
