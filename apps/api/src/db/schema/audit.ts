import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what in the back office, written in the transaction of the change. Append-only: a
 * trigger (migration 0005) refuses UPDATE, DELETE and TRUNCATE. staff_id has no foreign key on
 * purpose (a key's ON DELETE would have to update rows here); staff_email keeps the name readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the system: start-up (ADMIN_EMAIL) and the `npm run staff` command. */
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    /** '<entity>.<verb>', e.g. 'order.ship', 'staff.invite'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);
