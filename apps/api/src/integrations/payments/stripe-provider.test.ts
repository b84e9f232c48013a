import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.js';
import { InvalidSignatureError, type PaymentOrder } from './payment-provider.js';
import { StripeProvider } from './stripe-provider.js';

const WEBHOOK_SECRET = 'whsec_test_provider';
const order: PaymentOrder = {
  id: '5b0f3c8e-1111-4a5b-9c2d-000000000001',
  orderNumber: 'NB-100042',
  currency: 'usd',
  subTotalCents: 125_000,
  shippingCents: 2_950,
  totalCents: 127_950,
  lines: [
    { name: 'Thick Turret Punch', amountCents: 100_000 },
    { name: 'Press Brake Die <60°>', amountCents: 25_000 },
  ],
};
const customer = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  email: 'buyer@precisionfab.com',
  name: 'Dana Whitfield',
  businessName: 'Precision Fab LLC',
};
const urls = {
  successUrl: 'https://shop.test/order/payment/success?order_id=NB-100042',
  cancelUrl: 'https://shop.test/order/payment/faild?order_id=NB-100042',
};

let fake: FakeStripe;
let stripe: StripeProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new StripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
    maxNetworkRetries: 0,
    timeoutMs: 500,
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const lineSum = (p: Record<string, string>) =>
  Object.entries(p)
    .filter(([k]) => k.endsWith('[price_data][unit_amount]'))
    .reduce((sum, [, v]) => sum + Number(v), 0);

describe('card checkout', () => {
  it('creates a Checkout Session in payment mode for the order total, with the order id and return URLs', async () => {
    const started = await stripe.createCardCheckout(order, urls, 'order-x-attempt-1');
    const [req] = fake.to('POST', '/v1/checkout/sessions');
    expect(req.params).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: 'NB-100042',
      'metadata[order_id]': 'NB-100042',
      'metadata[order_uuid]': order.id,
      'payment_intent_data[metadata][order_id]': 'NB-100042',
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Thick Turret Punch',
      'line_items[1][price_data][product_data][name]': 'Press Brake Die <60°>',
      'line_items[2][price_data][product_data][name]': 'Shipping',
      'line_items[2][price_data][unit_amount]': '2950',
    });
    expect(lineSum(req.params)).toBe(127_950);
    expect(req.idempotencyKey).toBe('order-x-attempt-1-card-checkout');
    expect(started).toEqual({
      reference: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
  });

  it('charges one "Order NB-…" line when the lines do not add up to the stored sub total', async () => {
    await stripe.createCardCheckout({ ...order, lines: [{ name: 'Changed', amountCents: 1 }] }, urls, 'k');
    const [req] = fake.to('POST', '/v1/checkout/sessions');
    expect(req.params['line_items[0][price_data][product_data][name]']).toBe('Order NB-100042');
    expect(req.params['line_items[0][price_data][unit_amount]']).toBe('125000');
    expect(lineSum(req.params)).toBe(127_950);
  });

  it('refuses to charge an order whose total is not sub total plus shipping, without calling Stripe', async () => {
    await expect(stripe.createCardCheckout({ ...order, totalCents: 1 }, urls, 'k')).rejects.toThrow(/NB-100042/);
    expect(fake.requests).toHaveLength(0);
  });

  it('gives the same session back for the same attempt key (a double click)', async () => {
    const first = await stripe.createCardCheckout(order, urls, 'order-x-attempt-7');
    const second = await stripe.createCardCheckout(order, urls, 'order-x-attempt-7');
    expect(second).toEqual(first);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['order-x-attempt-7-card-checkout', 'order-x-attempt-7-card-checkout']);
  });

  it('rejects when Stripe answers 500 or does not answer in time', async () => {
    fake.failNext('error');
    await expect(stripe.createCardCheckout(order, urls, 'k1')).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    fake.failNext('hang');
    await expect(stripe.createCardCheckout(order, urls, 'k2')).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

describe('Net 30 invoice', () => {
  it('finds or creates the customer, sends an invoice due in 30 days and returns its due date and links', async () => {
    const invoice = await stripe.createNet30Invoice(order, customer, 'order-y-attempt-1');
    expect(fake.to('GET', '/v1/customers')[0].params).toMatchObject({ email: customer.email });
    const [created] = fake.to('POST', '/v1/customers');
    expect(created.params).toMatchObject({ email: customer.email, name: 'Precision Fab LLC', 'metadata[customer_id]': customer.id });
    const [draft] = fake.to('POST', '/v1/invoices');
    expect(draft.params).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: '30',
      currency: 'usd',
      pending_invoice_items_behavior: 'exclude',
      'metadata[order_id]': 'NB-100042',
      customer: expect.stringMatching(/^cus_test_/),
    });
    const items = fake.to('POST', '/v1/invoiceitems');
    expect(items.map((i) => Number(i.params.amount)).reduce((a, b) => a + b, 0)).toBe(127_950);
    expect(items.every((i) => i.params['metadata[order_id]'] === 'NB-100042')).toBe(true);
    expect(fake.requests.filter((r) => /\/(finalize|send)$/.test(r.path)).map((r) => r.path.split('/').pop())).toEqual([
      'finalize',
      'send',
    ]);
    expect(fake.requests.filter((r) => r.method === 'POST').every((r) => r.idempotencyKey?.startsWith('order-y-attempt-1-'))).toBe(true);
    expect(invoice.reference).toMatch(/^in_test_/);
    expect(invoice.dueDate).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    expect(invoice.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.test\//);
    expect(invoice.invoicePdfUrl).toMatch(/\/pdf$/);
  });

  it('reuses the Stripe customer of the same shop customer and the invoice of the same attempt', async () => {
    const first = await stripe.createNet30Invoice(order, customer, 'order-z-attempt-1');
    const again = await stripe.createNet30Invoice(order, customer, 'order-z-attempt-1');
    expect(again.reference).toBe(first.reference);
    expect(fake.to('POST', '/v1/customers')).toHaveLength(0); // created by the previous test, found by email
  });
});

describe('bank transfer', () => {
  it('creates a Checkout Session paid from the customer balance by US bank transfer', async () => {
    const started = await stripe.createBankTransfer(order, customer, urls, 'order-b-attempt-2');
    const [req] = fake.to('POST', '/v1/checkout/sessions');
    expect(req.params).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'customer_balance',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'us_bank_transfer',
      customer: expect.stringMatching(/^cus_test_/),
      'metadata[order_id]': 'NB-100042',
      client_reference_id: 'NB-100042',
    });
    expect(lineSum(req.params)).toBe(127_950);
    expect(req.idempotencyKey).toBe('order-b-attempt-2-bank-transfer');
    expect(started.reference).toMatch(/^cs_test_/);
  });

  it("reads the transfer instructions of the session's payment intent once the customer chose the transfer", async () => {
    const { reference } = await stripe.createBankTransfer(order, customer, urls, 'order-b-attempt-3');
    expect(await stripe.transferInstructions(order, reference)).toBeNull();
    fake.chooseBankTransfer(reference);
    expect(await stripe.transferInstructions(order, reference)).toEqual({
      amountCents: 127_950,
      currency: 'usd',
      reference: 'PQ7TZ3B2KD',
      bankName: 'Test Bank',
      accountHolder: 'Northbend Tooling',
      accountNumber: '111222333444',
      routingNumber: '999888777',
      hostedUrl: `https://payments.stripe.test/bank_transfers/instructions/${reference}`,
    });
    const reads = fake.to('GET', `/v1/checkout/sessions/${reference}`);
    expect(reads.at(-1)?.params).toEqual({ 'expand[0]': 'payment_intent' });
    // Not a Checkout Session: nothing to ask Stripe.
    expect(await stripe.transferInstructions(order, 'in_test_1')).toBeNull();
  });
});

