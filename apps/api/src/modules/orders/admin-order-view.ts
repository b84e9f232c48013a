import {
  centsToDollars,
  EXTRA_PAYMENT_TEXTS,
  upsTrackingUrl,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AuditEntry,
  type OrderAction,
} from '@northbend/shared';
import type { CustomerRow } from '../customers/index.js';
import type { AdminOrderListRow, NoteRow, ShipmentRow } from './admin-order-queries.js';
import type { OrderPaymentEvent } from './admin-payments-port.js';
import type { OrderEmailRow } from './order-email-log.js';
import { hasNet30Invoice } from './documents/order-facts.js';
import { orderView } from './order-view.js';
import type { OrderRow } from './queries.js';
import type { OrderReturnRow } from './return-queries.js';
import { adminReturnView, returnableLinesView, returnMoneyView } from './return-view.js';

/** An order as a row of the back office's list (and of its CSV export). */
export const adminOrderRow = (r: AdminOrderListRow): AdminOrderRow => ({
  _id: r.id,
  order_id: r.orderNumber,
  createdAt: r.createdAt.toISOString(),
  status: r.status,
  payment_status: r.paymentStatus,
  payment_type: r.paymentType,
  shipping_status: r.shippingStatus,
  total: centsToDollars(r.totalCents),
  currency: r.currency,
  item_count: r.itemCount,
  customer: { _id: r.customerId, name: r.customerName, email: r.customerEmail },
  tracking_numbers: r.trackingNumbers,
  po_number: r.poNumber,
});

export interface AdminOrderFacts {
  row: AdminOrderListRow;
  order: OrderRow;
  customer: CustomerRow | undefined;
  shipments: ShipmentRow[];
  notes: NoteRow[];
  emails: OrderEmailRow[];
  paymentEvents: OrderPaymentEvent[];
  audit: AuditEntry[];
  staffNames: Map<string, string>;
  allowedActions: OrderAction[];
  returns: OrderReturnRow[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

function paymentResponseOf(o: OrderRow): AdminOrderDetail['payment']['response'] {
  const r = o.paymentResponse;
  const byHand = r.paid_by_hand as { reference?: unknown; staff_email?: unknown; at?: unknown } | undefined;
  return {
    ...(typeof r.due_date === 'number' && { due_date: r.due_date }),
    ...(text(r.hosted_url) && { hosted_url: text(r.hosted_url) }),
    ...(text(r.provider) && { provider: text(r.provider) }),
    ...(text(r.reference) && { reference: text(r.reference) }),
    ...(byHand && {
      paid_by_hand: {
        reference: String(byHand.reference ?? ''),
        staff_email: String(byHand.staff_email ?? ''),
        at: String(byHand.at ?? ''),
      },
    }),
  };
}

/** Everything the back office shows of one order. */
export function adminOrderDetail(f: AdminOrderFacts): AdminOrderDetail {
  const { order: o, customer: c } = f;
  const customerView = orderView(o, undefined, f.returns);
  const nameOf = (id: string | null) => (id ? (f.staffNames.get(id) ?? null) : null);
  return {
    ...adminOrderRow(f.row),
    customer: {
      _id: o.customerId,
      name: f.row.customerName,
      email: f.row.customerEmail,
      phone: c?.mobileNumber || o.shippingAddress.customer_phone_number || null,
      company: c?.businessName || o.shippingAddress.customer_company || null,
    },
    lines: customerView.customer_order_list,
    shipping_address: o.shippingAddress,
    shipping_service: customerView.shipping_service,
    order_charges: customerView.order_charges,
    parcel_number: o.parcelNumber,
    shipped_at: iso(o.shippedAt),
    delivered_at: iso(o.deliveredAt),
    delivery_date: o.deliveryDate,
    cancelled_at: iso(o.cancelledAt),
    cancel_reason: o.cancelReason,
    order_note: o.customerNote,
    has_net30_invoice: hasNet30Invoice(o),
    payment: {
      type: o.paymentType,
      status: o.paymentStatus,
      response: paymentResponseOf(o),
      refund: o.refund
        ? {
            provider: o.refund.provider,
            reference: o.refund.reference,
            amount: centsToDollars(o.refund.amountCents),
            status: o.refund.status,
            createdAt: text(o.refund.created_at) ?? null,
          }
        : null,
      extra_payments: o.paymentAttention.map((a) => ({
        reason: a.reason,
        message: EXTRA_PAYMENT_TEXTS[a.reason],
        provider: a.provider,
        reference: a.reference,
        amount: centsToDollars(a.amountCents),
        currency: a.currency,
        createdAt: a.at,
        open: a.open,
        refund: a.refund
          ? {
              provider: a.refund.provider,
              reference: a.refund.reference,
              amount: centsToDollars(a.refund.amountCents),
              status: a.refund.status,
              createdAt: text(a.refund.created_at) ?? null,
            }
          : null,
      })),
    },
    customer_payment: { type: customerView.customer_payment.type, status: customerView.customer_payment.status },
    returns: f.returns.map((r) => adminReturnView(o, r)),
    returnable_lines: returnableLinesView(o, f.returns),
    return_money: returnMoneyView(o, f.returns),
    shipments: f.shipments.map((s) => ({
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      tracking_url: upsTrackingUrl(s.trackingNumber),
      createdAt: s.createdAt.toISOString(),
      staff_name: nameOf(s.staffId),
      tracking: s.trackingState
        ? {
            state: s.trackingState,
            status: s.trackingStatus ?? { type: '', code: '', description: '' },
            delivered_on: s.deliveredOn,
            checked_at: iso(s.trackedAt),
          }
        : null,
    })),
    payment_events: f.paymentEvents.map((e) => ({
      type: e.type,
      provider: e.provider,
      outcome: e.outcome,
      createdAt: e.createdAt.toISOString(),
    })),
    emails: f.emails.map((e) => ({ kind: e.kind, recipient: e.recipient, subject: e.subject, createdAt: e.createdAt.toISOString() })),
    notes: f.notes.map((n) => ({ _id: n.id, body: n.body, staff_name: nameOf(n.staffId), createdAt: n.createdAt.toISOString() })),
    audit: f.audit,
    allowed_actions: f.allowedActions,
  };
}
