import { moneyReceived, net30InvoicePdfName, orderFocusPath, returnPdfName, upsTrackingUrl } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer.js';
import { orderCancelledMail } from '../../integrations/mail/templates/order-cancelled.js';
import { orderConfirmationMail } from '../../integrations/mail/templates/order-confirmation.js';
import { orderInvoiceMail } from '../../integrations/mail/templates/order-invoice.js';
import { orderReturnMail } from '../../integrations/mail/templates/order-return.js';
import { orderShippedMail } from '../../integrations/mail/templates/order-shipped.js';
import type { OrderEmailKind } from '../../db/schema/index.js';
import { findCustomerById } from '../customers/index.js';
import { documentContext } from './documents/document-context.js';
import { renderNet30InvoicePdf } from './documents/net30-invoice-pdf.js';
import { formatDay, money, net30DueDate, net30WaysToPay } from './documents/order-facts.js';
import { moneyNote, renderReturnPdf } from './documents/return-pdf.js';
import { listReturns } from './return-queries.js';
import { sendAndRecord } from './order-email-log.js';
import { detailsPdf, factsOf } from './order-mail.js';
import type { OrderRow } from './queries.js';

/**
 * The emails staff actions send to the customer, run by the order's jobs (order-mail-jobs.ts); each
 * is noted in order_emails once it has gone, and rejects when the mail server refuses (the job retries).
 */
export interface AdminMailDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'salesEmail' | 'imagesDir' | 'remittance'>;
}

export function adminOrderMail({ db, mailer, config }: AdminMailDeps) {
  const orderUrl = (order: OrderRow) => `${config.publicUrl}${orderFocusPath(order.orderNumber)}`;

  async function recipientOf(order: OrderRow): Promise<{ email: string; name: string }> {
    const customer = await findCustomerById(db, order.customerId);
    if (!customer) throw new Error(`Order ${order.orderNumber} has no customer`);
    return { email: customer.email, name: customer.name };
  }

  async function send(
    order: OrderRow,
    kind: OrderEmailKind,
    to: string,
    mail: Omit<MailMessage, 'to'>,
    idempotencyKey?: string,
  ): Promise<void> {
    await sendAndRecord(db, { orderId: order.id, kind, recipient: to, subject: mail.subject }, () =>
      mailer.send({ to, ...mail, idempotencyKey }),
    );
  }

  return {
    async shipped(order: OrderRow, shipment: { carrier: string; trackingNumber: string }, idempotencyKey?: string): Promise<void> {
      const to = await recipientOf(order);
      await send(
        order,
        'shipped',
        to.email,
        orderShippedMail({
          brandName: config.brandName,
          customerName: to.name,
          orderNumber: order.orderNumber,
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: upsTrackingUrl(shipment.trackingNumber),
          orderUrl: orderUrl(order),
        }),
        idempotencyKey,
      );
    },

    async cancelled(order: OrderRow, idempotencyKey?: string): Promise<void> {
      const to = await recipientOf(order);
      await send(
        order,
        'cancelled',
        to.email,
        orderCancelledMail({
          brandName: config.brandName,
          customerName: to.name,
          orderNumber: order.orderNumber,
          reason: order.cancelReason ?? '',
          refundNote: refundNoteOf(order),
          salesEmail: config.salesEmail,
        }),
        idempotencyKey,
      );
    },

    /** A return staff recorded (issue 28): the RMA, the pieces and the money, its PDF attached. */
    async returned(order: OrderRow, returnId: string, idempotencyKey?: string): Promise<void> {
      const recorded = (await listReturns(db, order.id)).find((r) => r.id === returnId);
      // Returns are never deleted; a missing one is a bug worth a dead job.
      if (!recorded) throw new Error(`Return ${returnId} of ${order.orderNumber} was not found`);
      const to = await recipientOf(order);
      const mail = orderReturnMail({
        brandName: config.brandName,
        customerName: to.name,
        orderNumber: order.orderNumber,
        rmaNumber: recorded.rmaNumber,
        lines: recorded.lines.map((l) => `${l.quantity} × ${l.name} (${l.sku})`),
        reason: recorded.reason,
        moneyNote: recorded.amountCents > 0 ? moneyNote(recorded) : '',
        paymentStatus: order.paymentStatus,
        orderUrl: orderUrl(order),
        salesEmail: config.salesEmail,
      });
      const pdf = await renderReturnPdf(order, recorded, await documentContext(config));
      const attachments = [{ filename: returnPdfName(recorded.rmaNumber), contentType: 'application/pdf', content: pdf }];
      await send(order, 'return', to.email, { ...mail, attachments }, idempotencyKey);
    },

    /** The order confirmation again, its details PDF attached. */
    async confirmation(order: OrderRow, log: FastifyBaseLogger, idempotencyKey?: string): Promise<void> {
      const to = await recipientOf(order);
      const mail = orderConfirmationMail({
        ...factsOf(order, config.brandName),
        customerName: to.name,
        paymentType: order.paymentType,
        orderUrl: orderUrl(order),
      });
      await send(order, 'confirmation', to.email, { ...mail, attachments: await detailsPdf(order, config, log) }, idempotencyKey);
    },

    /** The Net 30 invoice, when created and when sent again, its PDF attached. */
    async invoice(order: OrderRow, idempotencyKey?: string): Promise<void> {
      const to = await recipientOf(order);
      const due = net30DueDate(order);
      const ways = net30WaysToPay(order, config.remittance);
      const mail = orderInvoiceMail({
        brandName: config.brandName,
        customerName: to.name,
        orderNumber: order.orderNumber,
        poNumber: order.poNumber,
        total: money(order.totalCents),
        dueDate: due ? formatDay(due) : 'its due date',
        payUrl: ways.payUrl,
        orderUrl: orderUrl(order),
        ...(ways.remittance && { remittance: ways.remittance, demo: ways.demoAccount }),
      });
      const pdf = await renderNet30InvoicePdf(order, await documentContext(config));
      const attachments = [{ filename: net30InvoicePdfName(order.orderNumber), contentType: 'application/pdf', content: pdf }];
      await send(order, 'invoice', to.email, { ...mail, attachments }, idempotencyKey);
    },
  };
}

export type AdminOrderMail = ReturnType<typeof adminOrderMail>;

function refundNoteOf(order: OrderRow): string {
  if (order.refund)
    return `We have refunded ${money(order.refund.amountCents)} to your original payment method; depending on your bank it may take 5 to 10 business days to appear.`;
  if (moneyReceived(order.paymentStatus)) return 'Our sales team will contact you to return your payment.';
  if (order.paymentType === 'NET_30' && net30DueDate(order))
    return 'Your Net 30 invoice for this order has been voided: please do not pay it.';
  return '';
}
