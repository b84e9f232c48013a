import type { QuoteAcceptAnswer, QuoteActionAnswer, QuoteAnswer, QuoteListAnswer } from '@northbend/shared';
import { apiDownload, apiGet, apiPost, apiUpload } from '../../lib/api-client';

// The quote calls (issue 14 item 5) live here, not in app/api-paths.ts: only the quote screens'
// lazy chunks use them, so the first page's script does not carry them.
const quote = (quoteNumber: string) => `quotes/${encodeURIComponent(quoteNumber)}`;

export const quotePaths = {
  list: 'quotes',
  quote,
  drawing: (quoteNumber: string) => `${quote(quoteNumber)}/drawing`,
  messages: (quoteNumber: string) => `${quote(quoteNumber)}/messages`,
  accept: (quoteNumber: string) => `${quote(quoteNumber)}/accept`,
} as const;

/** The customer's quotes, newest first; quiet: the page shows its own failure. */
export const getQuotes = (signal?: AbortSignal) => apiGet<QuoteListAnswer>(quotePaths.list, { quiet: true, signal }).then((b) => b.result);

/** One quote of the customer's; quiet: the page says when it is not theirs or not there. */
export const getQuote = (quoteNumber: string, signal?: AbortSignal) =>
  apiGet<QuoteAnswer>(quotePaths.quote(quoteNumber), { quiet: true, signal }).then((b) => b.result);

/** The request form as multipart (the drawing is the optional file part); a refusal is toasted. */
export const requestQuote = (form: FormData) => apiUpload<QuoteActionAnswer>(quotePaths.list, form, { method: 'POST' });

export const sendQuoteMessage = (quoteNumber: string, body: string) =>
  apiPost<QuoteActionAnswer>(quotePaths.messages(quoteNumber), { body });

/** Puts the quote's lines in the cart at the quoted prices; answers with the whole priced cart. */
export const acceptQuote = (quoteNumber: string) => apiPost<QuoteAcceptAnswer>(quotePaths.accept(quoteNumber), {});

/** The drawing, with the bearer token (a plain link cannot carry it). */
export const getQuoteDrawing = (quoteNumber: string) => apiDownload(quotePaths.drawing(quoteNumber));
