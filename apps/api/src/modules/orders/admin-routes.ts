import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDashboard,
  AdminOrderActionAnswer,
  AdminOrderAnswer,
  AdminOrderFilters,
  AdminOrderPage,
  AdminOrderParams,
  AdminOrderQuery,
  CancelOrderBody,
  OrderNoteBody,
  OrderReturnBody,
  OrderReturnCreated,
  RecordPaymentBody,
  RefundExtraPaymentBody,
  ResendOrderMailBody,
  ShipmentBody,
  dateRangeProblem,
} from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { badRequest } from '../../lib/http-errors.js';
import { adminDashboard } from './admin-dashboard.js';
import { savedOrderViewRoutes } from './admin-saved-views.js';
import { ADMIN_ORDER_MESSAGES, adminOrderActions } from './admin-order-actions.js';
import { EXTRA_PAYMENT_MESSAGES } from './admin-order-extra-payment.js';
import { recordOrderReturn } from './admin-order-return.js';
import { RETURN_MESSAGES } from './return-rules.js';
import { adminOrderReader } from './admin-order-service.js';
import type { OrderPaymentsPort } from './admin-payments-port.js';
import { orderDocuments } from './documents/order-documents.js';
import { sendPdf } from './pdf-routes.js';

const tags = ['admin'];

export interface AdminOrderRoutesDeps {
  db: Database;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'salesEmail' | 'imagesDir' | 'remittance'>;
  /** The payments module's side of the order actions (wired in app.ts). */
  payments: OrderPaymentsPort;
}

