/**
 * What the shop asks of a payment provider. Stripe (stripe-provider.ts) is the real one; the demo
 * provider (demo-provider.ts) is the offline stand-in used when no STRIPE_SECRET_KEY is set. Both
 * answer in the shop's words so the payments module never sees a provider's own objects.
 */

/** The order as the server stored it: every amount comes from the order row, never from a request. */
export interface PaymentOrder {
  id: string;
  /** 'NB-100001', the order id customers see. */
  orderNumber: string;
  currency: string;
  subTotalCents: number;
  shippingCents: number;
  /** Sales tax frozen on the order (decision 034); absent: none. Part of totalCents. */
  taxCents?: number;
  totalCents: number;
  /** Names and amounts of the order's lines, for the provider's checkout page. */
  lines: { name: string; amountCents: number }[];
}

export interface PaymentCustomer {
  id: string;
  email: string;
  name: string;
  businessName: string;
}

/** Where the provider sends the customer back to. */
export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

/**
 * One try at paying an order: the same key for a repeated request (a double click answers with the
 * same checkout), a new one for a retry after a failure. Providers derive their idempotency keys from it.
 */
export type AttemptKey = string;

export interface StartedCheckout {
  /** Where the storefront redirects the customer. */
  url: string;
  /** The provider's id of this checkout; its events refer to it. */
  reference: string;
}

/**
 * Where and how the customer transfers the money of a bank transfer, as the provider gives it. Not
 * secret: it is what the customer types into their bank, and the shop keeps it on the order so the
 * customer can find it again after leaving the provider's page.
 */
export interface TransferInstructions {
  /** What is still to be transferred. */
  amountCents: number;
  currency: string;
  /** What the customer quotes with the transfer. */
  reference: string;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  /** US transfers (ABA). */
  routingNumber?: string;
  /** International transfers. */
  swiftCode?: string;
  /** The provider's own page of these instructions, if it has one. */
  hostedUrl?: string;
}

export interface Net30Invoice {
  reference: string;
  /** Epoch seconds. */
  dueDate: number;
  hostedInvoiceUrl?: string;
  invoicePdfUrl?: string;
}

/**
 * What a provider event means for the shop. 'pending': the customer chose to pay and the money is on
 * its way (bank transfer); 'none': nothing to do (an event type the shop does not act on).
 */
export type PaymentOutcome = 'paid' | 'failed' | 'overdue' | 'pending' | 'none';

/** A verified provider event in the shop's words. */
export interface PaymentEvent {
  provider: 'stripe' | 'demo';
  /** The provider's event id: the same delivery twice has the same id. */
  id: string;
  /** The provider's event type, e.g. 'checkout.session.completed', kept for the record. */
  type: string;
  /** metadata.order_id as the shop set it when the payment started ('NB-…'), if any. */
  orderNumber: string | null;
  reference: string | null;
  amountCents: number | null;
  currency: string | null;
  outcome: PaymentOutcome;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  createCardCheckout(order: PaymentOrder, urls: ReturnUrls, attempt: AttemptKey): Promise<StartedCheckout>;
  createNet30Invoice(order: PaymentOrder, customer: PaymentCustomer, attempt: AttemptKey): Promise<Net30Invoice>;
  createBankTransfer(order: PaymentOrder, customer: PaymentCustomer, urls: ReturnUrls, attempt: AttemptKey): Promise<StartedCheckout>;
  /**
   * The instructions of a bank transfer checkout once the provider has them (the demo at once;
   * Stripe once the customer chose the transfer on its page), else null.
   */
  transferInstructions(order: PaymentOrder, reference: string): Promise<TransferInstructions | null>;
  /** Verifies and reads a webhook body; throws InvalidSignatureError when it was not sent by the provider. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  /**
   * Gives money of a paid order back (staff cancelled it). The same idempotency key answers with the
   * same refund, so a retried cancellation never refunds twice. Throws when the provider refuses.
   */
  refund(order: RefundOrder, amountCents: number, idempotencyKey: string): Promise<ProviderRefund>;
  /**
   * Lowers what an open Net 30 invoice asks for (a return credited on it, issue 28): a credit note
   * of `amountCents`. The same key answers with the same note. Throws when the provider refuses.
   */
  creditNet30Invoice(reference: string, amountCents: number, idempotencyKey: string, memo: string): Promise<ProviderCredit>;
  /** Voids an open Net 30 invoice so it can no longer be paid (staff cancelled its order, or the customer chose another way). */
  voidNet30Invoice(reference: string, idempotencyKey: string): Promise<void>;
  /**
   * Closes an open checkout (card or bank transfer) so it can no longer be paid: the customer chose
   * another way to pay (one open payment per order). One already closed counts as closed; throws
   * PaymentUnderWayError when it completed (the money is on its way), or when the provider refuses.
   */
  expireCheckout(reference: string): Promise<void>;
}

/** The checkout to be closed has completed already: its payment is under way and must not be replaced. */
export class PaymentUnderWayError extends Error {}

/** The paid order a refund is for: `paymentReference` is what the provider's paying event named. */
export interface RefundOrder {
  id: string;
  orderNumber: string;
  currency: string;
  /** A Checkout Session ('cs_…'), a payment intent ('pi_…'), a paid invoice ('in_…') or a demo reference. */
  paymentReference: string;
}

export interface ProviderRefund {
  provider: 'stripe' | 'demo';
  /** The provider's refund id ('re_…', 'demo_re_…'). */
  reference: string;
  amountCents: number;
  status: 'pending' | 'succeeded';
}

/** A credit note on an open Net 30 invoice. */
export interface ProviderCredit {
  provider: 'stripe' | 'demo';
  /** The provider's credit note id ('cn_…', 'demo_cn_…'). */
  reference: string;
  amountCents: number;
}

/** The body of a webhook was not signed by the provider (or too long ago). */
export class InvalidSignatureError extends Error {}
