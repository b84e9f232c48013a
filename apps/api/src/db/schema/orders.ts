import { sql } from 'drizzle-orm';
import type { TransferInstructions } from '../../integrations/payments/payment-provider.js';
import { boolean, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STATUSES,
  SHIPPING_STATUSES,
  type OrderStatus,
  type PaymentStatus,
  type MeasurementSelected,
  type ExtraPaymentReason,
  type PaymentMethodType,
  type ReturnMoneyKind,
  type ShippingStatus,
} from '@northbend/shared';
import { customers } from './customers.js';
import { staff } from './staff.js';

/**
 * An ordered line as it was when the order was placed (integer cents). Its own type, written out
 * field by field, so that a later change of the live cart's types cannot change what a stored
 * order says (decision 008). Order creation copies the priced cart line into it.
 */
export interface OrderLineSnapshot {
  cartItemId: string;
  productId: string;
  product: { name: string; slug: string; sku: string; images: string[] };
  productPriceCents: number;
  quantity: number;
  productTotalCents: number;
  variants: {
    variantId: string;
    name: string;
    sku: string;
    image: string;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
    measurement: MeasurementSelected | null;
    options: { optionId: string; optionName: string; childName: string; childPriceCents: number }[];
  }[];
  itemTotalCents: number;
  /** Always null: an order is placed only from a cart without problems. */
  problem: string | null;
  /** A line of a quote bought in this order (issue 14 item 5; productId is ''): which quote and line. */
  quote?: { quoteId: string; quoteLineId: string; quoteNumber: string; position: number; validUntil: string };
}

/** What Stripe Tax knows of an order (decision 034): ids to record and reverse its tax. */
export interface OrderTaxRecord {
  provider: 'stripe';
  calculationId: string;
  transactionId?: string;
  /** Its reversals' ids: a cancellation's whole one, or one per refunded return. */
  reversals?: string[];
}

/** Numbers behind the human-readable order ids ('NB-100001'). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

/** What a payment provider told us about an order: ids to match webhooks, links, due date. */
export interface PaymentResponse {
  provider?: 'stripe' | 'demo';
  /** Checkout Session, invoice or payment intent id the provider's events refer to. */
  reference?: string;
  /** Net 30: when the invoice is due, epoch seconds (spec: customer_payment.response.due_date). */
  due_date?: number;
  hosted_url?: string;
  /** Bank transfer: the account and reference to pay into, as the provider gave them (not secret). */
  transfer?: TransferInstructions;
  [key: string]: unknown;
}

/** A refund asked of the payment provider when a paid order is cancelled (integer cents). */
export interface OrderRefund {
  provider: 'stripe' | 'demo';
  /** The provider's refund id. */
  reference: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  [key: string]: unknown;
}

/**
 * A payment being started (issue 15): set under the order's row lock before the provider is called
 * and cleared when the attempt is recorded, so a second start meanwhile is refused instead of
 * making a second live checkout. `closing` is the open attempt being expired or voided for it.
 */
export interface PaymentStarting {
  at: string;
  method: PaymentMethodType;
  closing?: string;
}

/**
 * Money that arrived for an order that did not need it (issue 15): a second payment of a paid
 * order, or a payment of a cancelled one. Open until staff refund it through the provider.
 */
export interface PaymentAttention {
  reason: ExtraPaymentReason;
  provider: 'stripe' | 'demo';
  /** The provider's reference of the extra payment (Checkout Session, invoice). */
  reference: string;
  amountCents: number;
  currency: string;
  eventId: string;
  at: string;
  open: boolean;
  refund?: OrderRefund & { staffEmail: string };
}

