import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentEvents } from '../../db/schema/index.js';

/** A payment booked by staff, as an event of its own provider 'manual' (its id can never collide with a provider's). */
export async function insertManualPaymentEvent(tx: Database, orderId: string, outcome: string): Promise<void> {
  await tx.insert(paymentEvents).values({
    eventId: `manual_${randomUUID()}`,
    provider: 'manual',
    type: 'manual.payment_recorded',
    orderId,
    outcome,
  });
}

export async function listPaymentEventsOfOrder(db: Database, orderId: string) {
  return db
    .select({
      type: paymentEvents.type,
      provider: paymentEvents.provider,
      outcome: paymentEvents.outcome,
      createdAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId));
}
