/**
 * Order, shipping and payment vocabulary (spec sections 3, 4 and 9). The status texts are shown
 * raw on the orders page, so they are kept exactly as the spec writes them ('unpaid' included).
 */
export const ORDER_STATUSES = ['Pending', 'Draft', 'Processing', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SHIPPING_STATUSES = ['Pending', 'Shipped', 'Delivered'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/**
 * The spec's payment statuses, and after them the two a refund leaves (issue 28, decision 005's
 * amendment): a paid order that gave part of its money back, or all of it.
 */
export const PAYMENT_STATUSES = [
  'Pending',
  'Paid',
  'unpaid',
  'Overdue',
  'Awaiting Payment',
  'Failed',
  'Partially refunded',
  'Refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The money arrived: paid, even if some or all of it was given back since. */
export const MONEY_RECEIVED_STATUSES: readonly PaymentStatus[] = ['Paid', 'Partially refunded', 'Refunded'];
export const moneyReceived = (status: PaymentStatus): boolean => MONEY_RECEIVED_STATUSES.includes(status);

/** customer_payment.type and the create answer's payment_method_type. */
export const PAYMENT_METHOD_TYPES = ['COD', 'CREDIT_CARD', 'NET_30', 'BANK_TRANSFER'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Checkout's payment choices in the order shown; the first is the default (spec section 4). */
export const PAYMENT_METHODS: readonly { type: PaymentMethodType; label: string; hint: string }[] = [
  { type: 'COD', label: 'COD (Cash on Delivery)', hint: 'Pay the driver when your tooling arrives.' },
  { type: 'CREDIT_CARD', label: 'Credit Card (via Stripe)', hint: 'Pay now on a secure Stripe page.' },
  { type: 'NET_30', label: 'Net 30 (via Stripe)', hint: 'Pay within 30 days of the invoice.' },
  { type: 'BANK_TRANSFER', label: 'Bank Transfer (via Stripe)', hint: 'Transfer to the account Stripe gives you.' },
];
