import { net30InvoicePdfName, orderDetailsPdfName, returnPdfName } from '@northbend/shared';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { findOrderByKey } from '../admin-order-queries.js';
import type { OrderRow } from '../queries.js';
import { findReturnByRma } from '../return-queries.js';
import { RETURN_MESSAGES } from '../return-rules.js';
import { renderReturnPdf } from './return-pdf.js';
import { orderService } from '../service.js';
import { documentContext } from './document-context.js';
import { renderNet30InvoicePdf } from './net30-invoice-pdf.js';
import { renderOrderDetailsPdf } from './order-details-pdf.js';
import { hasNet30Invoice } from './order-facts.js';

export const NO_NET_30_INVOICE = 'This order has no Net 30 invoice.';

export interface OrderPdf {
  filename: string;
  pdf: Buffer;
}

/**
 * The PDFs of an order: for its owner (404 unknown order, 403 someone else's), or of an order
 * already found for staff (the admin routes check the role, decision 009).
 */
export function orderDocuments({ db, config }: { db: Database; config: Pick<Config, 'brandName' | 'imagesDir' | 'remittance'> }) {
  const orders = orderService(db);

  async function detailsOf(order: OrderRow): Promise<OrderPdf> {
    return { filename: orderDetailsPdfName(order.orderNumber), pdf: await renderOrderDetailsPdf(order, await documentContext(config)) };
  }

  /** Only once the order has its Net 30 invoice (hasNet30Invoice); 404 before. */
  async function net30InvoiceOf(order: OrderRow): Promise<OrderPdf> {
    if (!hasNet30Invoice(order)) throw notFound(NO_NET_30_INVOICE);
    return { filename: net30InvoicePdfName(order.orderNumber), pdf: await renderNet30InvoicePdf(order, await documentContext(config)) };
  }

  /** A return's PDF (issue 28) of `order` (404 when the RMA is not one of its returns). */
  async function returnOf(order: OrderRow, rmaNumber: string): Promise<OrderPdf> {
    const recorded = await findReturnByRma(db, rmaNumber);
    if (!recorded || recorded.orderId !== order.id) throw notFound(RETURN_MESSAGES.notFound);
    return { filename: returnPdfName(recorded.rmaNumber), pdf: await renderReturnPdf(order, recorded, await documentContext(config)) };
  }

  return {
    /** The customer's return PDF by its RMA number: 404 for an unknown RMA and for another customer's. */
    async returnPdf(customerId: string, rmaNumber: string): Promise<OrderPdf> {
      const recorded = await findReturnByRma(db, rmaNumber);
      const order = recorded && (await findOrderByKey(db, recorded.orderId));
      if (!order || order.customerId !== customerId) throw notFound(RETURN_MESSAGES.notFound);
      return returnOf(order, rmaNumber);
    },

    returnOf,

    async details(customerId: string, orderNumber: string): Promise<OrderPdf> {
      return detailsOf(await orders.findOwnOrder(customerId, orderNumber));
    },

    async net30Invoice(customerId: string, orderNumber: string): Promise<OrderPdf> {
      return net30InvoiceOf(await orders.findOwnOrder(customerId, orderNumber));
    },

    detailsOf,
    net30InvoiceOf,
  };
}

export type OrderDocuments = ReturnType<typeof orderDocuments>;