describe('webhook events', () => {
  const session = {
    id: 'cs_test_1',
    object: 'checkout.session',
    amount_total: 127_950,
    currency: 'usd',
    metadata: { order_id: 'NB-100042' },
    client_reference_id: 'NB-100042',
  };
  const invoice = { id: 'in_test_1', object: 'invoice', total: 127_950, currency: 'usd', metadata: { order_id: 'NB-100042' } };
  const payload = (type: string, object: object) => JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  const signed = (body: string, secret = WEBHOOK_SECRET, timestamp?: number) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }),
  });
  const parse = (type: string, object: object) => {
    const body = payload(type, object);
    return stripe.parseWebhook(Buffer.from(body), signed(body));
  };

  it('reads checkout and invoice events as the shop outcomes', () => {
    expect(parse('checkout.session.completed', { ...session, payment_status: 'paid' })).toEqual({
      provider: 'stripe',
      id: 'evt_checkout.session.completed',
      type: 'checkout.session.completed',
      orderNumber: 'NB-100042',
      reference: 'cs_test_1',
      amountCents: 127_950,
      currency: 'usd',
      outcome: 'paid',
    });
    expect(parse('checkout.session.completed', { ...session, payment_status: 'unpaid' }).outcome).toBe('pending');
    expect(parse('checkout.session.async_payment_succeeded', session).outcome).toBe('paid');
    expect(parse('checkout.session.async_payment_failed', session).outcome).toBe('failed');
    expect(parse('checkout.session.expired', session).outcome).toBe('failed');
    expect(parse('invoice.paid', invoice)).toMatchObject({
      outcome: 'paid',
      reference: 'in_test_1',
      orderNumber: 'NB-100042',
      amountCents: 127_950,
    });
    expect(parse('invoice.overdue', invoice).outcome).toBe('overdue');
    expect(parse('invoice.payment_failed', invoice).outcome).toBe('none');
    expect(parse('customer.created', { id: 'cus_1', object: 'customer' })).toMatchObject({ outcome: 'none', orderNumber: null });
  });

  it('refuses a body signed with another secret, a stale signature, a changed body and a missing header', () => {
    const body = payload('invoice.paid', invoice);
    expect(() => stripe.parseWebhook(Buffer.from(body), signed(body, 'whsec_someone_else'))).toThrow(InvalidSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(body), signed(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600))).toThrow(
      InvalidSignatureError,
    );
    expect(() => stripe.parseWebhook(Buffer.from(body.replace('127950', '1')), signed(body))).toThrow(InvalidSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(body), {})).toThrow(InvalidSignatureError);
  });
});
