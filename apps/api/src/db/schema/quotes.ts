import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { QUOTE_DRAWING_CONTENT_TYPES, type QuoteDrawingContentType } from '@northbend/shared';
import { customers } from './customers.js';
import { orders } from './orders.js';
import { staff } from './staff.js';

/** The stored statuses of a quote; 'Expired' is computed from valid_until (decision 017). */
export const STORED_QUOTE_STATUSES = ['Requested', 'Quoted', 'Ordered', 'Declined'] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];

/** Numbers behind the quote numbers customers see ('Q-10001'). */
export const quoteNumberSeq = pgSequence('quote_number_seq', { startWith: 10001, maxValue: 2147483647 });

/**
 * A customer's request for a special tool and, once sales answer, their offer (issue 14 item 5).
 * The drawing is a file under DRAWINGS_DIR named by the server (`drawing_file`); the name the
 * customer gave it is metadata only. Triggers (migration 0011) keep an ordered quote ordered.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .default(sql`nextval('quote_number_seq')`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: STORED_QUOTE_STATUSES }).notNull().default('Requested'),
    machine: text('machine').notNull(),
    toolType: text('tool_type').notNull(),
    quantity: integer('quantity').notNull(),
    neededBy: date('needed_by', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    drawingFile: text('drawing_file'),
    drawingName: text('drawing_name'),
    drawingType: text('drawing_type', { enum: QUOTE_DRAWING_CONTENT_TYPES }).$type<QuoteDrawingContentType>(),
    drawingSize: integer('drawing_size'),
    /** The offer is valid through the end of this day in the shop's time zone (SHOP_TIMEZONE). */
    validUntil: date('valid_until', { mode: 'string' }),
    /** The staff member who sent the latest offer or declined the request. */
    answeredBy: uuid('answered_by').references(() => staff.id),
    orderId: uuid('order_id').references(() => orders.id),
    orderNumber: text('order_number'),
    /** When the customer last opened the quote: staff activity after it shows as unread. */
    customerSeenAt: timestamp('customer_seen_at', { withTimezone: true }),
    customerActivityAt: timestamp('customer_activity_at', { withTimezone: true }).notNull().defaultNow(),
    staffActivityAt: timestamp('staff_activity_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_requests_number_uq').on(t.number),
    uniqueIndex('quote_requests_drawing_file_uq').on(t.drawingFile),
    // The target of quote_cart_lines' (quote_id, customer_id) key: a cart line is its quote's customer's.
    uniqueIndex('quote_requests_id_customer_uq').on(t.id, t.customerId),
    index('quote_requests_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('quote_requests_created_idx').on(t.createdAt.desc()),
    check('quote_requests_status_ck', sql`${t.status} IN ('Requested', 'Quoted', 'Ordered', 'Declined')`),
    check('quote_requests_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 9999`),
    check('quote_requests_offer_ck', sql`${t.status} NOT IN ('Quoted', 'Ordered') OR ${t.validUntil} IS NOT NULL`),
    check('quote_requests_ordered_ck', sql`(${t.status} = 'Ordered') = (${t.orderId} IS NOT NULL AND ${t.orderNumber} IS NOT NULL)`),
    check(
      'quote_requests_drawing_ck',
      sql`(${t.drawingFile} IS NULL AND ${t.drawingName} IS NULL AND ${t.drawingType} IS NULL AND ${t.drawingSize} IS NULL)
        OR (${t.drawingFile} IS NOT NULL AND ${t.drawingName} IS NOT NULL AND ${t.drawingSize} > 0
          AND ${t.drawingType} IN ('application/pdf', 'image/png', 'image/jpeg', 'application/dxf'))`,
    ),
  ],
);

/** A priced line of the offer; a revised offer replaces them all (and so takes them out of the cart). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('quote_lines_quote_position_uq').on(t.quoteId, t.position),
    uniqueIndex('quote_lines_id_quote_uq').on(t.id, t.quoteId),
    check('quote_lines_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 9999`),
    check('quote_lines_price_ck', sql`${t.unitPriceCents} > 0`),
  ],
);

/** The thread between the customer and sales. */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'staff'] }).notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_messages_quote_idx').on(t.quoteId, t.createdAt),
    check('quote_messages_author_ck', sql`${t.author} IN ('customer', 'staff') AND (${t.author} = 'staff' OR ${t.staffId} IS NULL)`),
  ],
);

/**
 * The lines of accepted quotes in a customer's cart (owned by the quotes module; the cart reads
 * them through its front door). The keys make the rules facts: the line belongs to the quote, the
 * quote to this customer, and a quote line sits in a cart once. A revised offer deletes the quote's
 * lines, and with them these rows.
 */
export const quoteCartLines = pgTable(
  'quote_cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id').notNull(),
    quoteLineId: uuid('quote_line_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'quote_cart_lines_quote_customer_fk',
      columns: [t.quoteId, t.customerId],
      foreignColumns: [quoteRequests.id, quoteRequests.customerId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quote_cart_lines_line_quote_fk',
      columns: [t.quoteLineId, t.quoteId],
      foreignColumns: [quoteLines.id, quoteLines.quoteId],
    }).onDelete('cascade'),
    uniqueIndex('quote_cart_lines_line_uq').on(t.quoteLineId),
    index('quote_cart_lines_customer_idx').on(t.customerId, t.createdAt),
  ],
);
