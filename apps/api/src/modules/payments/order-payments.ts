import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import type { OrderPaymentsPort } from '../orders/index.js';
import { insertManualPaymentEvent, listPaymentEventsOfOrder } from './order-payment-queries.js';
import { queuePaymentMail } from './payment-mail.js';

/**
 * The payments module's side of the back office's order actions (the orders module's
 * OrderPaymentsPort): the payment events of an order, payments booked by hand, refunds and voided
 * invoices through the configured provider, and the job of the "payment received" email.
 */
export function orderPayments(deps: { db: Database; provider: PaymentProvider | null }): OrderPaymentsPort {
  const { db } = deps;
  // Money paid through a provider that is no longer configured: staff settle it at the provider.
  const provider = (): PaymentProvider => {
    if (!deps.provider) throw new Error('No payment provider is configured (PAYMENTS)');
    return deps.provider;
  };
  return {
    eventsOf: (orderId) => listPaymentEventsOfOrder(db, orderId),

    recordPaidByHand: (tx: Database, order, entry) => insertManualPaymentEvent(tx, order.id, entry.outcome),

    async refund(order, paymentReference, idempotencyKey, amountCents) {
      const refund = await provider().refund(
        { id: order.id, orderNumber: order.orderNumber, currency: order.currency, paymentReference },
        amountCents ?? order.totalCents,
        idempotencyKey,
      );
      return { ...refund, created_at: new Date().toISOString() };
    },

    async creditNet30Invoice(reference, amountCents, idempotencyKey, memo) {
      const credit = await provider().creditNet30Invoice(reference, amountCents, idempotencyKey, memo);
      return { ...credit, status: 'succeeded', created_at: new Date().toISOString() };
    },

    voidNet30Invoice: (reference, idempotencyKey) => provider().voidNet30Invoice(reference, idempotencyKey),

    expireCheckout: (reference) => provider().expireCheckout(reference),

    queuePaymentMail: (tx, change) => queuePaymentMail(tx, change),
  };
}
