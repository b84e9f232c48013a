import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { staff } from './staff.js';

/**
 * The shop's one connection to a QuickBooks Online company (issue 30 item 3, decision 033). Both
 * tokens are stored encrypted (AES-256-GCM with QBO_TOKEN_KEY); Intuit rotates the refresh token,
 * so each renewal writes the new one here. One row at most (id = 1).
 */
export const qboConnections = pgTable(
  'qbo_connections',
  {
    id: integer('id').primaryKey().default(1),
    realmId: text('realm_id').notNull(),
    refreshToken: text('refresh_token').notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    accessToken: text('access_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** 'oauth': the owner connected in the back office; 'env': QBO_REALM_ID and QBO_REFRESH_TOKEN at start. */
    source: text('source').$type<'oauth' | 'env'>().notNull(),
    connectedBy: text('connected_by'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** Orders placed from this moment on are booked (earlier ones are the accountant's opening balance). */
    booksFrom: timestamp('books_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('qbo_connections_one_ck', sql`${t.id} = 1`)],
);

/**
 * An authorization started by a staff user in the back office: its `state` (only a SHA-256 hash
 * kept) binds Intuit's callback to that user's session. Single use, 10 minutes.
 */
export const qboAuthorizations = pgTable('qbo_authorizations', {
  stateHash: text('state_hash').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  sessionId: text('session_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const BOOKS_ENTRY_KINDS = ['invoice', 'payment', 'sales_receipt'] as const;
export type BooksEntryKind = (typeof BOOKS_ENTRY_KINDS)[number];

/** What an order became in QuickBooks: its Invoice, its Payment, or its Sales Receipt (ids as QBO gave them). */
export const booksEntries = pgTable(
  'books_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: BOOKS_ENTRY_KINDS }).$type<BooksEntryKind>().notNull(),
    realmId: text('realm_id').notNull(),
    qboId: text('qbo_id').notNull(),
    qboCustomerId: text('qbo_customer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('books_entries_order_kind_uq').on(t.orderId, t.kind, t.realmId), index('books_entries_booked_idx').on(t.bookedAt)],
);
