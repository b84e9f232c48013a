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
import {
  billToLines,
  documentLines,
  formatOrderDate,
  orderNoteParagraphs,
  orderTotals,
  paymentMethodLabel,
  poNumberFacts,
  shipToLines,
  transferNote,
} from './order-facts.js';
import type { OrderRow } from '../queries.js';
import { renderPdf, type RenderOptions } from './pdf-output.js';

/** The order details PDF (download_order_details_pdf_url, and the attachment of the confirmation email). */
export function renderOrderDetailsPdf(order: OrderRow, ctx: DocumentContext, opts?: RenderOptions): Promise<Buffer> {
  const { seller } = ctx;
  const continued = `Order ${order.orderNumber} (continued)`;
  return renderPdf(
    {
      title: `Order ${order.orderNumber}`,
      author: seller.name,
      subject: `Order details of ${order.orderNumber}`,
      createdAt: order.createdAt,
    },
    (doc) => {
      const newPage = () => drawContinuationHead(doc, continued);
      drawHeader(doc, ctx, 'ORDER DETAILS', [
        ['Order number', order.orderNumber],
        ...poNumberFacts(order),
        ['Order date', formatOrderDate(order.createdAt)],
        ['Order status', order.status],
      ]);
      drawParties(doc, [
        { heading: 'From', lines: [seller.name, ...seller.address, seller.phone, seller.email] },
        { heading: 'Bill to', lines: billToLines(order.shippingAddress) },
        { heading: 'Ship to', lines: shipToLines(order.shippingAddress) },
      ]);
      drawInfoStrip(doc, [
        ['Payment method', paymentMethodLabel(order.paymentType)],
        ['Payment status', order.paymentStatus],
        [
          'Shipping',
          `${order.shippingSource === 'ups' && order.shippingServiceName ? order.shippingServiceName : 'UPS'} · ${order.shippingStatus}`,
        ],
        ['Parcel number', order.parcelNumber ?? 'Not yet shipped'],
      ]);
      drawLinesTable(doc, documentLines(order.lines), newPage);
      drawTotals(doc, orderTotals(order), newPage);
      if (order.taxNote) drawNote(doc, 'Sales tax', [order.taxNote], newPage);
      const transfer = transferNote(order);
      if (transfer.length) drawNote(doc, 'Pay by bank transfer', transfer, newPage);
      const note = orderNoteParagraphs(order);
      if (note.length) drawNote(doc, 'Your note to us', note, newPage);
      drawNote(
        doc,
        'Questions about this order?',
        [`Write to ${seller.email} or call ${seller.phone} and quote order number ${order.orderNumber}.`],
        newPage,
      );
    },
    (doc, page, pageCount) => drawFooter(doc, seller, page, pageCount),
    opts,
  );
}
