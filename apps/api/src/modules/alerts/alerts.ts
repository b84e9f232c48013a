import type { AdminAlert } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { StaffAlertRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { insertAlert, listOpenAlerts, lockAlert, markAlertResolved } from './alerts-queries.js';

export const ALERT_MESSAGES = {
  notFound: 'This alert was not found.',
  resolved: 'The alert has been marked as resolved.',
  alreadyResolved: 'This alert has already been resolved.',
} as const;

/** The open alerts the dashboard shows at most: more than that is an outage, and the shop's log says so. */
const OPEN_LIMIT = 50;

export interface NewAlert {
  /** One alert per cause, e.g. the partner step's key: a second raise of the same key is a no-op. */
  key: string;
  kind: string;
  entityType: string;
  entityId?: string | null;
  about: string;
  title: string;
  detail: string;
}

/**
 * Raises an alert for staff in the caller's transaction, with the system's audit entry
 * `alert.raise` on the entity it concerns, so the entry shows in that entity's history too.
 */
export async function raiseAlert(tx: Database, alert: NewAlert): Promise<void> {
  const raised = await insertAlert(tx, { ...alert, entityId: alert.entityId ?? null });
  if (!raised) return;
  await recordAudit(tx, {
    staff: null,
    action: 'alert.raise',
    entityType: alert.entityType,
    entityId: alert.entityId ?? null,
    summary: `Alert: ${alert.title}`,
    after: { kind: alert.kind, key: alert.key, detail: alert.detail },
  });
}

export const alertView = (row: StaffAlertRow): AdminAlert => ({
  id: row.id,
  kind: row.kind,
  entity_type: row.entityType,
  entity_id: row.entityId,
  about: row.about,
  title: row.title,
  detail: row.detail,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
  resolved_by: row.resolvedByEmail,
  resolution: row.resolution,
});

/** The alerts no one has resolved yet, newest first (the dashboard's). */
export async function openAlerts(db: Database): Promise<AdminAlert[]> {
  return (await listOpenAlerts(db, OPEN_LIMIT)).map(alertView);
}

/** Staff say what they did about an alert; it leaves the dashboard and the audit log keeps the note. */
export async function resolveAlert(db: Database, me: SignedInStaff, id: number, resolution: string): Promise<AdminAlert> {
  const row = await db.transaction(async (tx) => {
    const alert = await lockAlert(tx, id);
    if (!alert) throw notFound(ALERT_MESSAGES.notFound);
    if (alert.resolvedAt) throw new HttpError(409, ALERT_MESSAGES.alreadyResolved);
    const resolved = await markAlertResolved(tx, id, { id: me.id, email: me.email, resolution });
    await recordAudit(tx, {
      staff: { id: me.id, email: me.email },
      action: 'alert.resolve',
      entityType: alert.entityType,
      entityId: alert.entityId,
      summary: `${me.email} resolved the alert “${alert.title}”: ${resolution}`,
      before: { alert_id: alert.id, kind: alert.kind, resolved: false },
      after: { alert_id: alert.id, resolved: true, resolution },
    });
    return resolved;
  });
  return alertView(row);
}
