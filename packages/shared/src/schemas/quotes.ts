import { z } from 'zod';
import { PageQuery } from './common.js';
import {
  isCalendarDay,
  QUOTE_LINE_DESCRIPTION_MAX_LENGTH,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_MESSAGE_MAX_LENGTH,
  QUOTE_NOTES_MAX_LENGTH,
  QUOTE_NUMBER_PATTERN,
  QUOTE_STATUSES,
  QUOTE_TEXT_MAX_LENGTH,
  shopToday,
} from '../quotes.js';

/** Request schemas of the quote calls (issue 14 item 5); the same rules run in the forms and on the server. */

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`);

const quantity = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a whole number` })
    .refine((n) => Number.isFinite(n), `${label} must be a whole number`)
    .refine((n) => Number.isInteger(n), `${label} must be a whole number`)
    .refine((n) => n >= 1 && n <= QUOTE_MAX_QUANTITY, `${label} must be between 1 and ${QUOTE_MAX_QUANTITY}`);

/** A day 'YYYY-MM-DD' that is today or later in the shop's time zone. */
const dayFromToday = (label: string) =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isCalendarDay, `${label} must be a date (YYYY-MM-DD)`)
    .refine((day) => day >= shopToday(), `${label} cannot be in the past`);

/**
 * POST /quotes: the text fields of the multipart form (the drawing is the optional file part).
 * Multipart fields arrive as strings, so quantity is coerced and an empty needed_by means none.
 */
export const QuoteRequestFields = z.object({
  machine: requiredText('Machine', QUOTE_TEXT_MAX_LENGTH),
  tool_type: requiredText('Tool type', QUOTE_TEXT_MAX_LENGTH),
  quantity: quantity('Quantity'),
  needed_by: z.preprocess((v) => (v === '' || v === null ? undefined : v), dayFromToday('Needed by').optional()),
  notes: z
    .string()
    .trim()
    .max(QUOTE_NOTES_MAX_LENGTH, `Notes are too long (${QUOTE_NOTES_MAX_LENGTH} characters at most)`)
    .optional()
    .default(''),
});
export type QuoteRequestFields = z.infer<typeof QuoteRequestFields>;

export const QuoteNumberParams = z.object({
  quoteNumber: z.string().regex(QUOTE_NUMBER_PATTERN, 'Invalid quote number'),
});
export type QuoteNumberParams = z.infer<typeof QuoteNumberParams>;

/** POST /quotes/:quoteNumber/messages (both sides). */
export const QuoteMessageBody = z.object({
  body: z
    .string({ message: 'Enter a message.' })
    .trim()
    .min(1, 'Enter a message.')
    .max(QUOTE_MESSAGE_MAX_LENGTH, `The message is too long (${QUOTE_MESSAGE_MAX_LENGTH} characters at most).`),
});
export type QuoteMessageBody = z.infer<typeof QuoteMessageBody>;

const QuoteStatus = z.enum(QUOTE_STATUSES, { message: `status must be one of: ${QUOTE_STATUSES.join(', ')}` });

/** GET /admin/quotes?status=&q=&page=&limit= */
export const AdminQuoteQuery = PageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), QuoteStatus.optional()),
  q: z
    .string()
    .trim()
    .max(200, 'q is too long')
    .optional()
    .transform((v) => v || undefined)
    .describe('Quote number, customer name, email or company, machine or tool type; partial, any case'),
});
export type AdminQuoteQuery = z.infer<typeof AdminQuoteQuery>;

/** One priced line of an offer; unit_price in dollars, more than 0, at most 2 decimals. */
export const QuoteOfferLine = z.object({
  description: requiredText('Description', QUOTE_LINE_DESCRIPTION_MAX_LENGTH),
  quantity: z
    .number({ message: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, `Quantity must be between 1 and ${QUOTE_MAX_QUANTITY}`)
    .max(QUOTE_MAX_QUANTITY, `Quantity must be between 1 and ${QUOTE_MAX_QUANTITY}`),
  unit_price: z
    .number({ message: 'Unit price must be a number' })
    .positive('Unit price must be more than 0')
    .max(1000000, 'Unit price is too large')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Unit price has at most 2 decimals'),
});
export type QuoteOfferLine = z.infer<typeof QuoteOfferLine>;

/** PUT /admin/quotes/:quoteNumber/offer: sends (or revises) the priced quote. */
export const QuoteOfferBody = z.object({
  lines: z
    .array(QuoteOfferLine, { message: 'Add at least one line' })
    .min(1, 'Add at least one line')
    .max(QUOTE_MAX_LINES, `A quote has at most ${QUOTE_MAX_LINES} lines`),
  valid_until: dayFromToday('Valid until'),
  message: z
    .string()
    .trim()
    .max(QUOTE_MESSAGE_MAX_LENGTH, `The message is too long (${QUOTE_MESSAGE_MAX_LENGTH} characters at most).`)
    .optional()
    .default(''),
});
export type QuoteOfferBody = z.infer<typeof QuoteOfferBody>;

/** POST /admin/quotes/:quoteNumber/decline: the message tells the customer why. */
export const QuoteDeclineBody = z.object({
  message: z
    .string({ message: 'Tell the customer why.' })
    .trim()
    .min(1, 'Tell the customer why.')
    .max(QUOTE_MESSAGE_MAX_LENGTH, `The message is too long (${QUOTE_MESSAGE_MAX_LENGTH} characters at most).`),
});
export type QuoteDeclineBody = z.infer<typeof QuoteDeclineBody>;
