import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What the shop could not finish on its own and a person must look at (decision 022): a partner
 * step whose change could not be committed, e.g. an order refunded at the payment provider but
 * not cancelled. Shown on the back office's dashboard until staff resolve it; the raise and the
 * resolution are audited.
 */
export const staffAlerts = pgTable(
  'staff_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One open alert per cause (a partner step's key): raising it again while it is open keeps the first. */
    key: text('key').notNull(),
    /** What happened, e.g. 'order.cancel_not_finished'. */
    kind: text('kind').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** What staff know it by, e.g. the order number. */
    about: text('about').notNull(),
    /** One line for the dashboard. */
    title: text('title').notNull(),
    /** What happened and what to check, in staff's words. */
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id'),
    resolvedByEmail: text('resolved_by_email'),
    /** What the person did about it. */
    resolution: text('resolution'),
  },
  (t) => [
    // Also the dashboard's question: which alerts are open? A resolved cause may be raised again.
    uniqueIndex('staff_alerts_open_key_uq')
      .on(t.key)
      .where(sql`${t.resolvedAt} is null`),
    index('staff_alerts_created_idx').on(t.createdAt),
  ],
);

export type StaffAlertRow = typeof staffAlerts.$inferSelect;
