import { moneyReceived, type OrderStatus, type PaymentStatus, type ShippingStatus } from '@northbend/shared';
import { HttpError } from '../../lib/http-errors.js';

/**
 * The one place that says which status changes are allowed (docs/decisions/005-order-statuses.md
 * explains why). Every writer of an order's status goes through `assertOrderTransition`,
 * `assertPaymentTransition` or `assertShippingTransition`; staying in the same status is allowed
 * so that a repeated event or request changes nothing.
 */
const ORDER: Record<OrderStatus, readonly OrderStatus[]> = {
  Draft: ['Pending', 'Cancelled'],
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

const PAYMENT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  // Card and COD orders start here; a new payment attempt may also start from here.
  Pending: ['Paid', 'Failed', 'unpaid', 'Awaiting Payment'],
  // A bank transfer has been requested and Stripe waits for the money.
  'Awaiting Payment': ['Paid', 'Failed'],
  // A Net 30 invoice has been sent.
  unpaid: ['Paid', 'Overdue', 'Failed'],
  Overdue: ['Paid', 'Failed'],
  // A failed attempt can be retried with the same order ('Pay with credit card / net 30 / bank transfer').
  Failed: ['Pending', 'unpaid', 'Awaiting Payment', 'Paid'],
  // Money goes back only by staff's refund (a cancellation or a return, issue 28): part of it, then the rest.
  Paid: ['Partially refunded', 'Refunded'],
  'Partially refunded': ['Refunded'],
  Refunded: [],
};

const SHIPPING: Record<ShippingStatus, readonly ShippingStatus[]> = {
  Pending: ['Shipped', 'Delivered'],
  Shipped: ['Delivered'],
  Delivered: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => from === to || ORDER[from].includes(to);
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean => from === to || PAYMENT[from].includes(to);
export const canMoveShipping = (from: ShippingStatus, to: ShippingStatus): boolean => from === to || SHIPPING[from].includes(to);

const refuse = (what: string, from: string, to: string) =>
  new HttpError(409, `This order's ${what} cannot change from ${from} to ${to}.`, 'STATUS_TRANSITION');

export function assertOrderTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) throw refuse('status', from, to);
}

export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!canMovePayment(from, to)) throw refuse('payment status', from, to);
}

export function assertShippingTransition(from: ShippingStatus, to: ShippingStatus): void {
  if (!canMoveShipping(from, to)) throw refuse('shipping status', from, to);
}

/** A payment can be started or retried only while nothing has been paid and the order is open. */
export const canStartPayment = (order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean =>
  !moneyReceived(order.paymentStatus) && (order.status === 'Pending' || order.status === 'Draft');

/** After a refund: all of what was paid given back, or part of it (issue 28). */
export const paymentStatusAfterRefund = (paidCents: number, refundedCents: number): PaymentStatus =>
  refundedCents >= paidCents ? 'Refunded' : refundedCents > 0 ? 'Partially refunded' : 'Paid';

/** When the money arrives an open order moves on to Processing. */
export const orderStatusAfterPayment = (status: OrderStatus): OrderStatus =>
  status === 'Pending' || status === 'Draft' ? 'Processing' : status;
