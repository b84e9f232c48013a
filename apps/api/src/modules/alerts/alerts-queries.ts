import { desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staffAlerts, type StaffAlertRow } from '../../db/schema/index.js';

export type NewStaffAlert = typeof staffAlerts.$inferInsert;

/** Writes the alert unless one with its key exists; answers whether it was new. */
export async function insertAlert(tx: Database, row: NewStaffAlert): Promise<boolean> {
  // The one conflict possible is an open alert of the same key (a partial unique index).
  const inserted = await tx.insert(staffAlerts).values(row).onConflictDoNothing().returning({ id: staffAlerts.id });
  return inserted.length > 0;
}

export async function listOpenAlerts(db: Database, limit: number): Promise<StaffAlertRow[]> {
  return db
    .select()
    .from(staffAlerts)
    .where(isNull(staffAlerts.resolvedAt))
    .orderBy(desc(staffAlerts.createdAt), desc(staffAlerts.id))
    .limit(limit);
}

export async function lockAlert(tx: Database, id: number): Promise<StaffAlertRow | undefined> {
  const [row] = await tx.select().from(staffAlerts).where(eq(staffAlerts.id, id)).for('update');
  return row;
}

export async function markAlertResolved(
  tx: Database,
  id: number,
  by: { id: string; email: string; resolution: string },
): Promise<StaffAlertRow> {
  const [row] = await tx
    .update(staffAlerts)
    .set({ resolvedAt: new Date(), resolvedById: by.id, resolvedByEmail: by.email, resolution: by.resolution })
    .where(eq(staffAlerts.id, id))
    .returning();
  return row;
}
