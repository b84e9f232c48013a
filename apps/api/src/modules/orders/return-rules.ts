import { centsToDollars, dollarsToCents, formatPrice, moneyReceived, type OrderReturnBody, type ReturnMoneyKind } from '@northbend/shared';
import type { ReturnedLineSnapshot } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { openNet30Invoice, providerPaidReference } from './admin-order-rules.js';
import type { OrderRow } from './queries.js';
import type { OrderReturnRow } from './return-queries.js';

/**
 * What a return may take back and give back (issue 28, decision 025). Pure: the request checks
 * it before the provider is asked, and the commit checks it again under the order's lock.
 */

export const RETURN_MESSAGES = {
  created: (rma: string) => `Return ${rma} has been recorded.`,
  unknownLine: (id: string) => `This order has no line ${id}.`,
  lineTwice: 'Name each line once.',
  noPieces: 'Choose at least one piece to return.',
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} has been returned in full already.` : `Only ${left} of ${name} can still be returned.`,
  overRefund: (askedCents: number, m: ReturnMoney) =>
    m.kind === 'invoice_credit'
      ? `A credit of ${money(askedCents)} is more than the ${money(m.refundableCents)} still owed on this order's Net 30 invoice.`
      : m.refundableCents === 0 && m.refundedCents === 0
        ? `A refund of ${money(askedCents)} is more than was paid for this order: nothing has been paid yet.`
        : `A refund of ${money(askedCents)} is more than can still be refunded: ${money(m.paidCents)} was paid and ${money(m.refundedCents)} refunded before, so ${money(m.refundableCents)} is left.`,
  refundFailed: 'The payment provider did not accept the refund; nothing has been recorded. Please try again later.',
  creditFailed: 'The payment provider did not accept the credit on the Net 30 invoice; nothing has been recorded. Please try again later.',
  pending:
    'The money has gone back at the payment provider, but the return could not be saved yet. It is retried in the background; if it cannot be finished, an alert appears on the dashboard.',
  refusedAfterProvider: (reason: string) =>
    `The money has gone back at the payment provider, but the return could not be recorded: ${reason} An alert on the dashboard asks to check it.`,
  notFound: 'This return was not found.',
} as const;

const money = (cents: number) => formatPrice(centsToDollars(cents));

/** A line of the order as a return counts it: a plain line, or one variant of a variant line. */
export interface ReturnableUnit {
  lineId: string;
  productId: string;
  name: string;
  sku: string;
  ordered: number;
  unitPriceCents: number;
  /** The order line's own id, which also names the unit when the line has only this one variant. */
  orderLineId: string;
}

export function returnableUnits(o: Pick<OrderRow, 'lines'>): ReturnableUnit[] {
  return o.lines.flatMap((line) =>
    line.variants.length === 0
      ? [
          {
            lineId: line.cartItemId,
            productId: line.productId,
            name: line.product.name,
            sku: line.product.sku,
            ordered: line.quantity,
            unitPriceCents: line.productPriceCents,
            orderLineId: line.cartItemId,
          },
        ]
      : line.variants.map((v) => ({
          lineId: v.variantId,
          productId: line.productId,
          name: `${line.product.name} — ${v.name}`,
          sku: v.sku,
          ordered: v.quantity,
          unitPriceCents: v.unitPriceCents,
          orderLineId: line.cartItemId,
        })),
  );
}

/** Pieces of each unit returned so far. */
export function returnedPieces(returns: Pick<OrderReturnRow, 'lines'>[]): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const r of returns) for (const l of r.lines) pieces.set(l.lineId, (pieces.get(l.lineId) ?? 0) + l.quantity);
  return pieces;
}

/** The money side of an order for a new return: how it goes back and how much may. */
export interface ReturnMoney {
  kind: Exclude<ReturnMoneyKind, 'none'> | 'none';
  paidCents: number;
  refundedCents: number;
  creditedCents: number;
  refundableCents: number;
  /** The provider's payment to refund, or the open invoice to credit; null by hand or without money. */
  partnerReference: string | null;
}

const REFUNDS: readonly ReturnMoneyKind[] = ['refund', 'refund_by_hand'];

