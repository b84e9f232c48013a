import type { PaymentMethodType } from '@northbend/shared';
import { paths } from '../../lib/paths';

/** Methods paid through the provider after the order exists; COD needs no payment call. */
export type OnlineMethod = Exclude<PaymentMethodType, 'COD'>;

export const isOnline = (type: PaymentMethodType): type is OnlineMethod => type !== 'COD';

/** Spec section 8: what a failed payment call says, per method. */
export const PAYMENT_FAILED: Record<OnlineMethod, string> = {
  CREDIT_CARD: 'Failed to complete credit card checkout.',
  NET_30: 'Failed to create Net 30 payment invoice',
  BANK_TRANSFER: 'Failed to complete bank transfer checkout.',
};

/** Issue 15: payments run on the demo provider (PAYMENTS=demo): nobody may take them for real ones. */
export const DEMO_PAYMENTS = 'Demo payments: card, Net 30 and bank transfer payments here are simulated, and no money moves.';

/** Issue 15: the shop takes no online payments now (no payment provider), so an unpaid order waits for us. */
export const NO_ONLINE_PAYMENT = 'Online payment is not available at the moment. Please contact us to pay this order.';

/** Spec section 4: the button that pays an order that exists but is not paid yet. */
export const RETRY_PAYMENT = 'Pay with credit card / net 30 / bank transfer';

/** Spec section 8: a refused or failed order creation. */
export const orderCreateFailed = (message: string) => `Failed to create the order. Please try again: ${message}`;

/** A result page that can link to the order it is about ('View your order'). */
export const resultPath = (path: string, orderId: string) => `${path}?order_id=${encodeURIComponent(orderId)}`;

export const placedPath = (orderId: string) => resultPath(paths.orderPlaced, orderId);
