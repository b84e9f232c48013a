import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  dollarsToCents,
  QUOTE_TEXTS,
  shopToday,
  type AdminQuotePage,
  type AdminQuoteQuery,
  type AdminQuoteView,
  type QuoteOfferBody,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { quoteCustomerMail } from '../../integrations/mail/templates/quote-customer-mail.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { staffNames } from '../staff/index.js';
import { queueQuoteMail } from './quote-mail-jobs.js';
import {
  customerOfQuote,
  deleteQuoteCartLinesOfQuote,
  findQuote,
  insertMessage,
  listQuotesForStaff,
  replaceLines,
  updateQuote,
  type QuoteListRow,
} from './quote-queries.js';
import { drawingOf, mailFactsOf, viewOf, type DrawingFile, type QuoteDeps } from './quote-service.js';
import { adminQuoteSummary, statusOf } from './quote-view.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

type AdminQuoteDeps = Pick<QuoteDeps, 'db' | 'config'>;

/** Sales' side of quotes: read every request, send (or revise) priced offers, write, decline; each write audited. */
export function adminQuoteService({ db, config }: AdminQuoteDeps) {
  async function quoteOf(tx: Database, quoteNumber: string, lock = false): Promise<QuoteListRow> {
    const q = await findQuote(tx, quoteNumber, lock);
    if (!q) throw notFound(QUOTE_TEXTS.notFound);
    return q;
  }

  async function detail(quoteNumber: string): Promise<AdminQuoteView> {
    const q = await quoteOf(db, quoteNumber);
    const [view, customer, names] = await Promise.all([
      viewOf(db, q, 'staff'),
      customerOfQuote(db, q.customerId),
      staffNames(db, [q.answeredBy]),
    ]);
    return {
      ...view,
      customer: { _id: q.customerId, name: customer?.name ?? '', email: customer?.email ?? '', company: customer?.company ?? '' },
      answered_by: q.answeredBy ? (names.get(q.answeredBy) ?? null) : null,
    };
  }

  const actor = (me: SignedInStaff) => ({ id: me.id, email: me.email });

  return {
    async list(q: AdminQuoteQuery): Promise<AdminQuotePage> {
      const { rows, total } = await listQuotesForStaff(db, q, shopToday(new Date(), shopTimeZone()));
      return { result: rows.map(adminQuoteSummary), total, page: q.page, limit: q.limit };
    },

    detail,

    async drawing(quoteNumber: string): Promise<DrawingFile> {
      return drawingOf(config.drawingsDir, await quoteOf(db, quoteNumber));
    },

    /**
     * Sends the priced offer, or a revised one: the lines are replaced (which takes the old ones
     * out of the customer's cart), the quote is 'Quoted' until valid_until, and the customer gets
     * the lines, total and validity by email. An ordered or declined quote is refused (409).
     */
    async offer(me: SignedInStaff, quoteNumber: string, body: QuoteOfferBody): Promise<AdminQuoteView> {
      await db.transaction(async (tx) => {
        const q = await quoteOf(tx, quoteNumber, true);
        if (q.status === 'Ordered') throw new HttpError(409, QUOTE_TEXTS.alreadyOrdered);
        if (q.status === 'Declined') throw new HttpError(409, QUOTE_TEXTS.declinedQuote);
        const lines = body.lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unitPriceCents: dollarsToCents(l.unit_price),
        }));
        await replaceLines(tx, q.id, lines);
        const now = new Date();
        await updateQuote(tx, q.id, { status: 'Quoted', validUntil: body.valid_until, answeredBy: me.id, staffActivityAt: now });
        if (body.message) await insertMessage(tx, { quoteId: q.id, author: 'staff', staffId: me.id, body: body.message });
        const totalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        const facts = await mailFactsOf(tx, config, q);
        const mail = quoteCustomerMail(facts.forCustomer, {
          kind: 'sent',
          revised: q.status === 'Quoted',
          lines: lines.map((l) => ({
            description: l.description,
            quantity: l.quantity,
            unitPrice: centsToDollars(l.unitPriceCents),
            lineTotal: centsToDollars(l.unitPriceCents * l.quantity),
          })),
          total: centsToDollars(totalCents),
          validUntil: body.valid_until,
          message: body.message,
        });
        await queueQuoteMail(tx, 'sent', `${q.id}.${randomUUID()}`, { to: facts.customer.email, ...mail });
        await recordAudit(tx, {
          staff: actor(me),
          action: 'quote.offer',
          entityType: 'quote',
          entityId: q.id,
          summary: `${me.email} sent ${q.status === 'Quoted' ? 'a revised' : 'the'} offer of ${quoteNumber} (${lines.length} line${lines.length === 1 ? '' : 's'}, valid until ${body.valid_until})`,
          before: { status: statusOf(q), valid_until: q.validUntil, total_cents: q.totalCents },
          after: { status: 'Quoted', valid_until: body.valid_until, total_cents: totalCents, lines: lines.length },
        });
      });
      return detail(quoteNumber);
    },

    async message(me: SignedInStaff, quoteNumber: string, body: string): Promise<AdminQuoteView> {
      await db.transaction(async (tx) => {
        const q = await quoteOf(tx, quoteNumber, true);
        const message = await insertMessage(tx, { quoteId: q.id, author: 'staff', staffId: me.id, body });
        await updateQuote(tx, q.id, { staffActivityAt: message.createdAt });
        const facts = await mailFactsOf(tx, config, q);
        const mail = quoteCustomerMail(facts.forCustomer, { kind: 'message', staffName: me.name, body });
        await queueQuoteMail(tx, 'message', message.id, { to: facts.customer.email, ...mail });
        await recordAudit(tx, {
          staff: actor(me),
          action: 'quote.message',
          entityType: 'quote',
          entityId: q.id,
          summary: `${me.email} wrote to ${facts.customer.email} about ${quoteNumber}`,
          after: { message_id: message.id },
        });
      });
      return detail(quoteNumber);
    },

    /** Declines the request (or withdraws an offer) with the reason, which the customer reads; its lines leave their cart. */
    async decline(me: SignedInStaff, quoteNumber: string, reason: string): Promise<AdminQuoteView> {
      await db.transaction(async (tx) => {
        const q = await quoteOf(tx, quoteNumber, true);
        if (q.status === 'Ordered') throw new HttpError(409, QUOTE_TEXTS.alreadyOrdered);
        if (q.status === 'Declined') throw new HttpError(409, QUOTE_TEXTS.declinedQuote);
        const message = await insertMessage(tx, { quoteId: q.id, author: 'staff', staffId: me.id, body: reason });
        await updateQuote(tx, q.id, { status: 'Declined', answeredBy: me.id, staffActivityAt: message.createdAt });
        await deleteQuoteCartLinesOfQuote(tx, q.id);
        const facts = await mailFactsOf(tx, config, q);
        const mail = quoteCustomerMail(facts.forCustomer, { kind: 'declined', staffName: me.name, body: reason });
        await queueQuoteMail(tx, 'declined', q.id, { to: facts.customer.email, ...mail });
        await recordAudit(tx, {
          staff: actor(me),
          action: 'quote.decline',
          entityType: 'quote',
          entityId: q.id,
          summary: `${me.email} declined ${quoteNumber} of ${facts.customer.email}`,
          before: { status: statusOf(q) },
          after: { status: 'Declined', message_id: message.id },
        });
      });
      return detail(quoteNumber);
    },
  };
}
