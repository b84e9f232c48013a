import { moneyReceived } from '@northbend/shared';
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
  type NoteItem,
} from './order-document.js';
import {
  billToLines,
  documentLines,
  formatDay,
  money,
  net30DueDate,
  orderNoteParagraphs,
  orderTotals,
  poNumberFacts,
  remittanceRows,
  shipToLines,
} from './order-facts.js';
import type { OrderRow } from '../queries.js';
import { renderPdf, type RenderOptions } from './pdf-output.js';

/**
 * Remittance details (issue 16): the shop's bank account with the order number as the reference,
 * so accounts payable can pay from the PDF alone; the provider's invoice page, when there is one,
 * takes a card as well. Without an account (production without REMIT_*), sales gives the details.
 */
function howToPay(order: OrderRow, ctx: DocumentContext, amountDue: string, due: Date, hostedUrl: string | undefined): NoteItem[] {
  const { remittance, seller } = ctx;
  const dueDate = formatDay(due);
  // Past the due date the invoice asks for payment now, and says when it was due.
  const overdue = order.paymentStatus === 'Overdue';
  const payBy = overdue ? `This invoice was due on ${dueDate}. Pay ${amountDue} now` : `Pay ${amountDue} by ${dueDate}`;
  if (!remittance) {
    return hostedUrl
      ? [`${payBy} by card or bank transfer on the secure Stripe invoice page:`]
      : [`${payBy}. Quote invoice number ${order.orderNumber} with your payment; for bank details write to ${seller.email}.`];
  }
  return [
    `${payBy} by bank transfer to the account below, quoting the reference exactly as shown.`,
    ...remittanceRows(remittance, { orderNumber: order.orderNumber, amountDue, dueDate }),
    ...(remittance.demo ? ['This is the demo shop: the account is not a real one and no money should be sent.'] : []),
    ...(hostedUrl ? ['Or pay by card or bank transfer on the secure Stripe invoice page:'] : []),
  ];
}

const NET_30_DAYS = 30;

/**
 * The Net 30 invoice of an order whose invoice exists (payment_response.due_date set); the
 * invoice number is the order number. The issue date is the due date less the 30 days of the
 * terms, which is the day the invoice was created.
 */
export async function renderNet30InvoicePdf(order: OrderRow, ctx: DocumentContext, opts?: RenderOptions): Promise<Buffer> {
  const due = net30DueDate(order);
  if (!due) throw new Error(`Order ${order.orderNumber} has no Net 30 invoice`);
  const issued = new Date(due.getTime() - NET_30_DAYS * 86_400_000);
  const paid = moneyReceived(order.paymentStatus);
  const amountDue = money(paid ? 0 : order.totalCents);
  const hostedUrl = typeof order.paymentResponse.hosted_url === 'string' ? order.paymentResponse.hosted_url : undefined;
  const { seller } = ctx;
  const continued = `Invoice ${order.orderNumber} (continued)`;

  return renderPdf(
    {
      title: `Invoice ${order.orderNumber}`,
      author: seller.name,
      subject: `Net 30 invoice for order ${order.orderNumber}`,
      createdAt: issued,
    },
    (doc) => {
      const newPage = () => drawContinuationHead(doc, continued);
      drawHeader(doc, ctx, 'INVOICE', [
        ['Invoice number', order.orderNumber],
        ...poNumberFacts(order),
        ['Issue date', formatDay(issued)],
        ['Due date', formatDay(due)],
        ['Terms', 'Net 30'],
      ]);
      drawParties(doc, [
        { heading: 'From', lines: [seller.name, ...seller.address, seller.phone, seller.email] },
        { heading: 'Bill to', lines: billToLines(order.shippingAddress) },
        { heading: 'Ship to', lines: shipToLines(order.shippingAddress) },
      ]);
      drawInfoStrip(doc, [
        ['Amount due', amountDue],
        ['Due date', formatDay(due)],
        ['Payment status', order.paymentStatus],
      ]);
      drawLinesTable(doc, documentLines(order.lines), newPage);
      drawTotals(
        doc,
        [...orderTotals(order).map((row) => ({ ...row, emphasis: false })), { label: 'Amount due', value: amountDue, emphasis: true }],
        newPage,
      );
      if (order.taxNote) drawNote(doc, 'Sales tax', [order.taxNote], newPage);
      if (paid) drawNote(doc, 'Paid', ['This invoice was paid in full. Thank you for your business.'], newPage);
      else drawNote(doc, 'How to pay', howToPay(order, ctx, amountDue, due, hostedUrl), newPage, hostedUrl);
      const note = orderNoteParagraphs(order);
      if (note.length) drawNote(doc, 'Your note to us', note, newPage);
    },
    (doc, page, pageCount) => drawFooter(doc, seller, page, pageCount),
    opts,
  );
}
