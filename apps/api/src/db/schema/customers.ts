import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_ROLES, type CompanyRole } from '@northbend/shared';
import { companies } from './companies.js';

/** A registered customer. Emails are stored lower-case; the unique index is the rule. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    address: text('address').notNull().default(''),
    /** Public URL path of the re-encoded profile photo, or '' for none. */
    profileImage: text('profile_image').notNull().default(''),
    /** user_shipping.shipment_address, saved at checkout. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string> | null>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set by staff (issue 11): a disabled customer cannot log in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set by staff (issue 14): every order of this customer must carry their purchase order number. */
    poRequired: boolean('po_required').notNull().default(false),
    /** The company this customer buys for (issue 26, decision 023): exactly one. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    companyRole: text('company_role', { enum: COMPANY_ROLES }).$type<CompanyRole>().notNull().default('admin'),
    /** A buyer's most per order, shipping included; over it the order goes to the admins for approval. Null: no limit. */
    orderLimitCents: integer('order_limit_cents'),
    /** Invited by a colleague and not yet accepted: no usable password until the invitation is. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Removed from the company by an admin: hidden from its members, cannot log in (disabledAt is set too). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email),
    index('customers_company_idx').on(t.companyId),
    check('customers_company_role_ck', sql`${t.companyRole} in ('admin', 'buyer')`),
    check('customers_order_limit_ck', sql`${t.orderLimitCents} is null or ${t.orderLimitCents} >= 0`),
  ],
);

/** Single-use email tokens (verification 24 h, password reset 1 h, company invitation 7 days); only a SHA-256 hash is kept. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_tokens_hash_uq').on(t.tokenHash), index('customer_tokens_customer_idx').on(t.customerId, t.purpose)],
);

/**
 * Refresh sessions: the httpOnly cookie holds a random secret whose hash is stored here. Each use
 * rotates it (a new row replaces the old); reuse of a replaced secret revokes the whole family.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_hash_uq').on(t.tokenHash),
    index('refresh_sessions_customer_idx').on(t.customerId),
    index('refresh_sessions_family_idx').on(t.familyId),
  ],
);
