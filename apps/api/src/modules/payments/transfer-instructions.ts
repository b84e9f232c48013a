import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { PaymentOrder, PaymentProvider, TransferInstructions } from '../../integrations/payments/payment-provider.js';
import type { OrderRow } from '../orders/index.js';
import { waitsForTransfer } from './open-payment.js';
import { queueTransferMail } from './payment-mail.js';
import { findOrderByReference, lockOrderByReference, updateOrderPayment } from './queries.js';

/**
 * The provider's transfer instructions of a bank transfer checkout, or null when it has none yet or
 * cannot be asked now: they are a help to find the way back, never a reason to fail a payment.
 */
export async function fetchTransferInstructions(
  provider: PaymentProvider,
  order: PaymentOrder,
  reference: string,
  log: FastifyBaseLogger,
): Promise<TransferInstructions | null> {
  try {
    return await provider.transferInstructions(order, reference);
  } catch (err) {
    log.error({ err, order: order.orderNumber, reference }, 'bank transfer instructions could not be read from the payment provider');
    return null;
  }
}

/**
 * Stripe has the instructions once the customer chose the transfer on its page (the session's
 * completed event, outcome 'pending'): they are read then, outside any transaction, and kept on
 * the order if its current checkout is still this one and still waits for the money; the customer
 * gets them by email once per checkout.
 */
export async function recordTransferInstructions(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const order = await findOrderByReference(db, reference);
  if (!order || !waitsForTransfer(order, reference) || order.paymentResponse.transfer) return;
  const transfer = await fetchTransferInstructions(provider, paymentOrderOf(order), reference, log);
  if (!transfer) return;
  await db.transaction(async (tx) => {
    const current = await lockOrderByReference(tx, reference);
    if (!current || !waitsForTransfer(current, reference)) return;
    await updateOrderPayment(tx, current.id, { paymentResponse: { ...current.paymentResponse, transfer } });
    await queueTransferMail(tx, current, reference);
  });
}

export function paymentOrderOf(order: OrderRow): PaymentOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    currency: order.currency,
    subTotalCents: order.subTotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    lines: order.lines.map((line) => ({ name: line.product.name, amountCents: line.itemTotalCents })),
  };
}
