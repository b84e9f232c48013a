import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaymentMethodType, ShippingAddress } from '@northbend/shared';

/**
 * The company a customer buys for (issue 26, decision 023). Every customer belongs to exactly one;
 * the machine park ("my machines", issue 16) is the company's, so every member's shop is filtered
 * the same way. The spec's profile fields read and write these columns for a member.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().default(''),
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
  /**
   * Credit terms set by staff (issue 27); null: the shop's default (COMPANY_PAYMENT_METHODS,
   * NET30_DEFAULT_CREDIT_LIMIT, NET30_OVERDUE_HOLD_DAYS), so a change of default reaches every
   * company staff have not set otherwise.
   */
  paymentMethods: text('payment_methods').array().$type<PaymentMethodType[]>(),
  creditLimitCents: integer('credit_limit_cents'),
  overdueHoldDays: integer('overdue_hold_days'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shipping location of a company ("Plant 2 dock"); one is the default the checkout offers first. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The checkout's address fields without the email, which is each member's own. */
    address: jsonb('address').$type<Omit<ShippingAddress, 'customer_email'>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_addresses_company_idx').on(t.companyId),
    // At most one default per company: setting another clears the first in the same transaction.
    uniqueIndex('company_addresses_default_uq')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
  ],
);
