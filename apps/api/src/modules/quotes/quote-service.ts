import {
  QUOTE_TEXTS,
  quoteExpiredText,
  type CartData,
  type QuoteMessageBody,
  type QuoteRequestFields,
  type QuoteSummary,
  type QuoteView,
} from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { quoteCustomerMail, type QuoteMailFacts } from '../../integrations/mail/templates/quote-customer-mail.js';
import { quoteSalesNotice } from '../../integrations/mail/templates/quote-sales-notice.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { findMember } from '../company/index.js';
import { CUSTOMER_NOT_FOUND, lockCustomer } from '../customers/index.js';
import { staffNames } from '../staff/index.js';
import { checkDrawing, readDrawing, removeDrawing, saveDrawing } from './drawings.js';
import { adminQuoteUrl, queueQuoteMail } from './quote-mail-jobs.js';
import {
  customerOfQuote,
  findQuote,
  formatQuoteNumber,
  insertMessage,
  insertQuote,
  insertQuoteCartLines,
  linesOf,
  listQuotesOfCompany,
  listQuotesOfCustomer,
  markSeenByCustomer,
  messagesOf,
  updateQuote,
  type QuoteListRow,
} from './quote-queries.js';
import { quoteSummary, quoteView, statusOf } from './quote-view.js';

export interface QuoteDeps {
  db: Database;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'salesEmail' | 'drawingsDir'>;
  /** The priced cart as every cart call answers it (the cart module's front door, wired in app.ts). */
  pricedCart: (customerId: string) => Promise<CartData>;
}

export interface DrawingFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** The storefront link of a quote, which the emails use. */
export const customerQuoteUrl = (publicUrl: string, quoteNumber: string) =>
  `${publicUrl}/user/quotes?quote=${encodeURIComponent(quoteNumber)}`;

/** What the quote's emails say of it, for either side. */
export async function mailFactsOf(db: Database, config: QuoteDeps['config'], q: QuoteListRow) {
  const customer = await customerOfQuote(db, q.customerId);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  const quoteNumber = formatQuoteNumber(q.number);
  const forCustomer: QuoteMailFacts = {
    brandName: config.brandName,
    customerName: customer.name,
    quoteNumber,
    toolType: q.toolType,
    machine: q.machine,
    quoteUrl: customerQuoteUrl(config.publicUrl, quoteNumber),
    salesEmail: config.salesEmail,
  };
  const forSales = {
    brandName: config.brandName,
    quoteNumber,
    customerName: customer.name,
    customerEmail: customer.email,
    company: customer.company,
    toolType: q.toolType,
    machine: q.machine,
    adminUrl: adminQuoteUrl(config.publicUrl, quoteNumber),
  };
  return { customer, forCustomer, forSales };
}

/** The full view of a quote for one side. */
export async function viewOf(db: Database, q: QuoteListRow, side: 'customer' | 'staff'): Promise<QuoteView> {
  const [lines, messages, customer] = await Promise.all([linesOf(db, q.id), messagesOf(db, q.id), customerOfQuote(db, q.customerId)]);
  const staff = await staffNames(
    db,
    messages.map((m) => m.staffId),
  );
  return quoteView(q, side, lines, messages, { customer: customer?.name ?? '', staff });
}

