import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderEmails, type OrderEmailKind } from '../../db/schema/index.js';

export type OrderEmailRow = typeof orderEmails.$inferSelect;

/** Notes an email sent about an order, for the back office's history of the order. */
export async function recordOrderEmail(
  db: Database,
  email: { orderId: string; kind: OrderEmailKind; recipient: string; subject: string },
): Promise<void> {
  await db.insert(orderEmails).values(email);
}

/**
 * Sends with `send`, then notes the email (without a db, only sends). A note that cannot be written
 * is dropped: the email has gone, and its history is not worth failing the sender for.
 */
export async function sendAndRecord(
  db: Database | undefined,
  email: { orderId: string; kind: OrderEmailKind; recipient: string; subject: string },
  send: () => Promise<void>,
): Promise<void> {
  await send();
  if (db) await recordOrderEmail(db, email).catch(() => undefined);
}

export async function listOrderEmails(db: Database, orderId: string): Promise<OrderEmailRow[]> {
  return db.select().from(orderEmails).where(eq(orderEmails.orderId, orderId)).orderBy(asc(orderEmails.createdAt));
}
