import { and, count, desc, eq, gte, like, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

const DAY_MS = 24 * 3600_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function filters(q: AuditQuery): SQL | undefined {
  const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    q.staff_id ? eq(auditLog.staffId, q.staff_id) : undefined,
    // 'order.' lists every order action; anything else is one action.
    q.action ? (q.action.endsWith('.') ? like(auditLog.action, `${escapeLike(q.action)}%`) : eq(auditLog.action, q.action)) : undefined,
    q.entity_type ? eq(auditLog.entityType, q.entity_type) : undefined,
    q.entity_id ? eq(auditLog.entityId, q.entity_id) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(q.from)) : undefined,
    // A day as `to` includes the whole day (UTC).
    q.to
      ? isDay(q.to)
        ? lt(auditLog.createdAt, new Date(Date.parse(q.to) + DAY_MS))
        : lte(auditLog.createdAt, new Date(q.to))
      : undefined,
  );
}

/** One page of entries, newest first, with the count of all that match. */
export async function listAuditRows(db: Database, q: AuditQuery): Promise<{ rows: AuditRow[]; totalCount: number }> {
  const where = filters(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}