/** /api/v1/admin/orders… and /api/v1/admin/dashboard: the back office's orders (issue 11). */
export const adminOrderRoutes: FastifyPluginAsyncZod<AdminOrderRoutesDeps> = async (app, deps) => {
  // POST …/deliver takes no body; an admin UI may still send an empty JSON one.
  acceptEmptyJson(app);
  const reader = adminOrderReader(deps);
  const documents = orderDocuments(deps);
  const actions = adminOrderActions({ db: deps.db, payments: deps.payments });

  const read = { staff: 'orders.read' } as const;
  const fulfil = { staff: 'orders.fulfil' } as const;
  const sales = { staff: 'orders.payments' } as const;
  const params = AdminOrderParams;
  const answer = { 200: AdminOrderActionAnswer };

  // Each staff user's saved views of the orders list (issue 28 item 13).
  await app.register(savedOrderViewRoutes, { db: deps.db });

  app.get(
    '/dashboard',
    {
      config: read,
      schema: {
        tags,
        summary: 'Orders today and this week, 30 days of revenue, what waits (owner, sales, warehouse)',
        response: { 200: AdminDashboard },
      },
    },
    async (req) => adminDashboard(deps.db, new Date(), staffOf(req).role),
  );

  app.get(
    '/orders',
    {
      config: read,
      schema: {
        tags,
        summary: 'Orders, filtered and searched (owner, sales, warehouse)',
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderPage },
      },
    },
    async (req) => {
      const problem = dateRangeProblem(req.query);
      if (problem) throw badRequest(problem);
      return reader.list(req.query);
    },
  );

  app.get(
    '/orders/export.csv',
    {
      config: sales,
      schema: {
        tags,
        summary: 'The filtered orders as CSV (owner, sales)',
        description: 'text/csv with a header row, at most 10,000 rows; the header X-Export-Truncated: true says more matched.',
        querystring: AdminOrderFilters,
      },
    },
    async (req, reply) => {
      const problem = dateRangeProblem(req.query);
      if (problem) throw badRequest(problem);
      const { csv, truncated } = await reader.exportCsv(req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('x-export-truncated', String(truncated))
        .send(csv);
    },
  );

  app.get(
    '/orders/:order_id',
    {
      config: read,
      schema: { tags, summary: 'One order in full, with what the caller may do to it', params, response: { 200: AdminOrderAnswer } },
    },
    async (req) => ({ result: await reader.detail(req.params.order_id, staffOf(req)) }),
  );

  // The customer's PDFs of any order (decision 009): reading them is not audited.
  app.get(
    '/orders/:order_id/pdf/details',
    {
      config: read,
      schema: {
        tags,
        summary: 'Order details PDF (owner, sales, warehouse)',
        description: "application/pdf, as an attachment named '{order_id}-order.pdf'. 404 'This order was not found.'",
        params,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => sendPdf(reply, await documents.detailsOf(await reader.orderOf(req.params.order_id))),
  );

  app.get(
    '/orders/:order_id/pdf/net-30-invoice',
    {
      config: read,
      schema: {
        tags,
        summary: 'Net 30 invoice PDF (owner, sales, warehouse)',
        description:
          "application/pdf, as an attachment named '{order_id}-invoice.pdf'. 404 'This order has no Net 30 invoice.' until the Net 30 invoice of a Net 30 order exists.",
        params,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => sendPdf(reply, await documents.net30InvoiceOf(await reader.orderOf(req.params.order_id))),
  );

  app.post(
    '/orders/:order_id/shipments',
    {
      config: fulfil,
      schema: {
        tags,
        summary: 'Record a UPS parcel: shipping Shipped, the customer emailed (owner, sales, warehouse)',
        params,
        body: ShipmentBody,
        response: answer,
      },
    },
    async (req) => {
      const me = staffOf(req);
      const order = await actions.ship(me, req.params.order_id, req.body);
      return { message: ADMIN_ORDER_MESSAGES.shipped, result: await reader.detailOf(order, me) };
    },
  );

  app.post(
    '/orders/:order_id/deliver',
    { config: fulfil, schema: { tags, summary: 'Mark a shipped order delivered (owner, sales, warehouse)', params, response: answer } },
    async (req) => {
      const me = staffOf(req);
      const order = await actions.deliver(me, req.params.order_id);
      return { message: ADMIN_ORDER_MESSAGES.delivered, result: await reader.detailOf(order, me) };
    },
  );

  app.post(
    '/orders/:order_id/payment',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Book a COD, bank transfer or Net 30 payment received by hand (owner, sales)',
        description: '409 for card orders (Stripe reports those) and orders already paid or cancelled.',
        params,
        body: RecordPaymentBody,
        response: answer,
      },
    },
    async (req) => {
      const me = staffOf(req);
      const order = await actions.recordPayment(me, req.params.order_id, req.body);
      return { message: ADMIN_ORDER_MESSAGES.paymentRecorded, result: await reader.detailOf(order, me) };
    },
  );

  app.post(
    '/orders/:order_id/cancel',
    {
      config: { staff: 'orders.cancel' },
      schema: {
        tags,
        summary: 'Cancel an order that has not shipped; a paid card order is refunded (owner, sales)',
        description: '409 once shipped or delivered; 502 when the payment provider refuses the refund (the order is unchanged).',
        params,
        body: CancelOrderBody,
        response: answer,
      },
    },
    async (req) => {
      const me = staffOf(req);
      const { order, refunded } = await actions.cancel(me, req.params.order_id, req.body, req.log);
      const message = refunded ? ADMIN_ORDER_MESSAGES.cancelledRefunded : ADMIN_ORDER_MESSAGES.cancelled;
      return { message, result: await reader.detailOf(order, me) };
    },
  );

  app.post(
    '/orders/:order_id/extra-payments/refund',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Refund a payment the order did not need: paid twice, or paid after cancellation (owner, sales)',
        description:
          'The body names the extra payment (payment.extra_payments[].reference). 409 when the order has no such open extra payment; 502 when the payment provider refuses (nothing changes).',
        params,
        body: RefundExtraPaymentBody,
        response: answer,
      },
    },
    async (req) => {
      const me = staffOf(req);
      const order = await actions.refundExtraPayment(me, req.params.order_id, req.body, req.log);
      return { message: EXTRA_PAYMENT_MESSAGES.refunded, result: await reader.detailOf(order, me) };
    },
  );

  app.post(
    '/orders/:order_id/returns',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Record a return of some pieces with a refund or a credit of up to what is left (owner, sales)',
        description:
          "Lines name the order line (`lines[]._id`, or a variant line's variant `_id`, `returnable_lines[].line_id`) and the pieces returned. " +
          'The refund goes back through the payment provider for a paid order (by hand for money booked by hand), or is credited on an unpaid Net 30 invoice. ' +
          "400 for an unknown line or no piece; 409 for more pieces than are left, a refund above what was paid less earlier refunds, a cancelled order (nothing changes); 502 when the provider refuses (nothing is recorded). Answers 201 with the return's RMA number.",
        params,
        body: OrderReturnBody,
        response: { 201: OrderReturnCreated },
      },
    },
    async (req, reply) => {
      const { recorded } = await recordOrderReturn(
        { db: deps.db, payments: deps.payments },
        staffOf(req),
        req.params.order_id,
        req.body,
        req.log,
      );
      return reply.code(201).send({ message: RETURN_MESSAGES.created(recorded.rmaNumber), result: { rma_number: recorded.rmaNumber } });
    },
  );

  app.get(
    '/orders/:order_id/returns/:rma_number/pdf',
    {
      config: read,
      schema: {
        tags,
        summary: "A return's PDF (owner, sales, warehouse)",
        description: "application/pdf, as an attachment named '{rma_number}.pdf'. 404 'This return was not found.'",
        params: params.extend({ rma_number: z.string().max(60) }),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => sendPdf(reply, await documents.returnOf(await reader.orderOf(req.params.order_id), req.params.rma_number)),
  );

  app.post(
    '/orders/:order_id/notes',
    {
      config: fulfil,
      schema: { tags, summary: 'Add an internal note (owner, sales, warehouse)', params, body: OrderNoteBody, response: answer },
    },
    async (req) => {
      const me = staffOf(req);
      const order = await actions.addNote(me, req.params.order_id, req.body.body);
      return { message: ADMIN_ORDER_MESSAGES.noteAdded, result: await reader.detailOf(order, me) };
    },
  );

  app.post(
    '/orders/:order_id/resend',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Send the order confirmation or the Net 30 invoice again (owner, sales)',
        params,
        body: ResendOrderMailBody,
        response: answer,
      },
    },
    async (req) => {
      const me = staffOf(req);
      const order = await actions.resend(me, req.params.order_id, req.body);
      return { message: ADMIN_ORDER_MESSAGES.resent, result: await reader.detailOf(order, me) };
    },
  );
};
