import { centsToDollars } from '@northbend/shared';
import { cartItemView } from '../cart/index.js';
import type { PricedCartLine } from '../cart/index.js';
import { hasNet30Invoice } from './documents/order-facts.js';
import type { OrderRow } from './queries.js';

const API = '/api/v1';

/** Where the storefront fetches an order's PDFs (with its bearer token). */
export const orderDetailsPdfPath = (orderNumber: string) => `${API}/order/pdf/details/${orderNumber}`;
export const orderNet30InvoicePdfPath = (orderNumber: string) => `${API}/order/pdf/net-30-invoice/${orderNumber}`;

/** The carrier's public tracking page of a parcel. */
export const trackingUrl = (parcelNumber: string) => `https://www.ups.com/track?tracknum=${encodeURIComponent(parcelNumber)}`;

/**
 * A snapshot line in the cart API's CartItem shape (commerce contract) without cart_item_problem:
 * an order never has one. The cart module's lines carry the time they entered the cart
 * (DatedCartLine); a line without one shows the order's time.
 */
function orderLineView(line: PricedCartLine & { createdAt?: string }, order: OrderRow) {
  const { cart_item_problem: _none, ...item } = cartItemView(line, order.customerId, line.createdAt ?? order.createdAt.toISOString());
  return item;
}

/**
 * An unpaid bank transfer of an open order: the instructions kept from the provider and the way back
 * to its payment page (the provider's own instructions page once it has one), so a customer who left
 * that page can still pay. Nothing once the order is paid, failed, cancelled or paid another way.
 */
function bankTransferView(o: OrderRow) {
  if (o.paymentType !== 'BANK_TRANSFER' || o.paymentStatus !== 'Awaiting Payment') return null;
  if (o.status !== 'Pending' && o.status !== 'Draft') return null;
  const { transfer: t, hosted_url } = o.paymentResponse;
  return {
    pay_url: t?.hostedUrl ?? hosted_url ?? null,
    instructions: t
      ? {
          amount: centsToDollars(t.amountCents),
          currency: t.currency,
          reference: t.reference,
          bank_name: t.bankName,
          account_holder: t.accountHolder,
          routing_number: t.routingNumber ?? null,
          account_number: t.accountNumber,
          swift_code: t.swiftCode ?? null,
        }
      : null,
  };
}

/** An order as GET /order/user/{id} shows it (commerce contract, Order view). */
export function orderView(o: OrderRow) {
  return {
    _id: o.id,
    order_id: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    order_charges: {
      sub_total: centsToDollars(o.subTotalCents),
      shipping_charges: centsToDollars(o.shippingCents),
      total: centsToDollars(o.totalCents),
    },
    customer_order_list: o.lines.map((line) => orderLineView(line, o)),
    customer_shipping: {
      shipment_address: o.shippingAddress,
      shipment_details: {
        parcel_number: o.parcelNumber,
        status: o.shippingStatus,
        tracking_url: o.parcelNumber ? trackingUrl(o.parcelNumber) : null,
      },
    },
    customer_payment: {
      type: o.paymentType,
      status: o.paymentStatus,
      response: typeof o.paymentResponse.due_date === 'number' ? { due_date: o.paymentResponse.due_date } : {},
      bank_transfer: bankTransferView(o),
    },
    download_order_net_30_invoice_pdf_url: hasNet30Invoice(o) ? orderNet30InvoicePdfPath(o.orderNumber) : null,
    download_order_details_pdf_url: orderDetailsPdfPath(o.orderNumber),
    po_number: o.poNumber,
    order_note: o.customerNote,
  };
}

export type OrderView = ReturnType<typeof orderView>;
