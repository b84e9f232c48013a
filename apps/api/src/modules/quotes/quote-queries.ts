import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { QuoteStatus } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { customers, quoteCartLines, quoteLines, quoteMessages, quoteRequests } from '../../db/schema/index.js';

export type QuoteRow = typeof quoteRequests.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export type QuoteMessageRow = typeof quoteMessages.$inferSelect;
/** A quote with what its list rows show: the offer's total and whether its lines sit in the cart. */
export type QuoteListRow = QuoteRow & { totalCents: number | null; inCart: boolean };
export type AdminQuoteListRow = QuoteListRow & { customer: { id: string; name: string; email: string; company: string } };

// Qualified by hand: in a one-table select Drizzle writes a column without its table, which the
// subqueries would read as their own.
const totalCents = sql<
  number | null
>`(select sum(l.quantity * l.unit_price_cents) from ${quoteLines} l where l.quote_id = "quote_requests"."id")`.mapWith((v) =>
  v === null ? null : Number(v),
);
const inCart = sql<boolean>`exists (select 1 from ${quoteCartLines} c where c.quote_id = "quote_requests"."id")`.mapWith(Boolean);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 'Q-10001' → 10001 (the route's pattern has checked the form). */
export const quoteNumberOf = (quoteNumber: string): number => Number(quoteNumber.slice(2));
export const formatQuoteNumber = (n: number): string => `Q-${n}`;

export async function insertQuote(tx: Database, values: typeof quoteRequests.$inferInsert): Promise<QuoteRow> {
  const [row] = await tx.insert(quoteRequests).values(values).returning();
  return row;
}

/** A quote by its number, whoever owns it (the service decides); `lock` takes its row lock. */
export async function findQuote(db: Database, quoteNumber: string, lock = false): Promise<QuoteListRow | undefined> {
  const query = db
    .select({ quote: quoteRequests, totalCents, inCart })
    .from(quoteRequests)
    .where(eq(quoteRequests.number, quoteNumberOf(quoteNumber)));
  const [row] = lock ? await query.for('update', { of: quoteRequests }) : await query;
  return row && { ...row.quote, totalCents: row.totalCents, inCart: row.inCart };
}

export async function findQuoteById(db: Database, id: string): Promise<QuoteListRow | undefined> {
  const [row] = await db.select({ quote: quoteRequests, totalCents, inCart }).from(quoteRequests).where(eq(quoteRequests.id, id));
  return row && { ...row.quote, totalCents: row.totalCents, inCart: row.inCart };
}

/** The customer's quotes, newest first. */
export async function listQuotesOfCustomer(db: Database, customerId: string): Promise<QuoteListRow[]> {
  const rows = await db
    .select({ quote: quoteRequests, totalCents, inCart })
    .from(quoteRequests)
    .where(eq(quoteRequests.customerId, customerId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.number));
  return rows.map((r) => ({ ...r.quote, totalCents: r.totalCents, inCart: r.inCart }));
}

/** The quotes of every member of a company (issue 26: its admins see them all), with who asked. */
export async function listQuotesOfCompany(
  db: Database,
  companyId: string,
): Promise<(QuoteListRow & { requestedBy: { id: string; name: string } })[]> {
  const rows = await db
    .select({ quote: quoteRequests, totalCents, inCart, requestedBy: { id: customers.id, name: customers.name } })
    .from(quoteRequests)
    .innerJoin(customers, eq(customers.id, quoteRequests.customerId))
    .where(eq(customers.companyId, companyId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.number));
  return rows.map((r) => ({ ...r.quote, totalCents: r.totalCents, inCart: r.inCart, requestedBy: r.requestedBy }));
}

/** 'Quoted' and 'Expired' split the stored 'Quoted' by today's day in the shop's time zone. */
function statusFilter(status: QuoteStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'Quoted') return and(eq(quoteRequests.status, 'Quoted'), gte(quoteRequests.validUntil, today));
  if (status === 'Expired') return and(eq(quoteRequests.status, 'Quoted'), lt(quoteRequests.validUntil, today));
  return eq(quoteRequests.status, status);
}

/** One page of every customer's quotes for sales, newest first, with the count of all that match. */
export async function listQuotesForStaff(
  db: Database,
  q: { status?: QuoteStatus; q?: string; page: number; limit: number },
  today: string,
): Promise<{ rows: AdminQuoteListRow[]; total: number }> {
  const like = q.q ? `%${escapeLike(q.q)}%` : null;
  const where = and(
    statusFilter(q.status, today),
    like
      ? or(
          ilike(sql`'Q-' || ${quoteRequests.number}`, like),
          ilike(quoteRequests.machine, like),
          ilike(quoteRequests.toolType, like),
          ilike(customers.name, like),
          ilike(customers.email, like),
          ilike(customers.businessName, like),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        quote: quoteRequests,
        totalCents,
        inCart,
        customer: { id: customers.id, name: customers.name, email: customers.email, company: customers.businessName },
      })
      .from(quoteRequests)
      .innerJoin(customers, eq(customers.id, quoteRequests.customerId))
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.number))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(quoteRequests).innerJoin(customers, eq(customers.id, quoteRequests.customerId)).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.quote, totalCents: r.totalCents, inCart: r.inCart, customer: r.customer })),
    total: Number(total?.n ?? 0),
  };
}