/** The storefront's quotes: a customer requests, reads, writes and accepts their own only. */
export function quoteService({ db, config, pricedCart }: QuoteDeps) {
  /**
   * A quote the caller may read: their own, or (issue 26) one of a colleague when the caller is an
   * admin of their company. Writing, accepting and the read marks stay the requester's own.
   */
  async function readableQuote(customerId: string, quoteNumber: string): Promise<QuoteListRow> {
    const q = await findQuote(db, quoteNumber);
    if (q && q.customerId !== customerId) {
      const [me, requester] = await Promise.all([findMember(db, customerId), findMember(db, q.customerId)]);
      if (me?.companyRole === 'admin' && requester && requester.companyId === me.companyId) return q;
    }
    return ownQuote(db, customerId, quoteNumber);
  }

  /** Someone else's quote is not found, as one that does not exist (no number guessing). */
  async function ownQuote(tx: Database, customerId: string, quoteNumber: string, lock = false): Promise<QuoteListRow> {
    const q = await findQuote(tx, quoteNumber, lock);
    if (!q || q.customerId !== customerId) throw notFound(QUOTE_TEXTS.notFound);
    return q;
  }

  return {
    /**
     * Stores the request with its drawing: the file is checked by content first (nothing written
     * when refused), written under a random name, then the record and its emails in one
     * transaction; a failed transaction removes the file again.
     */
    async request(customerId: string, fields: QuoteRequestFields, upload: { data: Buffer; fileName: string } | null): Promise<QuoteView> {
      const drawing = upload ? checkDrawing(upload.data, upload.fileName) : null;
      const stored = drawing ? await saveDrawing(config.drawingsDir, drawing) : null;
      try {
        const quote = await db.transaction(async (tx) => {
          if (!(await lockCustomer(tx, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
          const row = await insertQuote(tx, {
            customerId,
            machine: fields.machine,
            toolType: fields.tool_type,
            quantity: fields.quantity,
            neededBy: fields.needed_by ?? null,
            notes: fields.notes,
            ...(drawing && stored
              ? { drawingFile: stored, drawingName: drawing.fileName, drawingType: drawing.contentType, drawingSize: drawing.data.length }
              : {}),
          });
          const q = (await findQuote(tx, formatQuoteNumber(row.number)))!;
          const facts = await mailFactsOf(tx, config, q);
          await queueQuoteMail(tx, 'requested', q.id, {
            to: facts.customer.email,
            ...quoteCustomerMail(facts.forCustomer, { kind: 'requested' }),
          });
          const notice = quoteSalesNotice(facts.forSales, {
            kind: 'requested',
            quantity: q.quantity,
            neededBy: q.neededBy,
            notes: q.notes,
            drawing: drawing
              ? `${drawing.fileName} (${drawing.contentType}, ${Math.max(1, Math.round(drawing.data.length / 1024))} KB)`
              : null,
          });
          await queueQuoteMail(tx, 'salesNotice', q.id, { to: config.salesEmail, ...notice });
          return q;
        });
        return viewOf(db, quote, 'customer');
      } catch (err) {
        if (stored) await removeDrawing(config.drawingsDir, stored);
        throw err;
      }
    },

    /** A customer's own quotes; a company admin's list holds every member's, with who asked (issue 26). */
    async list(customerId: string): Promise<QuoteSummary[]> {
      const me = await findMember(db, customerId);
      if (me?.companyRole === 'admin') {
        return (await listQuotesOfCompany(db, me.companyId)).map((q) => ({
          ...quoteSummary(q, 'customer'),
          requested_by: { _id: q.requestedBy.id, user_name: q.requestedBy.name },
        }));
      }
      return (await listQuotesOfCustomer(db, customerId)).map((q) => quoteSummary(q, 'customer'));
    },

    /** The quote with its thread; the requester opening it marks what sales wrote as read. */
    async detail(customerId: string, quoteNumber: string): Promise<QuoteView> {
      const q = await readableQuote(customerId, quoteNumber);
      if (q.customerId !== customerId) return viewOf(db, q, 'customer');
      const seenAt = await markSeenByCustomer(db, q.id);
      return viewOf(db, { ...q, customerSeenAt: seenAt ?? q.customerSeenAt }, 'customer');
    },

    async drawing(customerId: string, quoteNumber: string): Promise<DrawingFile> {
      return drawingOf(config.drawingsDir, await readableQuote(customerId, quoteNumber));
    },

    async message(customerId: string, quoteNumber: string, body: QuoteMessageBody['body']): Promise<QuoteView> {
      const q = await db.transaction(async (tx) => {
        const quote = await ownQuote(tx, customerId, quoteNumber, true);
        const message = await insertMessage(tx, { quoteId: quote.id, author: 'customer', body });
        await updateQuote(tx, quote.id, { customerActivityAt: message.createdAt, customerSeenAt: message.createdAt });
        const facts = await mailFactsOf(tx, config, quote);
        await queueQuoteMail(tx, 'customerMessage', message.id, {
          to: config.salesEmail,
          ...quoteSalesNotice(facts.forSales, { kind: 'message', body }),
        });
        return (await findQuote(tx, quoteNumber))!;
      });
      return viewOf(db, q, 'customer');
    },

    /**
     * Puts a valid offer's lines in the customer's cart at the quoted prices. Under the customer's
     * lock (as every cart change) and the quote's: a revised offer or an order at the same time
     * waits. Accepting again adds only the lines not already there.
     */
    async accept(customerId: string, quoteNumber: string): Promise<CartData> {
      await db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
        const q = await ownQuote(tx, customerId, quoteNumber, true);
        const status = statusOf(q);
        if (status === 'Requested') throw new HttpError(409, QUOTE_TEXTS.notQuoted);
        if (status === 'Declined') throw new HttpError(409, QUOTE_TEXTS.declinedQuote);
        if (status === 'Ordered') throw new HttpError(409, QUOTE_TEXTS.alreadyOrdered);
        if (status === 'Expired') throw new HttpError(409, quoteExpiredText(q.validUntil!));
        const lines = await linesOf(tx, q.id);
        await insertQuoteCartLines(
          tx,
          customerId,
          q.id,
          lines.map((l) => l.id),
        );
      });
      return pricedCart(customerId);
    },
  };
}

/** The stored drawing of a quote, with the type its content was checked as. */
export async function drawingOf(drawingsDir: string, q: QuoteListRow): Promise<DrawingFile> {
  const data = q.drawingFile ? await readDrawing(drawingsDir, q.drawingFile) : null;
  if (!data || !q.drawingType) throw notFound(QUOTE_TEXTS.drawingNotFound);
  return { data, contentType: q.drawingType, fileName: q.drawingName ?? 'drawing' };
}

export type QuoteService = ReturnType<typeof quoteService>;
