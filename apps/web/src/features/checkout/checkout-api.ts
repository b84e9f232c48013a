import type { PaymentMethodType, ShippingAddress, ShippingAddressBody } from '@northbend/shared';
import { apiPost } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';

/** The parts of GET customer/{id} the checkout reads. */
export interface CheckoutCustomer {
  _id: string;
  user_name: string;
  user_email: string;
  user_mobile_number?: string;
  user_business_name?: string;
  user_shipping?: { shipment_address: ShippingAddress | null };
}

export interface AddressReply {
  success: boolean;
  message: string;
  result?: ShippingAddress;
}

interface ChargeReply {
  success: boolean;
  result: { shippingCharges: number };
}

export interface OrderCreatedReply {
  success: boolean;
  message: string;
  result: { order_id: string; payment_method_type: PaymentMethodType };
}

/** Card and bank transfer answer with the provider's page; Net 30 with the invoice's due date. */
export interface PaymentReply {
  success: boolean;
  message: string;
  url?: string;
  result?: { due_date?: number };
}

// Loads keep their failures in the console (spec section 8). The order and payment calls are quiet
// too: the checkout toasts the spec's own texts for them instead of the server's.
export const checkoutApi = {
  saveAddress: (id: string, body: ShippingAddressBody) => apiPost<AddressReply>(apiPaths.shippingAddress(id), body),
  shippingCharge: (orderSubTotal: number, signal: AbortSignal) =>
    apiPost<ChargeReply>(apiPaths.shippingCharge, { orderSubTotal }, { quiet: true, signal }),
  createOrder: (customerId: string, type: PaymentMethodType, idempotencyKey: string) =>
    apiPost<OrderCreatedReply>(
      apiPaths.orderCreate,
      { customer_id: customerId, customer_payment: { type } },
      { quiet: true, headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  cardCheckout: (orderId: string) => apiPost<PaymentReply>(apiPaths.cardCheckout(orderId), {}, { quiet: true }),
  net30Invoice: (orderId: string) => apiPost<PaymentReply>(apiPaths.net30Invoice(orderId), {}, { quiet: true }),
  bankTransfer: (orderId: string) => apiPost<PaymentReply>(apiPaths.bankTransfer(orderId), {}, { quiet: true }),
};
