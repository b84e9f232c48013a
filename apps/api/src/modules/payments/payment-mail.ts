import { orderFocusPath, payOrderPath } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { paymentStatusMail, type PaymentNoticeKind } from '../../integrations/mail/templates/payment-status.js';
import { findCustomerById } from '../customers/index.js';
import { formatDay, money, recordOrderEmail } from '../orders/index.js';
import type { PaymentStatusChange } from './apply-payment-event.js';
import { findOrderByNumber } from './queries.js';

const NOTICES: readonly PaymentNoticeKind[] = ['Paid', 'Failed', 'Overdue'];

export interface PaymentMailDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
}

/**
 * Tells the customer what a verified payment event did to their order: paid, failed (with the way
 * to pay again) or overdue. Runs after the event's transaction committed; best effort, a failure is
 * logged and the event stays applied. 'Awaiting Payment' and 'unpaid' need no email: the customer
 * has just seen the transfer instructions or received Stripe's invoice.
 */
export async function sendPaymentStatusMail(deps: PaymentMailDeps, change: PaymentStatusChange, log: FastifyBaseLogger): Promise<void> {
  const kind = NOTICES.find((k) => k === change.to);
  if (!kind) return;
  try {
    const order = await findOrderByNumber(deps.db, change.orderNumber);
    const customer = order && (await findCustomerById(deps.db, order.customerId));
    if (!order || !customer) return;
    const { publicUrl, brandName } = deps.config;
    const dueDate = order.paymentResponse.due_date;
    const mail = paymentStatusMail({
      kind,
      brandName,
      customerName: customer.name,
      orderNumber: order.orderNumber,
      total: money(order.totalCents),
      dueDate: typeof dueDate === 'number' ? formatDay(new Date(dueDate * 1000)) : undefined,
      actionUrl: `${publicUrl}${kind === 'Failed' ? payOrderPath(order.orderNumber) : orderFocusPath(order.orderNumber)}`,
    });
    await deps.mailer.send({ to: customer.email, ...mail });
    await recordOrderEmail(deps.db, { orderId: order.id, kind: 'payment', recipient: customer.email, subject: mail.subject });
  } catch (err) {
    log.error({ err, order: change.orderNumber, to: change.to }, 'payment status email could not be sent; the payment event stands');
  }
}
