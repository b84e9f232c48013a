import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, customers, orders } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-errors.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'createdAt' | 'updatedAt'>;

/** The human order ids: 'NB-' and the next number of order_number_seq. */
export const ORDER_NUMBER_PATTERN = /^NB-\d{1,18}$/;
export const ORDER_NOT_FOUND = 'This order was not found.';

/**
 * Locks the customer's row for the rest of the transaction: order placements of one customer
 * queue here, so the second of two parallel presses sees the first one's order and empty cart.
 */
export async function lockCustomer(tx: Database, customerId: string) {
  const [row] = await tx
    .select({ id: customers.id, email: customers.email, name: customers.name, shippingAddress: customers.shippingAddress })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function findOrderByIdempotencyKey(db: Database, customerId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * Inserts the order with the next order number, taken in the same statement. createdAt is the
 * moment of the insert, not of the transaction's start: a placement that waited for the
 * customer's lock must not look older than the order it waited for.
 */
export async function insertOrder(tx: Database, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...values,
      orderNumber: sql`'NB-' || nextval('order_number_seq')`,
      createdAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .returning();
  return row;
}

/** Empties the cart once its lines are in an order (variant rows go with their line). */
export async function emptyCart(tx: Database, customerId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
}

/** The customer's orders, newest first (the number breaks a tie of timestamps). */
export async function listOrdersOfCustomer(db: Database, customerId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(sql`length(${orders.orderNumber})`), desc(orders.orderNumber));
}

/**
 * An order by its human id for its owner: 404 'This order was not found.' when no such order
 * exists (a malformed id cannot exist), 403 when it is another customer's.
 */
export async function findOrderForCustomer(db: Database, orderNumber: string, customerId: string): Promise<OrderRow> {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  if (row.customerId !== customerId) throw forbidden('You can only access your own account.');
  return row;
}
