import { z } from 'zod';
import { QUOTE_DRAWING_CONTENT_TYPES, QUOTE_STATUSES } from '../quotes.js';
import { CartData } from './cart.js';

/** Answers of the quote calls (issue 14 item 5): storefront /api/v1/quotes… and back office /api/v1/admin/quotes…. */

const dollars = z.number().describe('US dollars, 2 decimals');
const day = z.string().describe('YYYY-MM-DD');

export const QuoteSummary = z.object({
  quote_number: z.string().describe("'Q-10001'"),
  status: z
    .enum(QUOTE_STATUSES)
    .describe("'Expired' is a 'Quoted' quote past valid_until (end of that day in the shop time zone, SHOP_TIMEZONE)"),
  machine: z.string(),
  tool_type: z.string(),
  quantity: z.number(),
  needed_by: day.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  valid_until: day.nullable(),
  total: dollars.nullable().describe('Σ line totals; null before an offer'),
  in_cart: z.boolean().describe("Its lines sit in the customer's cart (the quote is still 'Quoted')"),
  order_number: z.string().nullable(),
  unread: z
    .boolean()
    .describe(
      'Storefront: sales wrote or changed the quote since the customer last opened it. Back office: the customer is waiting for sales',
    ),
  requested_by: z
    .object({ _id: z.string(), user_name: z.string() })
    .optional()
    .describe("Storefront, for a company's admins (issue 26): the member who asked for it"),
});
export type QuoteSummary = z.infer<typeof QuoteSummary>;

export const QuoteDrawing = z.object({
  file_name: z.string().describe('The name the customer uploaded it under (metadata only)'),
  content_type: z.enum(QUOTE_DRAWING_CONTENT_TYPES),
  size_bytes: z.number(),
});
export type QuoteDrawing = z.infer<typeof QuoteDrawing>;

export const QuoteLine = z.object({
  _id: z.string(),
  position: z.number().describe('1, 2, …; the cart and order show it as <quote_number>-<position>'),
  description: z.string(),
  quantity: z.number(),
  unit_price: dollars,
  line_total: dollars,
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const QuoteMessage = z.object({
  _id: z.string(),
  author: z.enum(['customer', 'staff']),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type QuoteMessage = z.infer<typeof QuoteMessage>;

export const QuoteView = QuoteSummary.extend({
  notes: z.string(),
  drawing: QuoteDrawing.nullable(),
  lines: z.array(QuoteLine),
  messages: z.array(QuoteMessage).describe('Oldest first'),
});
export type QuoteView = z.infer<typeof QuoteView>;

/** GET /quotes (newest first). */
export const QuoteListAnswer = z.object({ result: z.array(QuoteSummary) });
export type QuoteListAnswer = z.infer<typeof QuoteListAnswer>;

/** GET /quotes/:quoteNumber. */
export const QuoteAnswer = z.object({ result: QuoteView });
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;

/** POST /quotes, POST /quotes/:quoteNumber/messages. */
export const QuoteActionAnswer = z.object({ result: QuoteView, message: z.string() });
export type QuoteActionAnswer = z.infer<typeof QuoteActionAnswer>;

/** POST /quotes/:quoteNumber/accept: the priced cart, as every cart call answers it. */
export const QuoteAcceptAnswer = z.object({ result: CartData, message: z.string() });
export type QuoteAcceptAnswer = z.infer<typeof QuoteAcceptAnswer>;

export const QuoteCustomer = z.object({ _id: z.string(), name: z.string(), email: z.string(), company: z.string() });
export type QuoteCustomer = z.infer<typeof QuoteCustomer>;

export const AdminQuoteSummary = QuoteSummary.extend({ customer: QuoteCustomer });
export type AdminQuoteSummary = z.infer<typeof AdminQuoteSummary>;

export const AdminQuoteView = QuoteView.extend({
  customer: QuoteCustomer,
  answered_by: z.string().nullable().describe('The staff member who sent the (latest) offer or declined it'),
});
export type AdminQuoteView = z.infer<typeof AdminQuoteView>;

/** GET /admin/quotes. */
export const AdminQuotePage = z.object({ result: z.array(AdminQuoteSummary), total: z.number(), page: z.number(), limit: z.number() });
export type AdminQuotePage = z.infer<typeof AdminQuotePage>;

/** GET /admin/quotes/:quoteNumber. */
export const AdminQuoteAnswer = z.object({ result: AdminQuoteView });
export type AdminQuoteAnswer = z.infer<typeof AdminQuoteAnswer>;

/** PUT …/offer, POST …/messages, POST …/decline. */
export const AdminQuoteActionAnswer = z.object({ result: AdminQuoteView, message: z.string() });
export type AdminQuoteActionAnswer = z.infer<typeof AdminQuoteActionAnswer>;