export async function customerOfQuote(db: Database, customerId: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, company: customers.businessName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function linesOf(db: Database, quoteId: string): Promise<QuoteLineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

export async function messagesOf(db: Database, quoteId: string): Promise<QuoteMessageRow[]> {
  return db
    .select()
    .from(quoteMessages)
    .where(eq(quoteMessages.quoteId, quoteId))
    .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
}

export async function insertMessage(tx: Database, values: typeof quoteMessages.$inferInsert): Promise<QuoteMessageRow> {
  const [row] = await tx
    .insert(quoteMessages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  return row;
}

export async function updateQuote(tx: Database, id: string, set: Partial<typeof quoteRequests.$inferInsert>): Promise<void> {
  await tx
    .update(quoteRequests)
    .set({ ...set, updatedAt: sql`clock_timestamp()` })
    .where(eq(quoteRequests.id, id));
}

/** The customer opened the quote (not a change of it: updated_at stays). */
export async function markSeenByCustomer(db: Database, id: string): Promise<Date | null> {
  const [row] = await db
    .update(quoteRequests)
    .set({ customerSeenAt: sql`clock_timestamp()` })
    .where(eq(quoteRequests.id, id))
    .returning({ at: quoteRequests.customerSeenAt });
  return row?.at ?? null;
}

/** A revised offer replaces every line; the cart rows of the old lines go with them (foreign key). */
export async function replaceLines(
  tx: Database,
  quoteId: string,
  lines: { description: string; quantity: number; unitPriceCents: number }[],
): Promise<void> {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  await tx.insert(quoteLines).values(lines.map((l, i) => ({ quoteId, position: i + 1, ...l })));
}

// ——— The cart's quote lines ———

/** The quote lines in a customer's cart with their quote, oldest first. */
export async function quoteCartLinesOf(db: Database, customerId: string) {
  return db
    .select({
      cartLineId: quoteCartLines.id,
      createdAt: quoteCartLines.createdAt,
      quoteId: quoteRequests.id,
      quoteNumber: quoteRequests.number,
      status: quoteRequests.status,
      validUntil: quoteRequests.validUntil,
      quoteLineId: quoteLines.id,
      position: quoteLines.position,
      description: quoteLines.description,
      quantity: quoteLines.quantity,
      unitPriceCents: quoteLines.unitPriceCents,
    })
    .from(quoteCartLines)
    .innerJoin(quoteLines, eq(quoteLines.id, quoteCartLines.quoteLineId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteCartLines.quoteId))
    .where(eq(quoteCartLines.customerId, customerId))
    .orderBy(asc(quoteCartLines.createdAt), asc(quoteLines.position));
}
export type QuoteCartLineRow = Awaited<ReturnType<typeof quoteCartLinesOf>>[number];

/** Puts the quote's lines in the customer's cart; a line already there stays as it is. */
export async function insertQuoteCartLines(tx: Database, customerId: string, quoteId: string, lineIds: string[]): Promise<void> {
  if (!lineIds.length) return;
  await tx
    .insert(quoteCartLines)
    .values(lineIds.map((quoteLineId) => ({ customerId, quoteId, quoteLineId, createdAt: sql`clock_timestamp()` })))
    .onConflictDoNothing({ target: quoteCartLines.quoteLineId });
}

export async function findQuoteCartLine(db: Database, id: string) {
  const [row] = await db.select().from(quoteCartLines).where(eq(quoteCartLines.id, id));
  return row;
}

export async function deleteQuoteCartLine(tx: Database, id: string): Promise<void> {
  await tx.delete(quoteCartLines).where(eq(quoteCartLines.id, id));
}

export async function deleteQuoteCartLinesOfQuote(tx: Database, quoteId: string): Promise<void> {
  await tx.delete(quoteCartLines).where(eq(quoteCartLines.quoteId, quoteId));
}

export async function deleteQuoteCartLinesOfCustomer(tx: Database, customerId: string): Promise<void> {
  await tx.delete(quoteCartLines).where(eq(quoteCartLines.customerId, customerId));
}

/**
 * Marks the quotes ordered, only those still 'Quoted' by this customer and valid today; answers
 * the ids it changed (the caller compares). The table's trigger refuses anything else as well.
 */
export async function markQuotesOrdered(
  tx: Database,
  a: { customerId: string; quoteIds: string[]; orderId: string; orderNumber: string; today: string },
): Promise<string[]> {
  if (!a.quoteIds.length) return [];
  const rows = await tx
    .update(quoteRequests)
    .set({ status: 'Ordered', orderId: a.orderId, orderNumber: a.orderNumber, updatedAt: sql`clock_timestamp()` })
    .where(
      and(
        inArray(quoteRequests.id, a.quoteIds),
        eq(quoteRequests.customerId, a.customerId),
        eq(quoteRequests.status, 'Quoted'),
        gte(quoteRequests.validUntil, a.today),
      ),
    )
    .returning({ id: quoteRequests.id });
  return rows.map((r) => r.id);
}
