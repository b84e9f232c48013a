import type { PaymentStatus } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { OrderRefund } from '../../db/schema/index.js';
import type { OrderRow } from './queries.js';

/** A payment event of an order as the back office lists it (payment_events, the payments module's). */
export interface OrderPaymentEvent {
  type: string;
  provider: string;
  outcome: string;
  createdAt: Date;
}

/**
 * What the back office's order actions need of the payments module. The payments module imports
 * the orders module (status rules), so it cannot be imported back: app.ts hands its implementation
 * (payments' `orderPayments`) to the admin order routes.
 */
export interface OrderPaymentsPort {
  eventsOf(orderId: string): Promise<OrderPaymentEvent[]>;
  /** Writes the payment event of money staff booked by hand, in the transaction that books it. */
  recordPaidByHand(tx: Database, order: OrderRow, entry: { reference: string; staffEmail: string; outcome: string }): Promise<void>;
  /**
   * Refunds through the payment provider (outside any transaction): `amountCents` (a return, or the
   * rest after returns), the order's total when left out; throws when it refuses.
   */
  refund(order: OrderRow, paymentReference: string, idempotencyKey: string, amountCents?: number): Promise<OrderRefund>;
  /** Lowers an open Net 30 invoice by a credit note (a return, issue 28), outside any transaction; throws when the provider refuses. */
  creditNet30Invoice(reference: string, amountCents: number, idempotencyKey: string, memo: string): Promise<OrderRefund>;
  voidNet30Invoice(reference: string, idempotencyKey: string): Promise<void>;
  /** Closes an open card or bank transfer checkout at the provider; throws when it refuses (it completed meanwhile). */
  expireCheckout(reference: string): Promise<void>;
  /** In the transaction that changes the payment status: queues the payments module's email about it. */
  queuePaymentMail(tx: Database, change: { orderId: string; orderNumber: string; from: PaymentStatus; to: PaymentStatus }): Promise<void>;
}
