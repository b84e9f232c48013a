import type { OrderStatus, PaymentMethodType, PaymentStatus, ShippingStatus } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { CustomerRow } from './customer-view.js';

/** An order as the customer page lists it. */
export interface CustomerRecentOrder {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  paymentType: PaymentMethodType;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  totalCents: number;
}

/**
 * What the back office's customer page needs of modules that import this one (auth for sessions
 * and verification mail, orders for the order list): app.ts hands them in, so no import cycle forms.
 */
export interface CustomerAccountsPort {
  recentOrders(customerId: string): Promise<CustomerRecentOrder[]>;
  /** Ends every refresh session of the customer, in the transaction that disables them. */
  revokeSessions(tx: Database, customerId: string): Promise<void>;
  /** After that transaction's commit: the revoked sessions' access tokens stop in every API process. */
  sessionsEnded(customerId: string): Promise<void>;
  /** Queues a new verification link by email, in the transaction that notes it in the audit log. */
  queueVerification(tx: Database, customer: CustomerRow): Promise<void>;
}
