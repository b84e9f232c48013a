import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { MailAttachment } from '../../integrations/mail/mailer.js';
import { findCustomerById } from '../customers/index.js';
import { enqueueJob, handleJob, jobKind, type JobContext, type JobHandlers } from '../jobs/index.js';
import { adminOrderMail, type AdminMailDeps } from './admin-order-mail.js';
import { findOrderByKey } from './admin-order-queries.js';
import { detailsPdf, sendNewOrderNotice, sendOrderConfirmation } from './order-mail.js';
import type { OrderRow } from './queries.js';

/** Every order email names its order by id; `about` (the order number) is what staff see on the jobs page. */
const ofOrder = z.object({ orderId: z.guid(), about: z.string() });

/** The kinds of the orders module's jobs (decision 013) and their payloads: every email about an order. */
export const ORDER_JOBS = {
  confirmation: jobKind('order.confirmation', ofOrder),
  salesNotice: jobKind('order.sales_notice', ofOrder),
  shipped: jobKind('order.shipped', ofOrder.extend({ carrier: z.string().min(1), trackingNumber: z.string().min(1) })),
  cancelled: jobKind('order.cancelled', ofOrder),
  resend: jobKind('order.resend', ofOrder.extend({ mail: z.enum(['confirmation', 'invoice']) })),
  invoice: jobKind('order.invoice', ofOrder.extend({ reference: z.string().min(1) })),
  returned: jobKind('order.return_mail', ofOrder.extend({ returnId: z.guid() })),
};

const about = (order: OrderRow) => order.orderNumber;

/** In the order's transaction: the customer's confirmation and the notice to sales. */
export async function queueOrderPlacedMails(tx: Database, order: OrderRow): Promise<void> {
  const payload = { orderId: order.id, about: about(order) };
  await enqueueJob(tx, [
    { kind: ORDER_JOBS.confirmation, key: `${ORDER_JOBS.confirmation.name}.${order.id}`, payload },
    { kind: ORDER_JOBS.salesNotice, key: `${ORDER_JOBS.salesNotice.name}.${order.id}`, payload },
  ]);
}

/** In the shipment's transaction: the tracking email of this parcel. */
export async function queueShippedMail(tx: Database, order: OrderRow, shipment: { id: string; carrier: string; trackingNumber: string }) {
  await enqueueJob(tx, {
    kind: ORDER_JOBS.shipped,
    key: `${ORDER_JOBS.shipped.name}.${shipment.id}`,
    payload: { orderId: order.id, carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, about: about(order) },
  });
}

/** In the cancellation's transaction (an order is cancelled once). */
export async function queueCancelledMail(tx: Database, order: OrderRow): Promise<void> {
  await enqueueJob(tx, {
    kind: ORDER_JOBS.cancelled,
    key: `${ORDER_JOBS.cancelled.name}.${order.id}`,
    payload: { orderId: order.id, about: about(order) },
  });
}

/** In the return's transaction (issue 28): the customer's email about it, its PDF attached. */
export async function queueReturnMail(tx: Database, order: OrderRow, recorded: { id: string; rmaNumber: string }): Promise<void> {
  await enqueueJob(tx, {
    kind: ORDER_JOBS.returned,
    key: `${ORDER_JOBS.returned.name}.${recorded.id}`,
    payload: { orderId: order.id, returnId: recorded.id, about: recorded.rmaNumber },
  });
}

/**
 * In the transaction that records a new Net 30 invoice: its email with the PDF attached (issue 16),
 * once per invoice (the key names its reference). Stripe may mail its own invoice page as well;
 * this one is the shop's invoice, with the PO number and the remittance details.
 */
export async function queueInvoiceMail(tx: Database, order: { id: string; orderNumber: string }, reference: string): Promise<void> {
  await enqueueJob(tx, {
    kind: ORDER_JOBS.invoice,
    key: `${ORDER_JOBS.invoice.name}.${order.id}.${reference}`,
    payload: { orderId: order.id, reference, about: `${order.orderNumber} invoice` },
  });
}

