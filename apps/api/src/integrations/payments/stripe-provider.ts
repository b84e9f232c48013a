import Stripe from 'stripe';
import { chargeLines, orderMetadata } from './charge-lines.js';
import {
  InvalidSignatureError,
  PaymentUnderWayError,
  type AttemptKey,
  type Net30Invoice,
  type PaymentCustomer,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderCredit,
  type ProviderRefund,
  type RefundOrder,
  type ReturnUrls,
  type StartedCheckout,
  type TransferInstructions,
} from './payment-provider.js';
import { paymentEventOf } from './stripe-events.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address instead of api.stripe.com (stripe-mock, a test server), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** Stripe Checkout takes at most 100 line items; shipping and sales tax need one each. */
const CHECKOUT_ITEM_LINES = 98;
/** Each invoice line is its own API call: a long order is invoiced as one 'Order NB-…' line. */
const INVOICE_ITEM_LINES = 20;
const NET_30_DAYS = 30;

/**
 * Payments through the official Stripe SDK. Every call that creates something carries an
 * idempotency key made from the attempt key and the step, so a repeated request (a double click)
 * gets Stripe's first answer back instead of a second checkout or invoice. The SDK sends the API
 * version it was built for, which is the one its types describe (since that version Checkout takes
 * `allowed_payment_method_types` where older versions took `payment_method_types`).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: settings.timeoutMs ?? 20_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'http:' ? 'http' : 'https',
      }),
    });
  }

  async createCardCheckout(order: PaymentOrder, urls: ReturnUrls, attempt: AttemptKey): Promise<StartedCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      { ...this.sessionBasics(order, urls), allowed_payment_method_types: ['card'] },
      { idempotencyKey: `${attempt}-card-checkout` },
    );
    return checkoutOf(session);
  }

  async createBankTransfer(
    order: PaymentOrder,
    customer: PaymentCustomer,
    urls: ReturnUrls,
    attempt: AttemptKey,
  ): Promise<StartedCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        ...this.sessionBasics(order, urls),
        // The customer's cash balance receives the transfer; Stripe shows the account to pay into.
        customer: await this.customerId(customer, attempt),
        allowed_payment_method_types: ['customer_balance'],
        payment_method_options: { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'us_bank_transfer' } } },
      },
      { idempotencyKey: `${attempt}-bank-transfer` },
    );
    return checkoutOf(session);
  }

  /**
   * A bank transfer Checkout Session has no instructions until the customer chose the transfer on
   * Stripe's page: then its payment intent waits (requires_action) with
   * next_action.display_bank_transfer_instructions, the account and reference Stripe shows there.
   */
  async transferInstructions(_order: PaymentOrder, reference: string): Promise<TransferInstructions | null> {
    if (!reference.startsWith('cs_')) return null;
    const session = await this.stripe.checkout.sessions.retrieve(reference, { expand: ['payment_intent'] });
    const intent = session.payment_intent;
    const shown = intent && typeof intent !== 'string' ? intent.next_action?.display_bank_transfer_instructions : undefined;
    return shown ? transferInstructionsOf(shown) : null;
  }

  async createNet30Invoice(order: PaymentOrder, customer: PaymentCustomer, attempt: AttemptKey): Promise<Net30Invoice> {
    const stripeCustomer = await this.customerId(customer, attempt);
    const metadata = orderMetadata(order);
    const draft = await this.stripe.invoices.create(
      {
        customer: stripeCustomer,
        collection_method: 'send_invoice',
        days_until_due: NET_30_DAYS,
        currency: order.currency,
        description: `Order ${order.orderNumber}`,
        metadata,
        auto_advance: false,
        // Only the lines added below: never a stray pending item of the same customer.
        pending_invoice_items_behavior: 'exclude',
      },
      { idempotencyKey: `${attempt}-net-30-invoice` },
    );
    for (const [i, line] of chargeLines(order, INVOICE_ITEM_LINES).entries()) {
      await this.stripe.invoiceItems.create(
        {
          customer: stripeCustomer,
          invoice: draft.id,
          amount: line.amountCents,
          currency: order.currency,
          description: line.name,
          metadata,
        },
        { idempotencyKey: `${attempt}-net-30-item-${i}` },
      );
    }
    const finalized = await this.stripe.invoices.finalizeInvoice(draft.id, {}, { idempotencyKey: `${attempt}-net-30-finalize` });
    if (finalized.total !== order.totalCents)
      throw new Error(`Stripe invoice ${draft.id} totals ${finalized.total}, order ${order.orderNumber} ${order.totalCents}`);
    const sent = await this.stripe.invoices.sendInvoice(draft.id, {}, { idempotencyKey: `${attempt}-net-30-send` });
    return {
      reference: draft.id,
      dueDate: sent.due_date ?? finalized.due_date ?? Math.floor(Date.now() / 1000) + NET_30_DAYS * 86_400,
      hostedInvoiceUrl: sent.hosted_invoice_url ?? finalized.hosted_invoice_url ?? undefined,
      invoicePdfUrl: sent.invoice_pdf ?? finalized.invoice_pdf ?? undefined,
    };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature) throw new InvalidSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // Checks the HMAC over the exact bytes and refuses a timestamp older than 5 minutes (replays).
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (err) {
      throw new InvalidSignatureError(err instanceof Error ? err.message : String(err));
    }
    return paymentEventOf(event);
  }

  /**
   * Refunds the payment intent behind the order's paying reference. The shop stores the Checkout
   * Session (or invoice) its events named, not the payment intent, so the intent is looked up here:
   * one more read at cancellation time instead of a column every order would carry.
   */
  async refund(order: RefundOrder, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    const paymentIntent = await this.paymentIntentOf(order.paymentReference);
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: amountCents, reason: 'requested_by_customer', metadata: orderRefundMetadata(order) },
      { idempotencyKey },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new Error(`Stripe refund ${refund.id} of order ${order.orderNumber} is ${refund.status}`);
    return {
      provider: 'stripe',
      reference: refund.id,
      amountCents: refund.amount,
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    };
  }

  /** A credit note lowers the open invoice's amount due; Stripe keeps the invoice's total and lines as they were. */
  async creditNet30Invoice(reference: string, amountCents: number, idempotencyKey: string, memo: string): Promise<ProviderCredit> {
    const note = await this.stripe.creditNotes.create(
      { invoice: reference, amount: amountCents, reason: 'order_change', memo },
      { idempotencyKey },
    );
    return { provider: 'stripe', reference: note.id, amountCents: note.amount };
  }

  async voidNet30Invoice(reference: string, idempotencyKey: string): Promise<void> {
    await this.stripe.invoices.voidInvoice(reference, {}, { idempotencyKey });
  }

  /**
   * Expires an open Checkout Session. Stripe refuses to expire one that is not open, so a refusal is
   * read back: an expired session is what we wanted, a completed one means the payment is under way.
   */
  async expireCheckout(reference: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(reference);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      const session = await this.stripe.checkout.sessions.retrieve(reference);
      if (session.status === 'expired') return;
      if (session.status === 'complete') throw new PaymentUnderWayError(`Checkout Session ${reference} has completed`);
      throw err;
    }
  }

  private async paymentIntentOf(reference: string): Promise<string> {
    if (reference.startsWith('pi_')) return reference;
    if (reference.startsWith('cs_')) {
      const session = await this.stripe.checkout.sessions.retrieve(reference);
      const intent = session.payment_intent;
      if (intent) return typeof intent === 'string' ? intent : intent.id;
    } else if (reference.startsWith('in_')) {
      const payments = await this.stripe.invoicePayments.list({ invoice: reference, limit: 10 });
      const paid = payments.data.find((p) => p.status === 'paid' && p.payment.payment_intent);
      const intent = paid?.payment.payment_intent;
      if (intent) return typeof intent === 'string' ? intent : intent.id;
    }
    throw new Error(`Stripe holds no payment to refund for ${reference}`);
  }

  private sessionBasics(order: PaymentOrder, urls: ReturnUrls) {
    const metadata = orderMetadata(order);
    return {
      mode: 'payment' as const,
      line_items: chargeLines(order, CHECKOUT_ITEM_LINES).map((line) => ({
        quantity: 1,
        price_data: { currency: order.currency, unit_amount: line.amountCents, product_data: { name: line.name } },
      })),
      client_reference_id: order.orderNumber,
      metadata,
      payment_intent_data: { metadata },
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
    };
  }

  /** The Stripe customer of a shop customer: found by email and our id in its metadata, else created. */
  private async customerId(customer: PaymentCustomer, attempt: AttemptKey): Promise<string> {
    const found = await this.stripe.customers.list({ email: customer.email, limit: 20 });
    const mine = found.data.find((c) => c.metadata?.customer_id === customer.id);
    if (mine) return mine.id;
    const created = await this.stripe.customers.create(
      { email: customer.email, name: customer.businessName || customer.name, metadata: { customer_id: customer.id } },
      { idempotencyKey: `${attempt}-customer` },
    );
    return created.id;
  }
}

function checkoutOf(session: Stripe.Checkout.Session): StartedCheckout {
  if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no URL`);
  return { url: session.url, reference: session.id };
}

function transferInstructionsOf(shown: Stripe.PaymentIntent.NextAction.DisplayBankTransferInstructions): TransferInstructions | null {
  const address = shown.financial_addresses?.find((a) => a.aba) ?? shown.financial_addresses?.find((a) => a.swift);
  const account = address?.aba ?? address?.swift;
  if (!account || shown.amount_remaining === null || !shown.currency || !shown.reference) return null;
  return {
    amountCents: shown.amount_remaining,
    currency: shown.currency,
    reference: shown.reference,
    bankName: account.bank_name,
    accountHolder: account.account_holder_name,
    accountNumber: account.account_number,
    ...(address?.aba && { routingNumber: address.aba.routing_number }),
    ...(address?.swift && { swiftCode: address.swift.swift_code }),
    ...(shown.hosted_instructions_url && { hostedUrl: shown.hosted_instructions_url }),
  };
}

const orderRefundMetadata = (order: RefundOrder) => ({ order_id: order.orderNumber, order_uuid: order.id });
