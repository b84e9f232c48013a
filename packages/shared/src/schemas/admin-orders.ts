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

/** A day of the shop's calendar (SHOP_TIMEZONE), as a date input sends it: YYYY-MM-DD, a real date. */
const shopDay = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
      .refine((d) => {
        const t = new Date(`${d}T00:00:00Z`);
        return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
      }, `${name} must be a real date`)
      .optional(),
  );

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
  from: shopDay('from').describe("Placed on or after this day of the shop's calendar (YYYY-MM-DD, SHOP_TIMEZONE)"),
  to: shopDay('to').describe("Placed on or before this day of the shop's calendar (YYYY-MM-DD, SHOP_TIMEZONE), the day included"),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ORDER_SORTS, { message: `sort must be one of: ${ORDER_SORTS.join(', ')}` }).default('created_at_desc'),
  ),
});
export type AdminOrderFilters = z.infer<typeof AdminOrderFilters>;

/** The message of a range whose first day comes after its last (a 400 of the orders list and its export). */
export const dateRangeProblem = (f: { from?: string; to?: string }): string | null =>
  f.from && f.to && f.from > f.to ? 'from must be on or before to' : null;

export const SAVED_VIEW_NAME_MAX_LENGTH = 60;
export const SAVED_VIEWS_MAX = 30;

/** POST /api/v1/admin/order-views: the orders list's current filters under a name (per staff user). */
export const SavedOrderViewInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(SAVED_VIEW_NAME_MAX_LENGTH, `name is at most ${SAVED_VIEW_NAME_MAX_LENGTH} characters`),
  filters: AdminOrderFilters.omit({ sort: true }).extend({ sort: AdminOrderFilters.shape.sort.optional() }),
});
export type SavedOrderViewInput = z.infer<typeof SavedOrderViewInput>;

export const SavedOrderViewParams = z.object({ view_id: z.uuid({ message: 'Invalid view id' }) });

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
