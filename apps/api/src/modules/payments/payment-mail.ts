import { randomUUID } from 'node:crypto';
import { orderFocusPath, payOrderPath, type PaymentStatus } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { transferRows } from '../../integrations/payments/transfer-rows.js';
import { paymentStatusMail, type PaymentNoticeKind } from '../../integrations/mail/templates/payment-status.js';
import { findCustomerById } from '../customers/index.js';
import { z } from 'zod';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import { formatDay, money, net30WaysToPay, recordOrderEmail } from '../orders/index.js';
import { findOrderByNumber } from './queries.js';
import { waitsForTransfer } from './open-payment.js';

const NOTICES = ['Paid', 'Failed', 'Overdue'] as const satisfies readonly PaymentNoticeKind[];
const TRANSFER = 'Awaiting Payment' as const satisfies PaymentNoticeKind;
const isNotice = (status: PaymentStatus): status is (typeof NOTICES)[number] => (NOTICES as readonly string[]).includes(status);

/**
 * The payment status email's job: a notice names the order and the status it reached; the bank
 * transfer's instructions also name their checkout's reference. `about` is what staff see on the jobs page.
 */
export const PAYMENT_MAIL_JOB = jobKind(
  'payment.status',
  z.discriminatedUnion('to', [
    z.object({ orderNumber: z.string().min(1), to: z.enum(NOTICES), about: z.string() }),
    z.object({ orderNumber: z.string().min(1), to: z.literal(TRANSFER), reference: z.string().min(1), about: z.string() }),
  ]),
);

export interface PaymentMailDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'remittance'>;
}

/**
 * In the transaction that changes an order's payment status: queues the email that tells the
 * customer what happened (decision 013): paid, failed (with the way to pay again) or overdue.
 * 'Awaiting Payment' and 'unpaid' need no email: the customer has just seen the transfer
 * instructions or received Stripe's invoice. `cause` names the change once (a provider event id);
 * without it, each call is a new email.
 */
export async function queuePaymentMail(
  tx: Database,
  change: { orderId: string; orderNumber: string; to: PaymentStatus },
  cause: string = randomUUID(),
): Promise<void> {
  const to = change.to;
  if (!isNotice(to)) return;
  await enqueueJob(tx, {
    kind: PAYMENT_MAIL_JOB,
    key: `${PAYMENT_MAIL_JOB.name}.${change.orderId}.${cause}`,
    payload: { orderNumber: change.orderNumber, to, about: change.orderNumber },
  });
}

/**
 * In the transaction that keeps a bank transfer's instructions on the order: the email that
 * carries them, once per checkout (the key names its reference), so a customer who left the
 * provider's page has them in writing as well as on the order.
 */
export async function queueTransferMail(tx: Database, order: { id: string; orderNumber: string }, reference: string): Promise<void> {
  await enqueueJob(tx, {
    kind: PAYMENT_MAIL_JOB,
    key: `${PAYMENT_MAIL_JOB.name}.${order.id}.transfer.${reference}`,
    payload: { orderNumber: order.orderNumber, to: TRANSFER, reference, about: order.orderNumber },
  });
}

/** Renders and sends the payment status email at run time; rejects when the mail server refuses (the job retries). */
export function paymentMailJobs(deps: PaymentMailDeps): JobHandlers {
  return [
    handleJob(PAYMENT_MAIL_JOB, async (payload, job) => {
      const kind = payload.to;
      const order = await findOrderByNumber(deps.db, payload.orderNumber);
      const customer = order && (await findCustomerById(deps.db, order.customerId));
      if (!order || !customer) throw new Error(`Order ${payload.orderNumber} or its customer was not found`);
      const transfer = order.paymentResponse.transfer;
      // Paid, failed or replaced since it was queued: these instructions are no longer the way to pay.
      if (payload.to === TRANSFER && (!transfer || !waitsForTransfer(order, payload.reference))) return;
      const { publicUrl, brandName, remittance } = deps.config;
      const dueDate = order.paymentResponse.due_date;
      const mail = paymentStatusMail({
        kind,
        brandName,
        customerName: customer.name,
        orderNumber: order.orderNumber,
        total: money(order.totalCents),
        dueDate: typeof dueDate === 'number' ? formatDay(new Date(dueDate * 1000)) : undefined,
        actionUrl: `${publicUrl}${kind === 'Failed' ? payOrderPath(order.orderNumber) : orderFocusPath(order.orderNumber)}`,
        // A demo provider's event moved no money (issue 15); money staff booked by hand is real.
        demo: order.paymentResponse.provider === 'demo' && !order.paymentResponse.paid_by_hand,
        ...(kind === TRANSFER && transfer && { transfer: transferRows(transfer, money) }),
        ...(kind === 'Overdue' && { overdue: net30WaysToPay(order, remittance) }),
      });
      await deps.mailer.send({ to: customer.email, ...mail, idempotencyKey: job.key });
      await recordOrderEmail(deps.db, { orderId: order.id, kind: 'payment', recipient: customer.email, subject: mail.subject }).catch(
        (err: unknown) => job.log.error({ err }, 'payment email sent but not noted in the order history'),
      );
    }),
  ];
}
