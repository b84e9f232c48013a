import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { EnquiryStatus } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { contactEnquiries, enquiryReplies } from '../../db/schema/index.js';

export type EnquiryRow = typeof contactEnquiries.$inferSelect & { replyCount: number };
export type ReplyRow = typeof enquiryReplies.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// Qualified by hand: in a one-table select Drizzle writes a column without its table, which the
// subquery would read as its own.
const replyCount = sql<number>`(select count(*) from ${enquiryReplies} r where r.enquiry_id = "contact_enquiries"."id")`.mapWith(Number);

function filtersOf(q: { status?: EnquiryStatus; search?: string }): SQL | undefined {
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  return and(
    q.status ? eq(contactEnquiries.status, q.status) : undefined,
    like
      ? or(
          ilike(contactEnquiries.name, like),
          ilike(contactEnquiries.email, like),
          ilike(contactEnquiries.businessName, like),
          ilike(contactEnquiries.message, like),
        )
      : undefined,
  );
}

/** One page of enquiries, newest first, with the count of all that match. */
export async function listEnquiries(
  db: Database,
  q: { status?: EnquiryStatus; search?: string; page: number; limit: number },
): Promise<{ rows: EnquiryRow[]; totalCount: number }> {
  const where = filtersOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ enquiry: contactEnquiries, replyCount })
      .from(contactEnquiries)
      .where(where)
      .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(contactEnquiries).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.enquiry, replyCount: r.replyCount })), totalCount: Number(total?.n ?? 0) };
}

export async function findEnquiry(db: Database, id: string, lock = false): Promise<EnquiryRow | undefined> {
  const query = db.select({ enquiry: contactEnquiries, replyCount }).from(contactEnquiries).where(eq(contactEnquiries.id, id));
  const [row] = lock ? await query.for('update', { of: contactEnquiries }) : await query;
  return row && { ...row.enquiry, replyCount: row.replyCount };
}

export async function setEnquiryStatus(tx: Database, id: string, status: EnquiryStatus): Promise<void> {
  await tx.update(contactEnquiries).set({ status }).where(eq(contactEnquiries.id, id));
}

export async function insertReply(tx: Database, r: { enquiryId: string; staffId: string; body: string }): Promise<ReplyRow> {
  const [row] = await tx.insert(enquiryReplies).values(r).returning();
  return row;
}

export async function listReplies(db: Database, enquiryId: string): Promise<ReplyRow[]> {
  return db
    .select()
    .from(enquiryReplies)
    .where(eq(enquiryReplies.enquiryId, enquiryId))
    .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
}
