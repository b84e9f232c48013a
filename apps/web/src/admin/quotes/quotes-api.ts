import type { AdminQuoteActionAnswer, AdminQuoteAnswer, AdminQuotePage, QuoteOfferBody } from '@northbend/shared';
import { adminDownload, adminGet, adminPost, adminPut } from '../api/client';

const quote = (quoteNumber: string) => `quotes/${encodeURIComponent(quoteNumber)}`;

/** The back office's quote calls (/api/v1/admin/quotes…): requests for special tools and sales' offers. */
export const quotesApi = {
  list: (query: string, signal?: AbortSignal) => adminGet<AdminQuotePage>(`quotes${query}`, signal),
  get: (quoteNumber: string, signal?: AbortSignal) => adminGet<AdminQuoteAnswer>(quote(quoteNumber), signal),
  drawing: (quoteNumber: string) => adminDownload(`${quote(quoteNumber)}/drawing`),
  sendOffer: (quoteNumber: string, offer: QuoteOfferBody) => adminPut<AdminQuoteActionAnswer>(`${quote(quoteNumber)}/offer`, offer),
  message: (quoteNumber: string, body: string) => adminPost<AdminQuoteActionAnswer>(`${quote(quoteNumber)}/messages`, { body }),
  decline: (quoteNumber: string, message: string) => adminPost<AdminQuoteActionAnswer>(`${quote(quoteNumber)}/decline`, { message }),
};
