import { formatCalendarDay, orderFocusPath } from '@northbend/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { orderDeliveredMail } from '../../integrations/mail/templates/order-delivered.js';
import { findCustomerById } from '../customers/index.js';
import { enqueueJob, handleJob, jobKind, type JobHandler } from '../jobs/index.js';
import type { AdminMailDeps } from './admin-order-mail.js';
import { findOrderByKey, listShipments } from './admin-order-queries.js';
import { sendAndRecord } from './order-email-log.js';
import type { OrderRow } from './queries.js';

/** The customer's email when UPS has delivered the last parcel of their order (issue 30, decision 032). */
export const ORDER_DELIVERED_JOB = jobKind('order.delivered', z.object({ orderId: z.guid(), about: z.string() }));

/** In the transaction that marks the order Delivered: an order is delivered once, so one email. */
export async function queueDeliveredMail(tx: Database, order: OrderRow): Promise<void> {
  await enqueueJob(tx, {
    kind: ORDER_DELIVERED_JOB,
    key: `${ORDER_DELIVERED_JOB.name}.${order.id}`,
    payload: { orderId: order.id, about: order.orderNumber },
  });
}

/** Renders the email from the order as it is when the job runs, and notes it in order_emails once it has gone. */
export function orderDeliveredMailJob({ db, mailer, config }: AdminMailDeps): JobHandler {
  return handleJob(ORDER_DELIVERED_JOB, async (payload, job) => {
    const order = await findOrderByKey(db, payload.orderId);
    if (!order) throw new Error(`Order ${payload.orderId} was not found`);
    if (!order.deliveryDate) return; // staff's own "delivered" is not this email's business
    const customer = await findCustomerById(db, order.customerId);
    if (!customer) throw new Error(`Order ${order.orderNumber} has no customer`);
    const parcels = await listShipments(db, order.id);
    const mail = orderDeliveredMail({
      brandName: config.brandName,
      customerName: customer.name,
      orderNumber: order.orderNumber,
      deliveredOn: formatCalendarDay(order.deliveryDate),
      trackingNumbers: parcels.map((p) => p.trackingNumber),
      orderUrl: `${config.publicUrl}${orderFocusPath(order.orderNumber)}`,
    });
    await sendAndRecord(db, { orderId: order.id, kind: 'delivered', recipient: customer.email, subject: mail.subject }, () =>
      mailer.send({ to: customer.email, ...mail, idempotencyKey: job.key }),
    );
  });
}
