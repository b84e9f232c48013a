import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { MONEY_RECEIVED_STATUSES } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import {
  booksEntries,
  companies,
  customers,
  orders,
  qboAuthorizations,
  qboConnections,
  type BooksEntryKind,
} from '../../db/schema/index.js';
import type { OrderToBook } from './qbo-documents.js';

export type QboConnectionRow = typeof qboConnections.$inferSelect;
export type BooksEntryRow = typeof booksEntries.$inferSelect;

/** The connection, locked for update in `tx` when asked (one process renews the tokens at a time). */
export async function findConnection(db: Database, opts: { forUpdate?: boolean } = {}): Promise<QboConnectionRow | null> {
  const q = db.select().from(qboConnections).where(eq(qboConnections.id, 1));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Stores a new connection in place of any earlier one. */
export async function saveConnection(db: Database, row: Omit<typeof qboConnections.$inferInsert, 'id'>): Promise<QboConnectionRow> {
  const [saved] = await db
    .insert(qboConnections)
    .values({ ...row, id: 1 })
    .onConflictDoUpdate({ target: qboConnections.id, set: { ...row, connectedAt: row.connectedAt ?? new Date() } })
    .returning();
  return saved;
}

export async function updateTokens(
  db: Database,
  tokens: { refreshToken: string; refreshExpiresAt: Date | null; accessToken: string; accessExpiresAt: Date },
): Promise<void> {
  await db.update(qboConnections).set(tokens).where(eq(qboConnections.id, 1));
}

export async function deleteConnection(db: Database): Promise<QboConnectionRow | null> {
  const [row] = await db.delete(qboConnections).where(eq(qboConnections.id, 1)).returning();
  return row ?? null;
}

export async function insertAuthorization(db: Database, row: typeof qboAuthorizations.$inferInsert): Promise<void> {
  // Expired ones go with each new one: the table never holds more than a few rows.
  await db.delete(qboAuthorizations).where(lt(qboAuthorizations.expiresAt, new Date()));
  await db.insert(qboAuthorizations).values(row);
}

/** The authorization of a state, deleted as it is read (single use), or null. */
export async function takeAuthorization(db: Database, stateHash: string) {
  const [row] = await db.delete(qboAuthorizations).where(eq(qboAuthorizations.stateHash, stateHash)).returning();
  return row ?? null;
}

export async function entriesOf(db: Database, orderId: string, realmId: string): Promise<Map<BooksEntryKind, BooksEntryRow>> {
  const rows = await db
    .select()
    .from(booksEntries)
    .where(and(eq(booksEntries.orderId, orderId), eq(booksEntries.realmId, realmId)));
  return new Map(rows.map((r) => [r.kind, r]));
}

/** Records what QBO made of an order; a second record of the same kind (a retried job) changes nothing. */
export async function insertEntry(db: Database, row: typeof booksEntries.$inferInsert): Promise<void> {
  await db.insert(booksEntries).values(row).onConflictDoNothing();
}

const BOOKABLE = sql`${orders.status} not in ('Draft', 'Cancelled')`;

/**
 * Orders placed since `from` with something left to book in this company: a Net 30 order without
 * its Invoice, or an order whose money arrived without its Payment or Sales Receipt.
 */
export async function ordersToBook(
  db: Database,
  realmId: string,
  from: Date,
  limit = 500,
): Promise<{ id: string; orderNumber: string; paymentType: string; entries: number }[]> {
  const booked = (kinds: BooksEntryKind[]) =>
    sql`exists (select 1 from ${booksEntries} b where b.order_id = ${orders.id} and b.realm_id = ${realmId} and b.kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )}))`;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      paymentType: orders.paymentType,
      entries: sql<number>`(select count(*)::int from ${booksEntries} b where b.order_id = ${orders.id} and b.realm_id = ${realmId})`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        BOOKABLE,
        sql`((${orders.paymentType} = 'NET_30' and not ${booked(['invoice'])}) or (${inArray(orders.paymentStatus, [
          ...MONEY_RECEIVED_STATUSES,
        ])} and not ${booked(['payment', 'sales_receipt'])}))`,
      ),
    )
    .orderBy(orders.createdAt)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, orderNumber: r.orderNumber, paymentType: r.paymentType, entries: r.entries }));
}

/** Counts for the QuickBooks screen: booked entries by kind, and orders waiting. */
export async function bookedCounts(db: Database, realmId: string): Promise<Record<BooksEntryKind, number>> {
  const rows = await db
    .select({ kind: booksEntries.kind, n: sql<number>`count(*)::int` })
    .from(booksEntries)
    .where(eq(booksEntries.realmId, realmId))
    .groupBy(booksEntries.kind);
  const counts = { invoice: 0, payment: 0, sales_receipt: 0 };
  for (const r of rows) counts[r.kind] = r.n;
  return counts;
}

/** An order with what the books need of its buyer and company. */
export async function orderToBook(db: Database, orderId: string): Promise<OrderToBook | null> {
  const [row] = await db
    .select({
      order: orders,
      email: customers.email,
      name: customers.name,
      businessName: customers.businessName,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(orders.id, orderId), notInArray(orders.status, ['Draft'])));
  if (!row) return null;
  const o = row.order;
  const r = o.paymentResponse;
  const byHand = r.paid_by_hand as { reference?: string; at?: string } | undefined;
  const paidAtSeconds = typeof r.paid_at === 'number' ? r.paid_at : null;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    paymentType: o.paymentType,
    paymentStatus: o.paymentStatus,
    lines: o.lines,
    subTotalCents: o.subTotalCents,
    shippingCents: o.shippingCents,
    taxCents: o.taxCents,
    totalCents: o.totalCents,
    poNumber: o.poNumber,
    createdAt: o.createdAt,
    dueDate: typeof r.due_date === 'number' ? r.due_date : null,
    paidReference: byHand?.reference ?? (typeof r.paid_reference === 'string' ? r.paid_reference : null) ?? r.reference ?? null,
    paidAt: byHand?.at ? new Date(byHand.at) : paidAtSeconds ? new Date(paidAtSeconds * 1000) : null,
    customerEmail: row.email,
    customerName: (row.companyName || row.businessName || row.name).trim() || row.email,
    companyId: row.companyId,
  };
}
