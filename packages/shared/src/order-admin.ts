import type { StaffPermission } from './staff-roles.js';

/**
 * What staff may do to an order in the back office (issue 11), and the permission each needs. The
 * API computes an order's `allowed_actions` from these and the order's statuses with the same rules
 * that guard the action routes, so the admin UI shows a button exactly when its call would pass.
 */
export const ORDER_ACTIONS = [
  'ship',
  'deliver',
  'record_payment',
  'cancel',
  'resend_confirmation',
  'resend_invoice',
  'add_note',
  'refund_extra_payment',
  'return',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_PERMISSION: Record<OrderAction, StaffPermission> = {
  ship: 'orders.fulfil',
  deliver: 'orders.fulfil',
  add_note: 'orders.fulfil',
  record_payment: 'orders.payments',
  cancel: 'orders.cancel',
  // Writing to the customer about their order and its invoice is sales' business, not the warehouse's.
  resend_confirmation: 'orders.payments',
  resend_invoice: 'orders.payments',
  // Money of a payment the order did not need (paid twice, or after it was cancelled): sales' business.
  refund_extra_payment: 'orders.payments',
  // A return gives money back (a refund through the provider, or a credit on the invoice): sales' business, as the refunds above.
  return: 'orders.payments',
};

/**
 * Why money arrived that the order did not need (issue 15), in the words staff read on the order
 * and in its payment events. Either way it is refunded through the payment provider.
 */
export const EXTRA_PAYMENT_TEXTS = {
  paid_twice: 'Paid twice — refund the extra payment',
  paid_after_cancel: 'Paid after it was cancelled — refund the payment',
} as const;
export type ExtraPaymentReason = keyof typeof EXTRA_PAYMENT_TEXTS;

/** The carriers a shipment may name; the storefront links UPS's tracking page. */
export const CARRIERS = ['UPS'] as const;
export type Carrier = (typeof CARRIERS)[number];

/**
 * UPS tracking numbers: '1Z' and 16 letters or digits (parcels), 'T' and 10 digits (freight), or
 * 9 to 26 digits (Mail Innovations, InfoNotice). Compared without spaces, in capitals.
 */
export const UPS_TRACKING_PATTERN = /^(1Z[0-9A-Z]{16}|T\d{10}|\d{9,26})$/;
export const UPS_TRACKING_MESSAGE =
  'Enter a UPS tracking number: 1Z followed by 16 letters or digits (e.g. 1Z999AA10123456784), T and 10 digits, or 9 to 26 digits.';
export const normaliseTrackingNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The carrier's public tracking page of a parcel. */
export const upsTrackingUrl = (trackingNumber: string): string =>
  `https://www.ups.com/track?tracknum=${encodeURIComponent(trackingNumber)}`;

export const ORDER_SORTS = ['created_at_desc', 'created_at_asc', 'total_desc', 'total_asc', 'order_id_desc', 'order_id_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The most rows one CSV export holds; narrow the filters for more. */
export const ORDER_EXPORT_MAX_ROWS = 10_000;

export const NOTE_MAX_LENGTH = 2000;
export const CANCEL_REASON_MAX_LENGTH = 500;
export const ENQUIRY_REPLY_MAX_LENGTH = 5000;

/** A contact enquiry's place in sales' inbox. */
export const ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
