import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, orders } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'createdAt' | 'updatedAt'>;

/** The human order ids: 'NB-' and the next number of order_number_seq. */
export const ORDER_NUMBER_PATTERN = /^NB-\d{1,18}$/;

export async function findOrderByIdempotencyKey(db: Database, customerId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * Inserts the order with the next order number, taken in the same statement, and empties the
 * customer's cart (variant rows go with their line) in that statement too: one round trip for both.
 * createdAt is the moment of the insert, not of the transaction's start: a placement that waited
 * for the customer's lock must not look older than the order it waited for.
 */
export async function insertOrderEmptyingCart(tx: Database, values: NewOrder): Promise<OrderRow> {
  const emptied = tx
    .$with('emptied_cart')
    .as(tx.delete(cartItems).where(eq(cartItems.customerId, values.customerId)).returning({ id: cartItems.id }));
  const [row] = await tx.with(emptied).insert(orders).values(numbered(values)).returning();
  return row;
}

/** Inserts an order placed from elsewhere than the cart (an approved request, issue 26), numbered as above. */
export async function insertOrder(tx: Database, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(numbered(values)).returning();
  return row;
}

/** The next order number and the moment of the insert itself. */
const numbered = (values: NewOrder) => ({
  ...values,
  orderNumber: sql`'NB-' || nextval('order_number_seq')`,
  createdAt: sql`clock_timestamp()`,
  updatedAt: sql`clock_timestamp()`,
});

/** The customer's orders, newest first (the number breaks a tie of timestamps). */
export async function listOrdersOfCustomer(db: Database, customerId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(sql`length(${orders.orderNumber})`), desc(orders.orderNumber));
}

/** An order by its human id, whoever owns it (the orders service decides 403 or 404). */
export async function findOrderByNumber(db: Database, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row;
}
