import type {
  ApprovalSentAnswer,
  CheckoutStarted,
  Company,
  CompanyAnswer,
  CustomerResult,
  Net30Created,
  Order,
  OrderCreatedAnswer,
  OrderListAnswer,
  PaymentMethodsAnswer,
  PaymentMethodType,
  ShippingAddressAnswer,
  ShippingAddressBody,
  ShippingOptionsAnswer,
} from '@northbend/shared';
import { apiGet, apiPost } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';
import type { OrderReferences } from './use-order-references';

/** API paths only this screen calls (spec section 7): here rather than in app/api-paths.ts, which the first page carries. */
const screenPaths = {
  shippingAddress: (customerId: string) => `ups/shipping/address/${customerId}`,
  orderCreate: 'order/create',
  shippingOptions: 'shipping/options',
  company: 'company',
  paymentMethods: 'payment/methods',
  cardCheckout: (orderId: string) => `payment/stripe/checkout/${encodeURIComponent(orderId)}`,
  net30Invoice: (orderId: string) => `payment/stripe/net-30/create/${encodeURIComponent(orderId)}`,
  bankTransfer: (orderId: string) => `payment/stripe/bank-transfer/create/${encodeURIComponent(orderId)}`,
} as const;

/** What the buyer gives with the order: references and the shipping service chosen (issue 30). */
export type OrderInput = OrderReferences & { shipping_service_code?: string | null };

/** The parts of GET customer/{id} the checkout reads. */
export type CheckoutCustomer = Pick<CustomerResult, '_id' | 'user_name' | 'user_email' | 'user_mobile_number' | 'user_business_name'> &
  Partial<Pick<CustomerResult, 'user_shipping' | 'user_po_required' | 'user_company'>>;

/** A buyer's order over their limit is not placed: it waits for an admin of the company (202, issue 26). */
export const sentForApproval = (reply: OrderCreatedAnswer | ApprovalSentAnswer): reply is ApprovalSentAnswer =>
  'approval_id' in reply.result;

// Loads keep their failures in the console (spec section 8). The order and payment calls are quiet
// too: the checkout toasts the spec's own texts for them instead of the server's.
export const checkoutApi = {
  saveAddress: (id: string, body: ShippingAddressBody) => apiPost<ShippingAddressAnswer>(screenPaths.shippingAddress(id), body),
  /** The customer's orders: the checkout looks for the unpaid one it was sent back to pay. */
  orders: (customerId: string, signal: AbortSignal): Promise<Order[]> =>
    apiGet<OrderListAnswer>(apiPaths.customerOrders(customerId), { quiet: true, signal }).then((b) => b.data.result),
  createOrder: (customerId: string, type: PaymentMethodType, idempotencyKey: string, references: OrderInput) =>
    apiPost<OrderCreatedAnswer | ApprovalSentAnswer>(
      screenPaths.orderCreate,
      // Only what the buyer gave: an order without references reads as it always did.
      {
        customer_id: customerId,
        customer_payment: { type },
        ...(references.po_number ? { po_number: references.po_number } : {}),
        ...(references.order_note ? { order_note: references.order_note } : {}),
        ...(references.shipping_service_code ? { shipping_service_code: references.shipping_service_code } : {}),
      },
      { quiet: true, headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  /** The company's shipping locations (issue 26), offered above the address form; quiet: without them the form is as before. */
  /** The company's locations (issue 26) and payment terms (issue 27). */
  company: (signal: AbortSignal): Promise<Pick<Company, 'addresses' | 'terms'>> =>
    apiGet<CompanyAnswer>(screenPaths.company, { quiet: true, signal }).then((b) => b.result),
  /** The shipping services for the cart to the saved address (issue 30); quiet: the table's charge shows without them. */
  shippingOptions: (signal: AbortSignal) => apiGet<ShippingOptionsAnswer>(screenPaths.shippingOptions, { quiet: true, signal }),
  /** The methods the shop offers now (none needing a provider when it has none) and whether payments are a demo. */
  paymentMethods: (signal: AbortSignal) => apiGet<PaymentMethodsAnswer>(screenPaths.paymentMethods, { quiet: true, signal }),
  cardCheckout: (orderId: string) => apiPost<CheckoutStarted>(screenPaths.cardCheckout(orderId), {}, { quiet: true }),
  net30Invoice: (orderId: string) => apiPost<Net30Created>(screenPaths.net30Invoice(orderId), {}, { quiet: true }),
  bankTransfer: (orderId: string) => apiPost<CheckoutStarted>(screenPaths.bankTransfer(orderId), {}, { quiet: true }),
};
