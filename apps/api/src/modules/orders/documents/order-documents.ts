import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { findOrderForCustomer } from '../queries.js';
import { documentContext } from './document-context.js';
import { net30InvoiceFilename, renderNet30InvoicePdf } from './net30-invoice-pdf.js';
import { orderDetailsFilename, renderOrderDetailsPdf } from './order-details-pdf.js';
import { net30DueDate } from './order-facts.js';

export const NO_NET_30_INVOICE = 'This order has no Net 30 invoice.';

export interface OrderPdf {
  filename: string;
  pdf: Buffer;
}

/** The PDFs of an order for its owner (404 unknown order, 403 someone else's). */
export function orderDocuments({ db, config }: { db: Database; config: Pick<Config, 'brandName' | 'imagesDir'> }) {
  return {
    async details(customerId: string, orderNumber: string): Promise<OrderPdf> {
      const order = await findOrderForCustomer(db, orderNumber, customerId);
      return { filename: orderDetailsFilename(order.orderNumber), pdf: await renderOrderDetailsPdf(order, await documentContext(config)) };
    },

    /** Only once the Net 30 invoice exists: a NET_30 order whose payment call set the due date. */
    async net30Invoice(customerId: string, orderNumber: string): Promise<OrderPdf> {
      const order = await findOrderForCustomer(db, orderNumber, customerId);
      if (!net30DueDate(order)) throw notFound(NO_NET_30_INVOICE);
      return { filename: net30InvoiceFilename(order.orderNumber), pdf: await renderNet30InvoicePdf(order, await documentContext(config)) };
    },
  };
}

export type OrderDocuments = ReturnType<typeof orderDocuments>;
