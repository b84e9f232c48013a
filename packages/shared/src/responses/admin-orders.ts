import { z } from 'zod';
import { ORDER_ACTIONS, type ExtraPaymentReason } from '../order-admin.js';
import { ORDER_STATUSES, PAYMENT_METHOD_TYPES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../orders.js';
import { PaginationInfo } from '../schemas/common.js';
import { AuditEntry } from './admin-staff.js';
import { AdminOrderReturn, ReturnableLine, ReturnMoney } from '../returns.js';
import { OrderCharges, OrderLine } from './orders.js';
import { ShippingServiceChosen } from './shipping.js';

/** Answers of the back office's order calls (/api/v1/admin/orders…); the admin UI's types. */

const Dollars = z.number().describe('Dollars with 2 decimals');

export const AdminOrderRow = z.object({
  _id: z.string(),
  order_id: z.string().describe("The human order id, 'NB-100001'"),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_type: z.enum(PAYMENT_METHOD_TYPES),
  shipping_status: z.enum(SHIPPING_STATUSES),
  total: Dollars,
  currency: z.string(),
  item_count: z.number().describe('Pieces ordered: the quantities of plain lines and of every variant'),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  tracking_numbers: z.array(z.string()),
  po_number: z.string().nullable().describe("The buyer's purchase order number"),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderPage = z.object({ result: z.array(AdminOrderRow), paginationInfo: PaginationInfo });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrderRefund = z.object({
  provider: z.string(),
  reference: z.string(),
  amount: Dollars,
  status: z.string(),
  createdAt: z.string().nullable(),
});

/** Money that arrived for an order that did not need it (issue 15): staff refund it through the provider. */
export const AdminExtraPayment = z.object({
  reason: z.enum(['paid_twice', 'paid_after_cancel'] as const satisfies readonly ExtraPaymentReason[]),
  message: z.string().describe("What staff read: 'Paid twice — refund the extra payment'"),
  provider: z.string(),
  reference: z.string().describe("The provider's reference of the extra payment; the refund call names it"),
  amount: Dollars,
  currency: z.string(),
  createdAt: z.string(),
  open: z.boolean().describe('True until it is refunded'),
  refund: AdminOrderRefund.nullable(),
});
export type AdminExtraPayment = z.infer<typeof AdminExtraPayment>;

/** A parcel's UPS tracking as the tracking job last read it (decision 032). */
export const PARCEL_TRACKING_STATES = ['delivered', 'exception', 'returned', 'moving', 'unknown'] as const;
export const ParcelTracking = z.object({
  state: z.enum(PARCEL_TRACKING_STATES).describe('exception and returned need staff: an alert is raised once per status'),
  status: z.object({ type: z.string(), code: z.string(), description: z.string() }).describe("UPS's currentStatus as sent"),
  delivered_on: z.string().nullable().describe('YYYY-MM-DD, when delivered'),
  checked_at: z.string().nullable(),
});
export type ParcelTracking = z.infer<typeof ParcelTracking>;

export const AdminOrderDetail = AdminOrderRow.extend({
  customer: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
  }),
  lines: z.array(OrderLine).describe("The lines as the customer's order view shows them"),
  shipping_address: z.record(z.string(), z.string()),
  shipping_service: ShippingServiceChosen.nullable().optional().describe('The service chosen at checkout (decision 031)'),
  order_charges: OrderCharges,
  parcel_number: z.string().nullable().describe('The most recent tracking number, as the customer sees it'),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  delivery_date: z.string().nullable().describe("The day UPS delivered the order's last parcel, YYYY-MM-DD; null until then"),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  order_note: z.string().nullable().describe("The buyer's note to the shop, given at checkout (staff's own notes are `notes`)"),
  has_net30_invoice: z.boolean().describe('The Net 30 invoice exists, so pdf/net-30-invoice answers with it'),
  payment: z.object({
    type: z.enum(PAYMENT_METHOD_TYPES),
    status: z.enum(PAYMENT_STATUSES),
    response: z.object({
      due_date: z.number().optional().describe('Net 30: when the invoice is due, epoch seconds'),
      hosted_url: z.string().optional(),
      provider: z.string().optional(),
      reference: z.string().optional(),
      paid_by_hand: z.object({ reference: z.string(), staff_email: z.string(), at: z.string() }).optional(),
    }),
    refund: AdminOrderRefund.nullable(),
    extra_payments: z.array(AdminExtraPayment).describe('Payments the order did not need; open ones wait for a refund'),
  }),
  customer_payment: z
    .object({ type: z.enum(PAYMENT_METHOD_TYPES), status: z.enum(PAYMENT_STATUSES) })
    .describe("The payment as the customer's order view names it (customer_payment), the same status as payment_status"),
  returns: z.array(AdminOrderReturn).describe('Returns of this order, oldest first'),
  returnable_lines: z.array(ReturnableLine).describe('What each line (a variant line: each variant) can still be returned'),
  return_money: ReturnMoney,
  shipments: z.array(
    z.object({
      carrier: z.string(),
      tracking_number: z.string(),
      tracking_url: z.string(),
      createdAt: z.string(),
      staff_name: z.string().nullable(),
      tracking: ParcelTracking.nullable().describe('What UPS last said of the parcel (issue 30); null: not asked yet, or not a UPS number'),
    }),
  ),
  payment_events: z.array(
    z.object({
      type: z.string(),
      provider: z.string(),
      outcome: z.string().describe("'applied: Pending → Paid', 'ignored: …', 'rejected: …'"),
      createdAt: z.string(),
    }),
  ),
  emails: z.array(z.object({ kind: z.string(), recipient: z.string(), subject: z.string(), createdAt: z.string() })),
  notes: z.array(z.object({ _id: z.string(), body: z.string(), staff_name: z.string().nullable(), createdAt: z.string() })),
  audit: z.array(AuditEntry),
  allowed_actions: z
    .array(z.enum(ORDER_ACTIONS))
    .describe("What the order's statuses and the caller's role allow now: the same rules guard the action routes"),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderAnswer = z.object({ result: AdminOrderDetail });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswer>;

/** An action's answer: what happened, and the order as it is now. */
export const AdminOrderActionAnswer = z.object({ message: z.string(), result: AdminOrderDetail });
export type AdminOrderActionAnswer = z.infer<typeof AdminOrderActionAnswer>;

/** A staff user's saved view of the orders list: its name and the filters as the list's query string carries them. */
export const SavedOrderView = z.object({
  _id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type SavedOrderView = z.infer<typeof SavedOrderView>;
export const SavedOrderViewList = z.object({ result: z.array(SavedOrderView) });
export type SavedOrderViewList = z.infer<typeof SavedOrderViewList>;
export const SavedOrderViewAnswer = z.object({ message: z.string(), result: SavedOrderView });
