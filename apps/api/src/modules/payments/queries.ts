import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, paymentEvents, type PaymentResponse } from '../../db/schema/index.js';
import type { OrderRow } from '../orders/index.js';

type OrderPaymentChanges = Partial<
  Pick<
    OrderRow,
    'status' | 'paymentType' | 'paymentStatus' | 'paymentResponse' | 'net30InvoicePdfUrl' | 'paymentStarting' | 'paymentAttention'
  >
>;

export async function findOrderByNumber(db: Database, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}

/** Locks the order for the rest of the transaction: payment writers and events queue behind each other. */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function lockOrderByNumber(tx: Database, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
  return row;
}

/** The order whose current payment the provider knows by this reference (indexed expression). */
export async function lockOrderByReference(tx: Database, reference: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(sql`(${orders.paymentResponse} ->> 'reference') = ${reference}`)
    .for('update');
  return row;
}

export async function findOrderByReference(db: Database, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`(${orders.paymentResponse} ->> 'reference') = ${reference}`);
  return row;
}

export async function updateOrderPayment(tx: Database, id: string, changes: OrderPaymentChanges): Promise<void> {
  await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/**
 * Moves the order on to its next payment attempt after a provider call failed, unless another
 * request already did: two failed double clicks count as one attempt.
 */
export async function advanceAttempt(db: Database, id: string, failedAttempt: number): Promise<void> {
  await db
    .update(orders)
    .set({ paymentResponse: sql`${orders.paymentResponse} || jsonb_build_object('attempt', ${failedAttempt + 1}::int)` })
    .where(and(eq(orders.id, id), sql`coalesce((${orders.paymentResponse} ->> 'attempt')::int, 1) = ${failedAttempt}`));
}

/** Ends a payment start that failed at the provider, unless a newer start took its place. */
export async function releasePaymentStart(db: Database, id: string, at: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStarting: null })
    .where(and(eq(orders.id, id), sql`${orders.paymentStarting} ->> 'at' = ${at}`));
}

/**
 * Claims a provider event by its id; false when it was claimed before (a replayed delivery). Two
 * deliveries racing each other meet at the primary key, and only one of them goes on.
 */
export async function claimPaymentEvent(tx: Database, event: { provider: string; id: string; type: string }): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, provider: event.provider, type: event.type, outcome: 'received' })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

export async function recordEventOutcome(tx: Database, eventId: string, orderId: string | null, outcome: string): Promise<void> {
  await tx.update(paymentEvents).set({ orderId, outcome }).where(eq(paymentEvents.eventId, eventId));
}

export const attemptOf = (response: PaymentResponse): number => (typeof response.attempt === 'number' ? response.attempt : 1);
