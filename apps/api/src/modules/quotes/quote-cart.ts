import { eq, inArray, sql } from 'drizzle-orm';
import { QUOTE_TEXTS, quoteExpiredText, shopToday } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { quoteCartLines, quoteRequests } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { enqueueJob } from '../jobs/index.js';
import { QUOTE_JOBS } from './quote-mail-jobs.js';
import {
  deleteQuoteCartLine,
  deleteQuoteCartLinesOfCustomer,
  findQuoteCartLine,
  formatQuoteNumber,
  markQuotesOrdered,
  quoteCartLinesOf,
} from './quote-queries.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

/**
 * The quotes module's side of the cart and the order (decision 017): the cart module prices these
 * lines into the customer's cart, the orders module buys them. Prices come from the quote's lines
 * in the database, never from a request.
 */
export interface QuoteCartLine {
  /** The cart line id the storefront removes it by. */
  cartLineId: string;
  quoteId: string;
  quoteLineId: string;
  quoteNumber: string;
  position: number;
  description: string;
  quantity: number;
  unitPriceCents: number;
  validUntil: string;
  /** Why it cannot be ordered (the quote expired, or is no longer on offer); null when it can. */
  problem: string | null;
  createdAt: string;
}

/** The quote lines in the customer's cart, priced from their quotes, with any reason they cannot be bought. */
export async function quoteLinesInCart(db: Database, customerId: string): Promise<QuoteCartLine[]> {
  const today = shopToday(new Date(), shopTimeZone());
  const rows = await quoteCartLinesOf(db, customerId);
  return rows.map((r) => ({
    cartLineId: r.cartLineId,
    quoteId: r.quoteId,
    quoteLineId: r.quoteLineId,
    quoteNumber: formatQuoteNumber(r.quoteNumber),
    position: r.position,
    description: r.description,
    quantity: r.quantity,
    unitPriceCents: r.unitPriceCents,
    validUntil: r.validUntil ?? '',
    problem: r.status !== 'Quoted' || !r.validUntil ? QUOTE_TEXTS.lineGone : r.validUntil < today ? quoteExpiredText(r.validUntil) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Whose quote line a cart line id is, when it is one (the cart decides 403 or 404). */
export async function findQuoteCartLineOwner(db: Database, cartLineId: string): Promise<{ customerId: string } | undefined> {
  const row = await findQuoteCartLine(db, cartLineId);
  return row && { customerId: row.customerId };
}

/** Takes a quote line out of the cart; the quote stays 'Quoted' and may be accepted again. */
export async function removeQuoteCartLine(tx: Database, cartLineId: string): Promise<void> {
  await deleteQuoteCartLine(tx, cartLineId);
}

/**
 * Locks the quotes whose lines sit in the customer's cart, before the order reads the cart: a
 * revised offer or a decline (which lock the quote too) then waits for the order, or the order
 * reads the cart after it. Either way the order buys exactly the lines on offer. Answers their ids:
 * none means the cart holds no quote line (under the customer's lock, none can join it).
 */
export async function lockQuotesInCart(tx: Database, customerId: string): Promise<string[]> {
  const locked = await tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(
      inArray(
        quoteRequests.id,
        tx
          .select({ id: quoteCartLines.quoteId })
          .from(quoteCartLines)
          .where(eq(quoteCartLines.customerId, sql.placeholder('customerId'))),
      ),
    )
    .orderBy(quoteRequests.id)
    .for('update')
    // Every order asks, mostly of carts without quotes: a named statement keeps PostgreSQL from planning it each time.
    .prepare('lock_quotes_in_cart')
    .execute({ customerId });
  return locked.map((q) => q.id);
}

export const QUOTE_ORDER_MESSAGES = {
  notOnOffer: (numbers: string[]) =>
    `${numbers.length === 1 ? `Quote ${numbers[0]} is` : `Quotes ${numbers.join(', ')} are`} no longer on offer: it may have been ordered already, revised or declined. Please remove it from your cart.`,
} as const;

/**
 * Buys the quotes of the order's quote lines in the order's transaction: each becomes 'Ordered'
 * with the order's number, once (the quote table's trigger refuses a second time, or an expired
 * one), the customer's quote lines leave the cart, and sales get a notice. 409 and nothing
 * written (the caller's transaction rolls back) when a quote is no longer on offer.
 */
export async function buyQuoteLines(
  tx: Database,
  a: { customerId: string; lines: { quoteId: string; quoteNumber: string }[]; orderId: string; orderNumber: string },
): Promise<void> {
  const quoteIds = [...new Set(a.lines.map((l) => l.quoteId))];
  if (quoteIds.length) {
    const marked = await markQuotesOrdered(tx, {
      customerId: a.customerId,
      quoteIds,
      orderId: a.orderId,
      orderNumber: a.orderNumber,
      today: shopToday(new Date(), shopTimeZone()),
    });
    const missing = quoteIds.filter((id) => !marked.includes(id));
    if (missing.length) {
      const numbers = [...new Set(a.lines.filter((l) => missing.includes(l.quoteId)).map((l) => l.quoteNumber))];
      throw new HttpError(409, QUOTE_ORDER_MESSAGES.notOnOffer(numbers));
    }
    const numberOf = new Map(a.lines.map((l) => [l.quoteId, l.quoteNumber]));
    await enqueueJob(
      tx,
      quoteIds.map((quoteId) => ({
        kind: QUOTE_JOBS.ordered,
        key: `${QUOTE_JOBS.ordered.name}.${quoteId}`,
        payload: { quoteId, orderNumber: a.orderNumber, about: `${numberOf.get(quoteId)} in ${a.orderNumber}` },
      })),
    );
  }
  await deleteQuoteCartLinesOfCustomer(tx, a.customerId);
}
