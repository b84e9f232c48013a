import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/viewer.js';
import type { OrderDocuments, OrderPdf } from './documents/order-documents.js';

const tags = ['order'];
const OrderIdParams = z.object({ orderId: z.string().describe("The human order id, e.g. 'NB-100001'") });

// An order is private: no shared cache may keep it. The filename is built from an order number
// the database holds (NB-digits), so it is safe inside the quotes. The admin routes send the same.
export function sendPdf(reply: FastifyReply, { filename, pdf }: OrderPdf) {
  return reply
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    })
    .send(pdf);
}

/**
 * The order PDFs behind download_order_details_pdf_url and download_order_net_30_invoice_pdf_url.
 * The storefront fetches them with its bearer token (a plain link cannot carry it).
 */
export const orderPdfRoutes: FastifyPluginAsyncZod<{ documents: OrderDocuments }> = async (app, { documents }) => {
  app.get(
    '/pdf/details/:orderId',
    {
      schema: {
        tags,
        summary: 'Order details PDF (owner only)',
        description:
          "application/pdf, as an attachment named '{orderId}-order.pdf'. 404 'This order was not found.', 403 for another customer's order.",
        params: OrderIdParams,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => sendPdf(reply, await documents.details(requireCustomer(req), req.params.orderId)),
  );

  app.get(
    '/pdf/net-30-invoice/:orderId',
    {
      schema: {
        tags,
        summary: 'Net 30 invoice PDF (owner only)',
        description:
          "application/pdf, as an attachment named '{orderId}-invoice.pdf'. 404 'This order has no Net 30 invoice.' until the Net 30 invoice of a Net 30 order exists.",
        params: OrderIdParams,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => sendPdf(reply, await documents.net30Invoice(requireCustomer(req), req.params.orderId)),
  );

  app.get(
    '/pdf/return/:rmaNumber',
    {
      schema: {
        tags,
        summary: 'Return PDF (owner only): the RMA, the pieces sent back and the money given back',
        description:
          "application/pdf, as an attachment named '{rmaNumber}.pdf'. 404 'This return was not found.', also for another customer's.",
        params: z.object({ rmaNumber: z.string().max(60).describe("The return's RMA number, e.g. 'RMA-NB-100001-1'") }),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => sendPdf(reply, await documents.returnPdf(requireCustomer(req), req.params.rmaNumber)),
  );
};
