import { and, asc, count, desc, eq, exists, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCompanyQuery } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { companies, customers, orders, quoteRequests } from '../../db/schema/index.js';
import type { MemberRow } from './company-queries.js';

// SQL of the back office's company screens (issue 26). A company's orders and quotes are those of
// its members: the orders and quotes modules import this one, so their tables are read here directly,
// as the customers module's list counts orders.

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminCompanyListRow {
  id: string;
  name: string;
  createdAt: Date;
  memberCount: number;
  adminEmails: string[];
  orderCount: number;
}

// Qualified by hand: in a one-table select Drizzle writes a column without its table, which the
// subqueries would read as their own.
const memberCount =
  sql<number>`(select count(*) from ${customers} m where m.company_id = "companies"."id" and m.removed_at is null)`.mapWith(Number);
const adminEmails = sql<string[]>`(select coalesce(array_agg(m.email order by m.name, m.email), '{}') from ${customers} m
  where m.company_id = "companies"."id" and m.company_role = 'admin'
    and m.removed_at is null and m.invited_at is null and m.disabled_at is null)`;
const orderCount = sql<number>`(select count(*) from ${orders} o join ${customers} m on m.id = o.customer_id
  where m.company_id = "companies"."id")`.mapWith(Number);

function searchOf(db: Database, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  // Removed members count too: staff look up where a former buyer belonged.
  const member = db
    .select({ one: sql`1` })
    .from(customers)
    .where(and(sql`${customers.companyId} = "companies"."id"`, or(ilike(customers.name, like), ilike(customers.email, like))));
  return or(ilike(companies.name, like), exists(member));
}

/** One page of companies, newest first, with the count of all that match. */
export async function listAdminCompanies(db: Database, q: AdminCompanyQuery): Promise<{ rows: AdminCompanyListRow[]; totalCount: number }> {
  const where = searchOf(db, q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt, memberCount, adminEmails, orderCount })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export type AdminMemberRow = MemberRow & { removedAt: Date | null };

const adminMemberFields = {
  id: customers.id,
  email: customers.email,
  name: customers.name,
  companyId: customers.companyId,
  companyRole: customers.companyRole,
  orderLimitCents: customers.orderLimitCents,
  invitedAt: customers.invitedAt,
  verifiedAt: customers.verifiedAt,
  disabledAt: customers.disabledAt,
  removedAt: customers.removedAt,
  createdAt: customers.createdAt,
};

/** Every member the company ever had, removed ones last. */
export async function listAllMembers(db: Database, companyId: string): Promise<AdminMemberRow[]> {
  return db
    .select(adminMemberFields)
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .orderBy(sql`${customers.removedAt} is not null`, asc(customers.companyRole), asc(customers.name), asc(customers.email));
}

/** A member of this company, removed ones included, under a row lock. */
export async function lockAnyMember(tx: Database, companyId: string, memberId: string): Promise<AdminMemberRow | undefined> {
  const [row] = await tx
    .select(adminMemberFields)
    .from(customers)
    .where(and(eq(customers.id, memberId), eq(customers.companyId, companyId)))
    .for('update');
  return row;
}

/** Sets or clears disabled_at when it changes; false when it was already so. */
export async function setMemberDisabled(tx: Database, memberId: string, disabled: boolean): Promise<boolean> {
  const rows = await tx
    .update(customers)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(customers.id, memberId), disabled ? isNull(customers.disabledAt) : isNotNull(customers.disabledAt)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

const placedBy = { memberId: customers.id, memberName: customers.name, memberEmail: customers.email };

export async function recentCompanyOrders(db: Database, companyId: string, limit = 10) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentType: orders.paymentType,
      paymentStatus: orders.paymentStatus,
      shippingStatus: orders.shippingStatus,
      totalCents: orders.totalCents,
      ...placedBy,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(customers.companyId, companyId))
    .orderBy(desc(orders.createdAt), desc(sql`length(${orders.orderNumber})`), desc(orders.orderNumber))
    .limit(limit);
}
export type CompanyOrderRow = Awaited<ReturnType<typeof recentCompanyOrders>>[number];

export async function countCompanyOrders(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(customers.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function recentCompanyQuotes(db: Database, companyId: string, limit = 10) {
  return db
    .select({
      id: quoteRequests.id,
      number: quoteRequests.number,
      createdAt: quoteRequests.createdAt,
      status: quoteRequests.status,
      validUntil: quoteRequests.validUntil,
      toolType: quoteRequests.toolType,
      machine: quoteRequests.machine,
      quantity: quoteRequests.quantity,
      ...placedBy,
    })
    .from(quoteRequests)
    .innerJoin(customers, eq(customers.id, quoteRequests.customerId))
    .where(eq(customers.companyId, companyId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.number))
    .limit(limit);
}
export type CompanyQuoteRow = Awaited<ReturnType<typeof recentCompanyQuotes>>[number];