/**
 * A placed order. Lines, address and totals are snapshots taken from the cart in the transaction
 * that emptied it: later catalog or profile changes never alter an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** order_id as the customer sees it. */
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: ORDER_STATUSES }).$type<OrderStatus>().notNull().default('Pending'),
    shippingStatus: text('shipping_status', { enum: SHIPPING_STATUSES }).$type<ShippingStatus>().notNull().default('Pending'),
    parcelNumber: text('parcel_number'),
    paymentType: text('payment_type', { enum: PAYMENT_METHOD_TYPES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).$type<PaymentStatus>().notNull().default('Pending'),
    paymentResponse: jsonb('payment_response')
      .$type<PaymentResponse>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The provider's invoice PDF (Net 30), once the invoice exists. */
    net30InvoicePdfUrl: text('net30_invoice_pdf_url'),
    lines: jsonb('lines').$type<OrderLineSnapshot[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
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
    totalCents: integer('total_cents').notNull(),
    /**
     * Sales tax as it was computed when the order was placed (issue 30, decision 034), part of
     * total_cents; never recomputed. `taxNote` says why there is none when a certificate exempted it.
     */
    taxCents: integer('tax_cents').notNull().default(0),
    taxNote: text('tax_note'),
    /** Stripe Tax only: the calculation the order was taxed by, its tax transaction once recorded, and its reversal. */
    taxRecord: jsonb('tax_record').$type<OrderTaxRecord>(),
    currency: text('currency').notNull().default('usd'),
    /** The storefront's key for one press of 'Process to order': a repeat gets the same order. */
    idempotencyKey: text('idempotency_key'),
    /** The buyer's own purchase order number and their note to the shop (issue 14), as given at checkout. */
    poNumber: text('po_number'),
    customerNote: text('customer_note'),
    /** Back office (issue 11): why and when staff cancelled it, when it left and arrived, its refund. */
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The day UPS delivered the order's last parcel (issue 30, decision 032), as UPS writes it: the destination's day. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    refund: jsonb('refund').$type<OrderRefund>(),
    /** Issue 15: the payment start under way (one at a time), and extra payments waiting for a refund. */
    paymentStarting: jsonb('payment_starting').$type<PaymentStarting>(),
    paymentAttention: jsonb('payment_attention')
      .$type<PaymentAttention[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    uniqueIndex('orders_customer_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_payment_reference_idx').on(sql`(${t.paymentResponse} ->> 'reference')`),
    index('orders_payment_attention_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentAttention} @> '[{"open": true}]'::jsonb`),
  ],
);

/**
 * Provider events already applied, by the provider's event id: the primary key makes a replayed
 * webhook a no-op even when two deliveries race.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  /** What the event did: 'applied', 'ignored: …', 'rejected: …'. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff's internal notes on an order; never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** How the shop reads a carrier's status of a parcel (integrations/ups/tracking-client.ts). */
export type ParcelTrackingState = 'delivered' | 'exception' | 'returned' | 'moving' | 'unknown';
/** The carrier's own status of a parcel, as it sent it (UPS: type D/X/I/RS…, code, description). */
export interface ParcelCarrierStatus {
  type: string;
  code: string;
  description: string;
}

/** Parcels sent for an order; one tracking number is recorded once per order. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull().default('UPS'),
    trackingNumber: text('tracking_number').notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What UPS's Tracking API last said of the parcel (issue 30, decision 032): the shop's reading
     * (delivered, exception, returned, moving, unknown), UPS's own status, the delivery day, and
     * when it was asked. `alertedStatus` is the exception ('X:48') staff were last alerted about, so
     * one status raises one alert even after staff resolved it.
     */
    trackingState: text('tracking_state').$type<ParcelTrackingState>(),
    trackingStatus: jsonb('tracking_status').$type<ParcelCarrierStatus>(),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    alertedStatus: text('alerted_status'),
  },
  (t) => [uniqueIndex('order_shipments_order_tracking_uq').on(t.orderId, t.trackingNumber)],
);

/** A returned line as it was taken back: the order line's (or variant's) id, names and unit price then. */
export interface ReturnedLineSnapshot {
  lineId: string;
  productId: string;
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * Pieces of an order sent back (issue 28, decision 025), with the money given back for them: a
 * refund through the payment provider (its answer in `refund`), one given by hand, or a credit that
 * lowered the unpaid Net 30 invoice (the order's total_cents is what is owed after it).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The return's place among the order's returns (1, 2, …): its RMA number is 'RMA-<order number>-<n>'. */
    position: integer('position').notNull(),
    rmaNumber: text('rma_number').notNull(),
    lines: jsonb('lines').$type<ReturnedLineSnapshot[]>().notNull(),
    reason: text('reason').notNull(),
    restock: boolean('restock').notNull(),
    money: text('money').$type<ReturnMoneyKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's refund, or its credit note ('cn_…') of a Net 30 credit; null by hand or without money. */
    refund: jsonb('refund').$type<OrderRefund>(),
    staffId: uuid('staff_id').references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_returns_order_position_uq').on(t.orderId, t.position), uniqueIndex('order_returns_rma_uq').on(t.rmaNumber)],
);

export const ORDER_EMAIL_KINDS = ['confirmation', 'shipped', 'delivered', 'payment', 'cancelled', 'invoice', 'return'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** The emails sent about an order, for the back office's order history. */
export const orderEmails = pgTable(
  'order_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EMAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_emails_order_idx').on(t.orderId, t.createdAt)],
);
