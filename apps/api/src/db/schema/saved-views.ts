import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff.js';

/**
 * A staff user's saved filters of the orders list (issue 28 item 13): personal, so not audited;
 * one name once per person (saving under a name again replaces its filters).
 */
export const savedOrderViews = pgTable(
  'saved_order_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list's filters as the query string carries them (AdminOrderFilters, checked on save). */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_order_views_staff_name_idx').on(t.staffId, t.name)],
);
