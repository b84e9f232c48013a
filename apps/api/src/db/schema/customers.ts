import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    machineMakeIds: uuid('machine_make_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    machineModelIds: uuid('machine_model_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    sheetMaterials: text('sheet_materials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sheetThicknesses: text('sheet_thicknesses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_uq').on(t.email)],
);

/** Single-use email tokens (verification 24 h, password reset 1 h); only a SHA-256 hash is kept. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
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
