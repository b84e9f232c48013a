import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/** Notes the Stripe Tax transaction recorded for the order (merged: a reversal's id written meanwhile stays). */
export async function setTaxTransaction(db: Database, orderId: string, transactionId: string): Promise<void> {
  await db
    .update(orders)
    .set({ taxRecord: sql`${orders.taxRecord} || jsonb_build_object('transactionId', ${transactionId}::text)` })
    .where(eq(orders.id, orderId));
}

/** Adds a reversal of the order's tax transaction to its record. */
export async function addTaxReversal(db: Database, orderId: string, reversalId: string): Promise<void> {
  await db
    .update(orders)
    .set({
      taxRecord: sql`jsonb_set(${orders.taxRecord}, '{reversals}', coalesce(${orders.taxRecord} -> 'reversals', '[]'::jsonb) || to_jsonb(${reversalId}::text))`,
    })
    .where(eq(orders.id, orderId));
}
