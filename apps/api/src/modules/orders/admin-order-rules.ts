import {
  can,
  moneyReceived,
  ORDER_ACTION_PERMISSION,
  ORDER_ACTIONS,
  type OrderAction,
  type OrderStatus,
  type StaffRole,
} from '@northbend/shared';
import { HttpError } from '../../lib/http-errors.js';
import { hasNet30Invoice } from './documents/order-facts.js';
import type { OrderRow } from './queries.js';
import { canMoveOrder, canMovePayment, canMoveShipping, orderStatusAfterPayment } from './status.js';

/**
 * What staff may do to an order in its present state (issue 11). The action routes refuse with
 * these texts (409) and the order view lists `allowed_actions` from the same functions, so the admin
 * UI never offers a button whose call would be refused. Status moves are still checked by status.ts
 * when written; these rules add what the status lists alone do not say (an unpaid card order does
 * not ship; a card payment is never booked by hand).
 */
export const ORDER_RULE_MESSAGES = {
  cancelled: 'This order has been cancelled.',
  draft: 'This order is a draft and has not been placed yet.',
  notPaid: 'This order has not been paid yet: card and bank transfer orders ship once the payment has arrived.',
  net30NoInvoice: 'This Net 30 order has no invoice yet: it ships once the invoice has been sent.',
  delivered: 'This order has already been delivered.',
  notShipped: 'This order has not shipped yet.',
  cardByHand: 'Card payments are recorded by Stripe, never by hand.',
  alreadyPaid: 'This order has already been paid.',
  shippedNoCancel: 'This order has shipped and can no longer be cancelled.',
  alreadyCancelled: 'This order has already been cancelled.',
  noInvoice: 'This order has no Net 30 invoice.',
  noExtraPayment: 'This order has no extra payment waiting for a refund.',
} as const;

/** The order status a shipment leaves: an open order is being processed once its first parcel leaves. */
export const orderStatusAfterShipping = (status: OrderStatus): OrderStatus => (status === 'Pending' ? 'Processing' : status);

// Net 30 ships on terms once the invoice exists, paid or not; COD ships unpaid by definition.
const SHIPPABLE_UNPAID: Record<OrderRow['paymentType'], readonly OrderRow['paymentStatus'][]> = {
  COD: ['Pending', 'Failed', 'Awaiting Payment', 'unpaid', 'Overdue'],
  NET_30: ['unpaid', 'Overdue'],
  CREDIT_CARD: [],
  BANK_TRANSFER: [],
};

function shipRefusal(o: OrderRow): string | null {
  if (o.status === 'Cancelled') return ORDER_RULE_MESSAGES.cancelled;
  if (o.status === 'Draft') return ORDER_RULE_MESSAGES.draft;
  if (o.shippingStatus === 'Delivered' || o.status === 'Delivered') return ORDER_RULE_MESSAGES.delivered;
  if (!moneyReceived(o.paymentStatus) && !SHIPPABLE_UNPAID[o.paymentType].includes(o.paymentStatus))
    return o.paymentType === 'NET_30' ? ORDER_RULE_MESSAGES.net30NoInvoice : ORDER_RULE_MESSAGES.notPaid;
  if (!canMoveShipping(o.shippingStatus, 'Shipped') || !canMoveOrder(o.status, orderStatusAfterShipping(o.status)))
    return `This order's status cannot change from ${o.status} to shipped.`;
  return null;
}

function deliverRefusal(o: OrderRow): string | null {
  if (o.status === 'Cancelled') return ORDER_RULE_MESSAGES.cancelled;
  if (o.shippingStatus === 'Delivered' || o.status === 'Delivered') return ORDER_RULE_MESSAGES.delivered;
  if (o.shippingStatus !== 'Shipped') return ORDER_RULE_MESSAGES.notShipped;
  if (!canMoveOrder(o.status, 'Delivered')) return `This order's status cannot change from ${o.status} to Delivered.`;
  return null;
}

