import { RETURN_MONEY_TEXTS } from '@northbend/shared';
import type { OrderRow } from '../queries.js';
import type { OrderReturnRow } from '../return-queries.js';
import { drawLinesTable } from './lines-table.js';
import {
  drawContinuationHead,
  drawFooter,
  drawHeader,
  drawInfoStrip,
  drawNote,
  drawParties,
  drawTotals,
  type DocumentContext,
} from './order-document.js';
import { billToLines, formatOrderDate, money, poNumberFacts, shipToLines, type DocumentLine } from './order-facts.js';
import { renderPdf, type RenderOptions } from './pdf-output.js';

/** The returned lines in the order PDFs' table: one row per returned line, its price as it was ordered. */
const returnedLines = (r: OrderReturnRow): DocumentLine[] =>
  r.lines.map((l) => ({
    kind: 'item',
    indent: false,
    name: l.name,
    details: [`SKU: ${l.sku}`],
    quantity: l.quantity,
    unitPrice: money(l.unitPriceCents),
    total: money(l.quantity * l.unitPriceCents),
  }));

/**
 * The return's PDF (issue 28): its RMA number, the order it belongs to, the pieces taken back at
 * the prices they were ordered at, and the money given back, in the look of the order details PDF.
 */
export function renderReturnPdf(order: OrderRow, r: OrderReturnRow, ctx: DocumentContext, opts?: RenderOptions): Promise<Buffer> {
  const { seller } = ctx;
  const continued = `Return ${r.rmaNumber} (continued)`;
  const value = r.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  return renderPdf(
    {
      title: `Return ${r.rmaNumber}`,
      author: seller.name,
      subject: `Return ${r.rmaNumber} of order ${order.orderNumber}`,
      createdAt: r.createdAt,
    },
    (doc) => {
      const newPage = () => drawContinuationHead(doc, continued);
      drawHeader(doc, ctx, 'RETURN', [
        ['RMA number', r.rmaNumber],
        ['Order number', order.orderNumber],
        ...poNumberFacts(order),
        ['Return date', formatOrderDate(r.createdAt)],
      ]);
      drawParties(doc, [
        { heading: 'Return to', lines: [seller.name, ...seller.address, seller.phone, seller.email] },
        { heading: 'Customer', lines: billToLines(order.shippingAddress) },
        { heading: 'Shipped to', lines: shipToLines(order.shippingAddress) },
      ]);
      drawInfoStrip(doc, [
        ['Order date', formatOrderDate(order.createdAt)],
        ['Refund', r.amountCents > 0 ? money(r.amountCents) : 'None'],
        ['Payment status', order.paymentStatus],
        ['Restocked', r.restock ? 'Yes' : 'No'],
      ]);
      drawLinesTable(doc, returnedLines(r), newPage);
      drawTotals(
        doc,
        [
          { label: 'Returned goods', value: money(value) },
          { label: r.money === 'invoice_credit' ? 'Credited on invoice' : 'Refunded', value: money(r.amountCents), emphasis: true },
        ],
        newPage,
      );
      drawNote(doc, 'Reason for the return', [r.reason], newPage);
      if (r.amountCents > 0) drawNote(doc, 'Your money', [moneyNote(r)], newPage);
      drawNote(
        doc,
        'Questions about this return?',
        [
          `Write to ${seller.email} or call ${seller.phone} and quote ${r.rmaNumber}. Please put the RMA number on any parcel you send back.`,
        ],
        newPage,
      );
    },
    (doc, page, pageCount) => drawFooter(doc, seller, page, pageCount),
    opts,
  );
}

/** What happens to the money, one sentence, as the return email says it. */
export function moneyNote(r: Pick<OrderReturnRow, 'money' | 'amountCents'>): string {
  switch (r.money) {
    case 'refund':
      return `We have refunded ${money(r.amountCents)} to your original payment method; depending on your bank it may take 5 to 10 business days to appear.`;
    case 'refund_by_hand':
      return `We are refunding ${money(r.amountCents)}; our sales team will contact you about how you receive it.`;
    case 'invoice_credit':
      return `We have credited ${money(r.amountCents)} on your Net 30 invoice: the amount due is lower by as much.`;
    default:
      return RETURN_MONEY_TEXTS.none;
  }
}
