import { orderDetailsPdfName, orderFocusPath } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { MailAttachment, Mailer } from '../../integrations/mail/mailer.js';
import { newOrderMail } from '../../integrations/mail/templates/new-order.js';
import { orderConfirmationMail } from '../../integrations/mail/templates/order-confirmation.js';
import type { OrderMailFacts } from '../../integrations/mail/templates/order-summary.js';
import { documentContext } from './documents/document-context.js';
import { renderOrderDetailsPdf } from './documents/order-details-pdf.js';
import {
  documentLines,
  formatOrderDate,
  money,
  orderNoteParagraphs,
  orderTotals,
  paymentMethodLabel,
  shipToLines,
} from './documents/order-facts.js';
import { sendAndRecord } from './order-email-log.js';
import type { OrderRow } from './queries.js';

/** Who placed the order. Business name and phone fall back to the order's shipping address. */
export interface OrderMailCustomer {
  email: string;
  name: string;
  businessName?: string;
  mobileNumber?: string;
}

export interface OrderMailDeps {
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'salesEmail' | 'imagesDir'>;
  /** Where the customer's confirmation is noted for the back office (order_emails); none: not noted. */
  db?: Database;
}

export const factsOf = (order: OrderRow, brandName: string): OrderMailFacts => ({
  brandName,
  orderNumber: order.orderNumber,
  placedAt: formatOrderDate(order.createdAt),
  paymentLabel: paymentMethodLabel(order.paymentType),
  lines: documentLines(order.lines),
  // An email's totals have room for the whole reason an exempt order pays no tax.
  totals: orderTotals(order, order.taxNote ?? undefined),
  shipTo: shipToLines(order.shippingAddress),
  total: money(order.totalCents),
  poNumber: order.poNumber,
  orderNote: orderNoteParagraphs(order),
});

export async function detailsPdf(order: OrderRow, config: OrderMailDeps['config'], log: FastifyBaseLogger): Promise<MailAttachment[]> {
  try {
    const content = await renderOrderDetailsPdf(order, await documentContext(config));
    return [{ filename: orderDetailsPdfName(order.orderNumber), contentType: 'application/pdf', content }];
  } catch (err) {
    // The emails still go out; the PDF stays downloadable from the orders page.
    log.error({ err, order: order.orderNumber }, 'order details PDF could not be rendered for the order emails');
    return [];
  }
}

/** One email of a placed order: the order, who placed it, its details PDF (rendered once for both). */
export interface PlacedOrderMail {
  order: OrderRow;
  customer: OrderMailCustomer;
  attachments: MailAttachment[];
  /** The job's key: the mail's Message-ID (decision 013). */
  idempotencyKey?: string;
}

/**
 * The confirmation to the customer, the order details PDF attached, noted in order_emails once it
 * has gone. Run by the order's job (order-mail-jobs.ts): a refusal rejects and the job retries.
 */
export async function sendOrderConfirmation({ mailer, config, db }: OrderMailDeps, placed: PlacedOrderMail): Promise<void> {
  const { order, customer, attachments, idempotencyKey } = placed;
  const mail = orderConfirmationMail({
    ...factsOf(order, config.brandName),
    customerName: customer.name,
    paymentType: order.paymentType,
    orderUrl: `${config.publicUrl}${orderFocusPath(order.orderNumber)}`,
  });
  const noted = { orderId: order.id, kind: 'confirmation' as const, recipient: customer.email, subject: mail.subject };
  await sendAndRecord(db, noted, () => mailer.send({ to: customer.email, ...mail, attachments, idempotencyKey }));
}

/** The new-order notice to sales, the same PDF attached; rejects when the mail server refuses. */
export async function sendNewOrderNotice({ mailer, config }: OrderMailDeps, placed: PlacedOrderMail): Promise<void> {
  const { order, customer, attachments, idempotencyKey } = placed;
  const address = order.shippingAddress;
  await mailer.send({
    to: config.salesEmail,
    ...newOrderMail({
      ...factsOf(order, config.brandName),
      paymentStatus: order.paymentStatus,
      customer: {
        name: customer.name,
        email: customer.email,
        businessName: customer.businessName || address.customer_company || '',
        phone: customer.mobileNumber || address.customer_phone_number || '',
      },
    }),
    attachments,
    idempotencyKey,
  });
}
