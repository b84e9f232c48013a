import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderReturns } from '../../db/schema/index.js';

export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type NewOrderReturn = Omit<typeof orderReturns.$inferInsert, 'id' | 'position' | 'rmaNumber' | 'createdAt'>;

/** The returns of an order, oldest first. */
export async function listReturns(db: Database, orderId: string): Promise<OrderReturnRow[]> {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.position));
}

/** The returns of several orders (a page of the orders list), by order id, each oldest first. */
export async function listReturnsOfOrders(db: Database, orderIds: string[]): Promise<Map<string, OrderReturnRow[]>> {
  const byOrder = new Map<string, OrderReturnRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(asc(orderReturns.orderId), asc(orderReturns.position));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

export async function findReturnByRma(db: Database, rmaNumber: string): Promise<OrderReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.rmaNumber, rmaNumber));
  return row;
}

/**
 * Inserts the order's next return. Call it under the order's row lock (lockOrderByKey), so two
 * returns of one order take positions one after the other.
 */
export async function insertReturn(tx: Database, values: NewOrderReturn, rmaOf: (position: number) => string): Promise<OrderReturnRow> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${orderReturns.position}), 0) + 1`.mapWith(Number) })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, values.orderId));
  const [row] = await tx
    .insert(orderReturns)
    .values({ ...values, position: next, rmaNumber: rmaOf(next) })
    .returning();
  return row;
}
