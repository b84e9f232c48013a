import type { AuditEntry, AuditPage, AuditQuery } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { insertAuditRow, listAuditRows, type AuditRow } from './audit-queries.js';

/** Who did it: a staff user, or null for the system (start-up, the `npm run staff` command). */
export type AuditActor = { id: string; email: string } | null;

export interface AuditRecord {
  staff: AuditActor;
  /** '<entity>.<verb>', e.g. 'order.ship', 'staff.role_change'. */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** One line for people: 'Role of pat@… changed from sales to warehouse'. */
  summary: string;
  /** The changed fields before and after (never secrets such as password hashes). */
  before?: unknown;
  after?: unknown;
}

/**
 * Appends an entry to the audit log. Call it with the transaction of the change it records, so
 * the change and its entry are committed (or rolled back) together.
 */
export async function recordAudit(tx: Database, entry: AuditRecord): Promise<void> {
  await insertAuditRow(tx, {
    staffId: entry.staff?.id ?? null,
    staffEmail: entry.staff?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const auditEntry = (row: AuditRow): AuditEntry => ({
  _id: String(row.id),
  staff_id: row.staffId,
  staff_email: row.staffEmail,
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  created_at: row.createdAt.toISOString(),
});

/** A page of the audit log, newest first, filtered by who, what and when. */
export async function listAudit(db: Database, q: AuditQuery): Promise<AuditPage> {
  const { rows, totalCount } = await listAuditRows(db, q);
  return {
    result: rows.map(auditEntry),
    paginationInfo: { currentPage: q.page, totalPages: Math.ceil(totalCount / q.limit), totalCount, limit: q.limit },
  };
}
