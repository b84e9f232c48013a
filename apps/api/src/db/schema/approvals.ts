import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_STATUSES, type ApprovalStatus, type PaymentMethodType, type ShippingAddress } from '@northbend/shared';
import { companies } from './companies.js';
import { customers } from './customers.js';
import type { OrderLineSnapshot } from './orders.js';

/**
 * A buyer's order over their limit, frozen as it stood at checkout until an admin of the company
 * approves (the order is placed then, prices checked again) or declines it, or 14 days pass.
 * No order exists and nothing is charged before approval.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The buyer who sent it; the order is placed as theirs. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: APPROVAL_STATUSES }).$type<ApprovalStatus>().notNull().default('Awaiting approval'),
    lines: jsonb('lines').$type<OrderLineSnapshot[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentType: text('payment_type').$type<PaymentMethodType>().notNull(),
    poNumber: text('po_number'),
    customerNote: text('customer_note'),
    subTotalCents: integer('sub_total_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /**
     * The shipping service the buyer chose and where its charge came from (issue 30, decision 031):
     * 'ups' (a UPS rate, code e.g. '02' 2nd Day Air) or 'table' (SHIPPING_RATES, code 'TABLE');
     * null on orders placed before services existed.
     */
    shippingServiceCode: text('shipping_service_code'),
    shippingServiceName: text('shipping_service_name'),
    shippingSource: text('shipping_source').$type<'ups' | 'table'>(),
    /** Sales tax as the buyer saw it (decision 034), part of total_cents; the exemption that removed it, if one did. */
    taxCents: integer('tax_cents').notNull().default(0),
    taxNote: text('tax_note'),
    totalCents: integer('total_cents').notNull(),
    /** The buyer's limit when they sent it, shown to the admin. */
    orderLimitCents: integer('order_limit_cents').notNull(),
    idempotencyKey: text('idempotency_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedById: uuid('decided_by_id').references(() => customers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The order placed on approval. */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_requests_company_idx').on(t.companyId, t.createdAt.desc()),
    index('approval_requests_customer_idx').on(t.customerId, t.createdAt.desc()),
    uniqueIndex('approval_requests_customer_idempotency_uq').on(t.customerId, t.idempotencyKey),
    check('approval_requests_total_ck', sql`${t.totalCents} >= 0`),
    check('approval_requests_status_ck', sql`${t.status} in ('Awaiting approval', 'Approved', 'Declined', 'Expired')`),
  ],
);
