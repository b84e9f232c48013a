import { configuredShopTimeZone, DEFAULT_SHOP_TIME_ZONE, formatCalendarDay, shopDayOf } from './shop-time.js';
/**
 * Quotes for special tools (issue 14 item 5): the statuses, limits and texts both sides use. Zod-free
 * so a screen can show a limit or a message without loading a schema.
 */

/** Stored statuses plus 'Expired', which is computed: a 'Quoted' quote past its valid_until day. */
export const QUOTE_STATUSES = ['Requested', 'Quoted', 'Ordered', 'Declined', 'Expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TEXT_MAX_LENGTH = 120;
export const QUOTE_NOTES_MAX_LENGTH = 2000;
export const QUOTE_MESSAGE_MAX_LENGTH = 2000;
export const QUOTE_LINE_DESCRIPTION_MAX_LENGTH = 200;
export const QUOTE_MAX_QUANTITY = 9999;
export const QUOTE_MAX_LINES = 50;

/** A drawing is at most 10 MB (checked by the browser first, decided by the server). */
export const QUOTE_DRAWING_MAX_BYTES = 10 * 1024 * 1024;
/** The file input's accept list; the server checks the content, not the name. */
export const QUOTE_DRAWING_ACCEPT = '.pdf,.png,.jpg,.jpeg,.dxf';
export const QUOTE_DRAWING_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/dxf'] as const;
export type QuoteDrawingContentType = (typeof QUOTE_DRAWING_CONTENT_TYPES)[number];

export const QUOTE_TEXTS = {
  requested: 'Your quote request has been sent.',
  messageSent: 'Message sent.',
  accepted: 'The quote is in your cart.',
  offerSent: 'Quote sent to the customer.',
  declined: 'Quote declined.',
  drawingType: 'The drawing must be a PDF, PNG, JPEG or DXF file.',
  drawingTooLarge: 'The drawing is too large (10 MB at most).',
  notFound: 'Quote not found',
  drawingNotFound: 'Drawing not found',
  notQuoted: 'This quote has no offer to accept yet.',
  declinedQuote: 'This quote was declined.',
  alreadyOrdered: 'This quote has already been ordered.',
  quotedQuantity: 'A quoted line is bought in the quoted quantity.',
  /** The quote's lines changed or were bought while the cart held them. */
  lineGone: 'A quoted line in your cart is no longer on offer. Remove it and accept the quote again.',
} as const;

/** "This quote expired on Dec 30, 2026." — the message of an expired quote and of its cart line. */
export const quoteExpiredText = (validUntil: string): string => `This quote expired on ${formatQuoteDay(validUntil)}.`;

/** 'YYYY-MM-DD' → 'Dec 30, 2026', en-US like the shop's order dates (a calendar day: no time zone to convert). */
export const formatQuoteDay = formatCalendarDay;

/** The shop's default time zone: a quote is valid through the end of its valid_until day in the shop's zone (SHOP_TIMEZONE). */
export const QUOTE_TIME_ZONE = DEFAULT_SHOP_TIME_ZONE;

/** Today's date in the shop's time zone, 'YYYY-MM-DD' (the zone: the caller's, else the configured one). */
export function shopToday(now: Date = new Date(), zone: string = configuredShopTimeZone()): string {
  return shopDayOf(now, zone);
}

/** A real calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The quote number of a storefront link, 'Q-10001'. */
export const QUOTE_NUMBER_PATTERN = /^Q-\d{5,9}$/;