export function returnMoney(o: OrderRow, returns: Pick<OrderReturnRow, 'money' | 'amountCents'>[]): ReturnMoney {
  const refundedCents =
    returns.filter((r) => REFUNDS.includes(r.money)).reduce((sum, r) => sum + r.amountCents, 0) + (o.refund?.amountCents ?? 0);
  const creditedCents = returns.filter((r) => r.money === 'invoice_credit').reduce((sum, r) => sum + r.amountCents, 0);
  if (moneyReceived(o.paymentStatus)) {
    // What was paid is the total: a credit lowers the total before anything is paid (it only applies to an unpaid invoice).
    const paidCents = o.totalCents;
    const refundableCents = Math.max(0, paidCents - refundedCents);
    const reference = providerPaidReference(o);
    return {
      kind: reference ? 'refund' : 'refund_by_hand',
      paidCents,
      refundedCents,
      creditedCents,
      refundableCents,
      partnerReference: reference,
    };
  }
  const invoice = o.status === 'Cancelled' ? null : openNet30Invoice(o);
  if (invoice)
    return { kind: 'invoice_credit', paidCents: 0, refundedCents, creditedCents, refundableCents: o.totalCents, partnerReference: invoice };
  return { kind: 'none', paidCents: 0, refundedCents, creditedCents, refundableCents: 0, partnerReference: null };
}

/** A checked return: the lines as they are recorded, and the money given back. */
export interface PlannedReturn {
  lines: ReturnedLineSnapshot[];
  valueCents: number;
  amountCents: number;
  money: ReturnMoney;
}

/**
 * Checks a return against the order as it is: every line is the order's, named once, and no more
 * than is left of it (409); at least one piece; a refund no more than can still go back (409 with
 * what was paid and refunded). Throws HttpError; changes nothing.
 */
export function planReturn(
  o: OrderRow,
  returns: Pick<OrderReturnRow, 'lines' | 'money' | 'amountCents'>[],
  body: Pick<OrderReturnBody, 'lines' | 'refund_amount'>,
): PlannedReturn {
  const units = returnableUnits(o);
  const returned = returnedPieces(returns);
  const seen = new Set<string>();
  const lines: ReturnedLineSnapshot[] = [];
  for (const asked of body.lines) {
    const unit =
      units.find((u) => u.lineId === asked.line_id) ??
      // A variant line with one variant may be named by the line's own id.
      (() => {
        const ofLine = units.filter((u) => u.orderLineId === asked.line_id);
        return ofLine.length === 1 ? ofLine[0] : undefined;
      })();
    if (!unit) throw new HttpError(400, RETURN_MESSAGES.unknownLine(asked.line_id), 'RETURN_LINE_UNKNOWN');
    if (seen.has(unit.lineId)) throw new HttpError(400, RETURN_MESSAGES.lineTwice, 'RETURN_LINE_TWICE');
    seen.add(unit.lineId);
    if (asked.quantity === 0) continue;
    const left = unit.ordered - (returned.get(unit.lineId) ?? 0);
    if (asked.quantity > left) throw new HttpError(409, RETURN_MESSAGES.tooMany(unit.name, left), 'RETURN_TOO_MANY');
    lines.push({
      lineId: unit.lineId,
      productId: unit.productId,
      name: unit.name,
      sku: unit.sku,
      quantity: asked.quantity,
      unitPriceCents: unit.unitPriceCents,
    });
  }
  if (lines.length === 0) throw new HttpError(400, RETURN_MESSAGES.noPieces, 'RETURN_NO_PIECES');
  const m = returnMoney(o, returns);
  const amountCents = dollarsToCents(body.refund_amount);
  if (amountCents > m.refundableCents) throw new HttpError(409, RETURN_MESSAGES.overRefund(amountCents, m), 'RETURN_OVER_REFUND');
  return { lines, valueCents: lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0), amountCents, money: m };
}

/** How the money of a planned return goes back: nothing when the amount is 0. */
export const moneyKindOf = (plan: Pick<PlannedReturn, 'amountCents' | 'money'>): ReturnMoneyKind =>
  plan.amountCents === 0 ? 'none' : plan.money.kind;
