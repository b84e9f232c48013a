import type { PaymentMethodType, PaymentStatus } from '@northbend/shared';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import type { OrderRow } from '../orders/index.js';

/** Payment statuses while the order's current attempt (checkout or invoice) can still be paid. */
const OPEN_STATUSES: readonly PaymentStatus[] = ['Pending', 'unpaid', 'Overdue', 'Awaiting Payment'];

export interface OpenPayment {
  reference: string;
  type: PaymentMethodType;
}

/**
 * The order's current attempt if the customer could still pay it at the provider: a card or bank
 * transfer checkout, or a Net 30 invoice, of this provider, on an order not paid nor failed.
 */
export function openPaymentOf(order: OrderRow, provider: PaymentProvider['name']): OpenPayment | null {
  const { reference, provider: madeBy } = order.paymentResponse;
  if (typeof reference !== 'string' || !reference || madeBy !== provider) return null;
  if (order.paymentType === 'COD' || !OPEN_STATUSES.includes(order.paymentStatus)) return null;
  return { reference, type: order.paymentType };
}

/**
 * Makes an open attempt unpayable at the provider: a Net 30 invoice is voided, a checkout expired.
 * Throws when the provider refuses (PaymentUnderWayError: it completed meanwhile).
 */
export async function closeOpenPayment(provider: PaymentProvider, orderId: string, open: OpenPayment): Promise<void> {
  if (open.type === 'NET_30') await provider.voidNet30Invoice(open.reference, `order-${orderId}-void-${open.reference}`);
  else await provider.expireCheckout(open.reference);
}

/** An unpaid bank transfer order whose current checkout is this one: its instructions are worth showing. */
export function waitsForTransfer(order: OrderRow, reference: string): boolean {
  return (
    order.paymentType === 'BANK_TRANSFER' &&
    order.paymentStatus === 'Awaiting Payment' &&
    order.paymentResponse.reference === reference &&
    (order.status === 'Pending' || order.status === 'Draft')
  );
}
