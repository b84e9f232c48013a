import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { customers, orders } from '../../../db/schema/index.js';
import type { OrderRow } from '../queries.js';

/** A page of the orders of every member of a company (removed ones too: their orders stay the company's), newest first. */
export async function listCompanyOrders(
  db: Database,
  companyId: string,
  page: { page: number; limit: number },
): Promise<{ rows: { order: OrderRow; placedBy: { id: string; name: string } }[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, placedBy: { id: customers.id, name: customers.name } })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(customers.companyId, companyId))
      .orderBy(desc(orders.createdAt), desc(sql`length(${orders.orderNumber})`), desc(orders.orderNumber))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(customers.companyId, companyId)),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}
