import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { approvalRequests, cartItems, customers, orders } from '../../../db/schema/index.js';

/** Orders over a buyer's limit, waiting for an admin of their company (issue 26, decision 023). */

export type ApprovalRow = typeof approvalRequests.$inferSelect;
export type NewApproval = Omit<typeof approvalRequests.$inferInsert, 'id' | 'createdAt' | 'status'>;

/** Who sent it and who decided, for the screens. */
export interface ApprovalWithPeople {
  approval: ApprovalRow;
  buyer: { id: string; name: string; email: string };
  decidedBy: { id: string; name: string } | null;
  /** The order placed on approval ('NB-100001'), or null. */
  orderNumber: string | null;
}

/** Keeps the request and empties the buyer's cart in one statement, as placing an order does. */
export async function insertApprovalEmptyingCart(tx: Database, values: NewApproval): Promise<ApprovalRow> {
  const emptied = tx
    .$with('emptied_cart')
    .as(tx.delete(cartItems).where(eq(cartItems.customerId, values.customerId)).returning({ id: cartItems.id }));
  const [row] = await tx
    .with(emptied)
    .insert(approvalRequests)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  return row!;
}

export async function findApprovalByIdempotencyKey(db: Database, customerId: string, key: string): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.idempotencyKey, key)));
  return row;
}

/** A request of this company, locked for a decision when `lock` (two admins at once: one decides). */
export async function findCompanyApproval(db: Database, companyId: string, id: string, lock = false): Promise<ApprovalRow | undefined> {
  const query = db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findApprovalById(db: Database, id: string): Promise<ApprovalRow | undefined> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row;
}

const buyer = sql<{
  id: string;
  name: string;
  email: string;
}>`(select json_build_object('id', c.id, 'name', c.name, 'email', c.email) from ${customers} c where c.id = ${approvalRequests.customerId})`;
const orderNumber = sql<string | null>`(select o.order_number from ${orders} o where o.id = ${approvalRequests.orderId})`;
const decider = sql<{
  id: string;
  name: string;
} | null>`(select json_build_object('id', c.id, 'name', c.name) from ${customers} c where c.id = ${approvalRequests.decidedById})`;

/** The company's requests (admins) or one buyer's, awaiting ones first, then newest first. */
export async function listApprovals(db: Database, where: { companyId: string; customerId?: string }): Promise<ApprovalWithPeople[]> {
  const rows = await db
    .select({ approval: approvalRequests, buyer, decidedBy: decider, orderNumber })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, where.companyId),
        ...(where.customerId ? [eq(approvalRequests.customerId, where.customerId)] : []),
      ),
    )
    .orderBy(sql`${approvalRequests.status} = 'Awaiting approval' desc`, desc(approvalRequests.createdAt))
    .limit(200);
  return rows;
}

export async function withPeople(db: Database, approval: ApprovalRow): Promise<ApprovalWithPeople> {
  const [row] = await db
    .select({ buyer, decidedBy: decider, orderNumber })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, approval.id));
  return { approval, ...row! };
}

export async function decideApproval(
  tx: Database,
  id: string,
  values: Pick<ApprovalRow, 'status'> & Partial<Pick<ApprovalRow, 'decidedById' | 'declineReason' | 'orderId'>>,
): Promise<ApprovalRow> {
  const [row] = await tx
    .update(approvalRequests)
    .set({ ...values, decidedAt: sql`clock_timestamp()` })
    .where(eq(approvalRequests.id, id))
    .returning();
  return row!;
}