/** Staff's "send again": each press is a new email. */
export async function queueResentMail(tx: Database, order: OrderRow, kind: 'confirmation' | 'invoice'): Promise<void> {
  await enqueueJob(tx, {
    kind: ORDER_JOBS.resend,
    key: `${ORDER_JOBS.resend.name}.${order.id}.${randomUUID()}`,
    payload: { orderId: order.id, mail: kind, about: `${about(order)} ${kind}` },
  });
}

/**
 * How many orders' details PDFs the worker keeps (under ten kilobytes each). The two jobs of one order
 * run side by side, and while the SMTP server is away every order's jobs come back for a retry:
 * with 8 kept, a busy shop's retries rendered their PDFs again (bench/soak), when the worker has
 * the most to catch up on.
 */
const KEPT_ORDER_PDFS = 64;

/**
 * The handlers of the order emails, rendered at run time from the order as it is then (PDFs
 * included: they never sit in the jobs table). The two emails of a placed order are taken
 * together, so their details PDF is rendered once for both.
 */
export function orderMailJobs(deps: AdminMailDeps): JobHandlers {
  const mail = adminOrderMail(deps);
  const pdfs = new Map<string, Promise<MailAttachment[]>>();

  async function orderOf(payload: { orderId: string }): Promise<OrderRow> {
    const order = await findOrderByKey(deps.db, payload.orderId);
    // Orders are never deleted; a missing one is a bug worth a dead job, not a silent skip.
    if (!order) throw new Error(`Order ${payload.orderId} was not found`);
    return order;
  }

  function pdfOf(order: OrderRow, log: FastifyBaseLogger): Promise<MailAttachment[]> {
    const key = `${order.id}:${order.updatedAt.getTime()}`;
    let pdf = pdfs.get(key);
    if (!pdf) {
      pdf = detailsPdf(order, deps.config, log);
      pdfs.set(key, pdf);
      if (pdfs.size > KEPT_ORDER_PDFS) pdfs.delete(pdfs.keys().next().value!);
    }
    return pdf;
  }

  async function placed(payload: { orderId: string }, job: JobContext) {
    const order = await orderOf(payload);
    const customer = await findCustomerById(deps.db, order.customerId);
    if (!customer) throw new Error(`Order ${order.orderNumber} has no customer`);
    return { order, customer, attachments: await pdfOf(order, job.log), idempotencyKey: job.key };
  }

  return [
    handleJob(ORDER_JOBS.confirmation, async (payload, job) => sendOrderConfirmation(deps, await placed(payload, job))),
    handleJob(ORDER_JOBS.salesNotice, async (payload, job) => sendNewOrderNotice(deps, await placed(payload, job))),
    handleJob(ORDER_JOBS.shipped, async (payload, job) =>
      mail.shipped(await orderOf(payload), { carrier: payload.carrier, trackingNumber: payload.trackingNumber }, job.key),
    ),
    handleJob(ORDER_JOBS.cancelled, async (payload, job) => mail.cancelled(await orderOf(payload), job.key)),
    handleJob(ORDER_JOBS.returned, async (payload, job) => mail.returned(await orderOf(payload), payload.returnId, job.key)),
    handleJob(ORDER_JOBS.invoice, async (payload, job) => {
      const order = await orderOf(payload);
      // Paid, voided or replaced by another attempt since it was queued: this invoice is not one to pay now.
      const current =
        order.paymentType === 'NET_30' && order.paymentStatus === 'unpaid' && order.paymentResponse.reference === payload.reference;
      if (current) await mail.invoice(order, job.key);
    }),
    handleJob(ORDER_JOBS.resend, async (payload, job) => {
      const order = await orderOf(payload);
      if (payload.mail === 'invoice') await mail.invoice(order, job.key);
      else await mail.confirmation(order, job.log, job.key);
    }),
  ];
}
