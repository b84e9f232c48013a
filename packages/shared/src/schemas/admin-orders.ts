import { z } from 'zod';
import {
  CANCEL_REASON_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  normaliseTrackingNumber,
  ORDER_SORTS,
  UPS_TRACKING_MESSAGE,
  UPS_TRACKING_PATTERN,
} from '../order-admin.js';
import { ORDER_STATUSES, PAYMENT_METHOD_TYPES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../orders.js';
import { PageQuery } from './common.js';

/** Request schemas of the back office's order calls (/api/v1/admin/orders…), shared with the admin UI. */

/** `?status=` with nothing after it means no filter, as a form's empty select sends it. */
const optionalChoice = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { message: `${name} must be one of: ${values.join(', ')}` }).optional());

export const AdminOrderFilters = z.object({
  search: z
    .string()
    .trim()
    .max(200, 'search is too long')
    .optional()
    .transform((v) => v || undefined)
    .describe("Order number ('NB-100001' or '100001'), customer email, name or company; partial, any case"),
  status: optionalChoice('status', ORDER_STATUSES),
  payment_status: optionalChoice('payment_status', PAYMENT_STATUSES),
  shipping_status: optionalChoice('shipping_status', SHIPPING_STATUSES),
  payment_type: optionalChoice('payment_type', PAYMENT_METHOD_TYPES),
  attention: optionalChoice('attention', ['extra_payment'] as const).describe(
    'extra_payment: orders holding a payment they did not need (paid twice, or after cancellation) that waits for a refund',
  ),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ORDER_SORTS, { message: `sort must be one of: ${ORDER_SORTS.join(', ')}` }).default('created_at_desc'),
  ),
});
export type AdminOrderFilters = z.infer<typeof AdminOrderFilters>;

export const AdminOrderQuery = PageQuery.extend(AdminOrderFilters.shape);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

/** {order_id}: the order number ('NB-100001') or the order's uuid. */
export const AdminOrderParams = z.object({
  order_id: z
    .string()
    .trim()
    .regex(/^(NB-\d{1,18}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, 'Invalid order id'),
});
export type AdminOrderParams = z.infer<typeof AdminOrderParams>;

export const ShipmentBody = z.object({
  carrier: z.literal('UPS', { message: 'The carrier must be UPS.' }).default('UPS'),
  tracking_number: z
    .string({ message: UPS_TRACKING_MESSAGE })
    .max(60, UPS_TRACKING_MESSAGE)
    .transform(normaliseTrackingNumber)
    .pipe(z.string().regex(UPS_TRACKING_PATTERN, UPS_TRACKING_MESSAGE)),
});
export type ShipmentBody = z.infer<typeof ShipmentBody>;

export const RecordPaymentBody = z.object({
  status: z.literal('Paid', { message: "The payment status must be 'Paid'." }),
  reference: z
    .string({ message: 'Enter the payment reference (cheque number, bank reference or receipt).' })
    .trim()
    .min(1, 'Enter the payment reference (cheque number, bank reference or receipt).')
    .max(200, 'The payment reference is too long (200 characters at most).'),
});
export type RecordPaymentBody = z.infer<typeof RecordPaymentBody>;

export const RefundExtraPaymentBody = z.object({
  reference: z
    .string({ message: 'Name the extra payment to refund (its reference).' })
    .trim()
    .min(1, 'Name the extra payment to refund (its reference).')
    .max(200, 'The payment reference is too long (200 characters at most).'),
});
export type RefundExtraPaymentBody = z.infer<typeof RefundExtraPaymentBody>;

export const CancelOrderBody = z.object({
  reason: z
    .string({ message: 'Enter the reason for the cancellation.' })
    .trim()
    .min(1, 'Enter the reason for the cancellation.')
    .max(CANCEL_REASON_MAX_LENGTH, `The reason is too long (${CANCEL_REASON_MAX_LENGTH} characters at most).`),
});
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

export const OrderNoteBody = z.object({
  body: z
    .string({ message: 'Enter the note.' })
    .trim()
    .min(1, 'Enter the note.')
    .max(NOTE_MAX_LENGTH, `The note is too long (${NOTE_MAX_LENGTH} characters at most).`),
});
export type OrderNoteBody = z.infer<typeof OrderNoteBody>;

export const RESEND_KINDS = ['confirmation', 'invoice'] as const;
export const ResendOrderMailBody = z.object({
  kind: z.enum(RESEND_KINDS, { message: "kind must be 'confirmation' or 'invoice'." }),
});
export type ResendOrderMailBody = z.infer<typeof ResendOrderMailBody>;
