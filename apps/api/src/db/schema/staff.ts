import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@northbend/shared';

/**
 * A back-office user (issue 11). Not a customer: own table, own tokens, own sessions. Emails are
 * stored lower-case and unique in any case. Staff are never deleted, only disabled, so the notes,
 * shipments and audit entries they wrote keep their author.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Null until the invitation is accepted (the set-password link). */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret: pending after set-up, active once totp_enabled_at is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second time step whose code was accepted: a code works once. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(sql`lower(${t.email})`)],
);

/** Staff refresh sessions, as the customers' refresh_sessions: a hashed secret rotated on each use. */
export const staffRefreshSessions = pgTable(
  'staff_refresh_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_refresh_sessions_hash_uq').on(t.tokenHash),
    index('staff_refresh_sessions_staff_idx').on(t.staffId),
    index('staff_refresh_sessions_family_idx').on(t.familyId),
  ],
);

/** Single-use set-password links (an invitation or a reset); only a SHA-256 hash is kept. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_tokens_hash_uq').on(t.tokenHash), index('staff_tokens_staff_idx').on(t.staffId)],
);

/** Shop-wide switches set in the back office, one row per key (e.g. staff_totp_required). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
