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
import { documentLines, formatOrderDate, money, orderTotals, paymentMethodLabel, shipToLines } from './documents/order-facts.js';
import { sendAndRecord } from './order-email-log.js';
import type { OrderRow } from './queries.js';

/** Who placed the order. Business name and phone fall back to the order's shipping address. */
export interface OrderMailCustomer {
  email: string;
  name: string;
  businessName?: string;
  mobileNumber?: string;
}

export interface OrderPlacedMail {
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'salesEmail' | 'imagesDir'>;
  order: OrderRow;
  customer: OrderMailCustomer;
  log: FastifyBaseLogger;
  /** Where the customer's confirmation is noted for the back office (order_emails); none: not noted. */
  db?: Database;
}

export const factsOf = (order: OrderRow, brandName: string): OrderMailFacts => ({
  brandName,
  orderNumber: order.orderNumber,
  placedAt: formatOrderDate(order.createdAt),
  paymentLabel: paymentMethodLabel(order.paymentType),
  lines: documentLines(order.lines),
  totals: orderTotals(order),
  shipTo: shipToLines(order.shippingAddress),
  total: money(order.totalCents),
});

export async function detailsPdf(order: OrderRow, config: OrderPlacedMail['config'], log: FastifyBaseLogger): Promise<MailAttachment[]> {
  try {
    const content = await renderOrderDetailsPdf(order, await documentContext(config));
    return [{ filename: orderDetailsPdfName(order.orderNumber), contentType: 'application/pdf', content }];
  } catch (err) {
    // The emails still go out; the PDF stays downloadable from the orders page.
    log.error({ err, order: order.orderNumber }, 'order details PDF could not be rendered for the order emails');
    return [];
  }
}

/**
 * The emails of a placed order, sent after the order's transaction committed: the confirmation
 * to the customer (order details PDF attached) and the new-order notice to sales. Best effort:
 * each failure is logged and nothing is thrown, the order stands either way.
 */
export async function sendOrderPlacedMail({ mailer, config, order, customer, log, db }: OrderPlacedMail): Promise<void> {
  const facts = factsOf(order, config.brandName);
  const attachments = await detailsPdf(order, config, log);
  const orderUrl = `${config.publicUrl}${orderFocusPath(order.orderNumber)}`;
  const address = order.shippingAddress;
  const sends: [string, () => Promise<void>][] = [
    [
      'order confirmation to the customer',
      () => {
        const mail = orderConfirmationMail({ ...facts, customerName: customer.name, paymentType: order.paymentType, orderUrl });
        const noted = { orderId: order.id, kind: 'confirmation' as const, recipient: customer.email, subject: mail.subject };
        return sendAndRecord(db, noted, () => mailer.send({ to: customer.email, ...mail, attachments }));
      },
    ],
    [
      'new-order notice to sales',
      () =>
        mailer.send({
          to: config.salesEmail,
          ...newOrderMail({
            ...facts,
            paymentStatus: order.paymentStatus,
            customer: {
              name: customer.name,
              email: customer.email,
              businessName: customer.businessName || address.customer_company || '',
              phone: customer.mobileNumber || address.customer_phone_number || '',
            },
          }),
          attachments,
        }),
    ],
  ];
  const results = await Promise.allSettled(sends.map(([, send]) => send()));
  results.forEach((result, i) => {
    if (result.status === 'rejected') log.error({ err: result.reason, order: order.orderNumber }, `the ${sends[i][0]} could not be sent`);
  });
}