function recordPaymentRefusal(o: OrderRow): string | null {
  if (o.paymentType === 'CREDIT_CARD') return ORDER_RULE_MESSAGES.cardByHand;
  if (moneyReceived(o.paymentStatus)) return ORDER_RULE_MESSAGES.alreadyPaid;
  if (o.status === 'Cancelled') return ORDER_RULE_MESSAGES.cancelled;
  if (o.status === 'Draft') return ORDER_RULE_MESSAGES.draft;
  if (!canMovePayment(o.paymentStatus, 'Paid') || !canMoveOrder(o.status, orderStatusAfterPayment(o.status)))
    return `This order's payment status cannot change from ${o.paymentStatus} to Paid.`;
  return null;
}

function cancelRefusal(o: OrderRow): string | null {
  if (o.status === 'Cancelled') return ORDER_RULE_MESSAGES.alreadyCancelled;
  if (o.shippingStatus !== 'Pending' || o.status === 'Delivered') return ORDER_RULE_MESSAGES.shippedNoCancel;
  if (!canMoveOrder(o.status, 'Cancelled')) return `This order's status cannot change from ${o.status} to Cancelled.`;
  return null;
}

const RULES: Record<OrderAction, (o: OrderRow) => string | null> = {
  ship: shipRefusal,
  deliver: deliverRefusal,
  record_payment: recordPaymentRefusal,
  cancel: cancelRefusal,
  resend_confirmation: (o) => (o.status === 'Cancelled' ? ORDER_RULE_MESSAGES.cancelled : null),
  resend_invoice: (o) => (hasNet30Invoice(o) ? null : ORDER_RULE_MESSAGES.noInvoice),
  add_note: () => null,
  refund_extra_payment: (o) => (o.paymentAttention.some((a) => a.open) ? null : ORDER_RULE_MESSAGES.noExtraPayment),
  // A cancelled order never left (its money went back with the cancellation); a draft was never placed.
  return: (o) => (o.status === 'Cancelled' ? ORDER_RULE_MESSAGES.cancelled : o.status === 'Draft' ? ORDER_RULE_MESSAGES.draft : null),
};

/** Why the order's state refuses the action (409), or null. The role is checked by the route's guard. */
export const actionRefusal = (action: OrderAction, order: OrderRow): string | null => RULES[action](order);

export function assertActionAllowed(action: OrderAction, order: OrderRow): void {
  const refusal = actionRefusal(action, order);
  if (refusal) throw new HttpError(409, refusal, 'ORDER_ACTION_REFUSED');
}

/** The actions the order's state and the role both allow, in ORDER_ACTIONS' order. */
export const allowedActions = (order: OrderRow, role: StaffRole): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => can(role, ORDER_ACTION_PERMISSION[action]) && actionRefusal(action, order) === null);

/**
 * The reference of money the payment provider holds for this order, which a cancellation refunds
 * through it; null when nothing was paid through the provider (unpaid, or cash, cheque or transfer
 * booked by staff, which staff give back by hand).
 */
export function providerPaidReference(o: OrderRow): string | null {
  const r = o.paymentResponse;
  // Refunded in full already (returns, issue 28): nothing is left at the provider to give back.
  if ((o.paymentStatus !== 'Paid' && o.paymentStatus !== 'Partially refunded') || !r.provider || r.paid_by_hand) return null;
  const reference = typeof r.paid_reference === 'string' ? r.paid_reference : r.reference;
  return typeof reference === 'string' && reference ? reference : null;
}

/** A sent Net 30 invoice that is still open: a cancellation voids it so it can no longer be paid. */
/**
 * A card or bank transfer checkout the customer could still pay at the provider (its page lives for
 * hours): a cancelled order's is expired, so no money arrives for an order that no longer stands.
 */
export const openCheckout = (o: OrderRow): string | null =>
  ((o.paymentType === 'CREDIT_CARD' && o.paymentStatus === 'Pending') ||
    (o.paymentType === 'BANK_TRANSFER' && o.paymentStatus === 'Awaiting Payment')) &&
  o.paymentResponse.provider &&
  typeof o.paymentResponse.reference === 'string'
    ? o.paymentResponse.reference
    : null;

export const openNet30Invoice = (o: OrderRow): string | null =>
  o.paymentType === 'NET_30' &&
  (o.paymentStatus === 'unpaid' || o.paymentStatus === 'Overdue') &&
  o.paymentResponse.provider &&
  typeof o.paymentResponse.reference === 'string'
    ? o.paymentResponse.reference
    : null;
