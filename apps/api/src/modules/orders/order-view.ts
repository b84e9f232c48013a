import { centsToDollars } from '@northbend/shared';
import type { RemittanceAccount } from '../../config.js';
import { cartItemView } from '../cart/index.js';
import type { PricedCartLine } from '../cart/index.js';
import { hasNet30Invoice } from './documents/order-facts.js';
import type { OrderRow } from './queries.js';
import type { OrderReturnRow } from './return-queries.js';
import { returnMoney } from './return-rules.js';
import { returnView } from './return-view.js';

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

/** An account to pay into, the amount and the reference to quote (TransferInstructions). */
function instructionsView(
  account: { bankName: string; accountHolder: string; routingNumber?: string; accountNumber: string; swiftCode?: string },
  payment: { amountCents: number; currency: string; reference: string },
) {
  return {
    amount: centsToDollars(payment.amountCents),
    currency: payment.currency,
    reference: payment.reference,
    bank_name: account.bankName,
    account_holder: account.accountHolder,
    routing_number: account.routingNumber ?? null,
    account_number: account.accountNumber,
    swift_code: account.swiftCode ?? null,
  };
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
    instructions: t ? instructionsView(t, { amountCents: t.amountCents, currency: t.currency, reference: t.reference }) : null,
  };
}

/**
 * An unpaid or overdue Net 30 invoice of an open order (issue 16's remittance, on the order page as
 * on the invoice PDF): the provider's invoice page to pay online, and the shop's own account
 * (REMIT_*) with the order number as the reference, so a buyer's accounts payable need not open
 * the PDF. Nothing once it is paid, or the order cancelled.
 */
function net30InvoiceView(o: OrderRow, remittance: RemittanceAccount | undefined) {
  if (!hasNet30Invoice(o) || (o.paymentStatus !== 'unpaid' && o.paymentStatus !== 'Overdue')) return null;
  if (o.status === 'Cancelled') return null;
  const hosted = o.paymentResponse.hosted_url;
  return {
    pay_url: typeof hosted === 'string' ? hosted : null,
    remittance: remittance
      ? {
          ...instructionsView(remittance, { amountCents: o.totalCents, currency: 'usd', reference: o.orderNumber }),
          demo: remittance.demo,
        }
      : null,
  };
}

/**
 * An order as GET /order/user/{id} shows it (commerce contract, Order view); `remittance` is the
 * shop's bank account for Net 30 invoices (config), when it has one; `returns` its returns (issue 28).
 */
export function orderView(o: OrderRow, remittance?: RemittanceAccount, returns: OrderReturnRow[] = []) {
  const given = returnMoney(o, returns);
  return {
    _id: o.id,
    order_id: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    shipping_service: o.shippingServiceCode
      ? {
          service_code: o.shippingServiceCode,
          service_name: o.shippingServiceName ?? o.shippingServiceCode,
          source: o.shippingSource ?? 'table',
        }
      : null,
    order_charges: {
      sub_total: centsToDollars(o.subTotalCents),
      shipping_charges: centsToDollars(o.shippingCents),
      shipping: centsToDollars(o.shippingCents),
      tax: centsToDollars(o.taxCents),
      tax_note: o.taxNote,
      total: centsToDollars(o.totalCents),
    },
    customer_order_list: o.lines.map((line) => orderLineView(line, o)),
    customer_shipping: {
      shipment_address: o.shippingAddress,
      shipment_details: {
        parcel_number: o.parcelNumber,
        status: o.shippingStatus,
        tracking_url: o.parcelNumber ? trackingUrl(o.parcelNumber) : null,
        delivery_date: o.deliveryDate,
      },
    },
    customer_payment: {
      type: o.paymentType,
      status: o.paymentStatus,
      response: typeof o.paymentResponse.due_date === 'number' ? { due_date: o.paymentResponse.due_date } : {},
      bank_transfer: bankTransferView(o),
      net_30_invoice: net30InvoiceView(o, remittance),
      refunded_amount: centsToDollars(given.refundedCents),
      credited_amount: centsToDollars(given.creditedCents),
    },
    returns: returns.map(returnView),
    download_order_net_30_invoice_pdf_url: hasNet30Invoice(o) ? orderNet30InvoicePdfPath(o.orderNumber) : null,
    download_order_details_pdf_url: orderDetailsPdfPath(o.orderNumber),
    po_number: o.poNumber,
    order_note: o.customerNote,
  };
}

export type OrderView = ReturnType<typeof orderView>;
