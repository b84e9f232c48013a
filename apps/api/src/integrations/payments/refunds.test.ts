import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoProvider } from './demo-provider.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.js';
import type { RefundOrder } from './payment-provider.js';
import { StripeProvider } from './stripe-provider.js';

const order = (paymentReference: string): RefundOrder => ({
  id: '5b0f3c8e-1111-4a5b-9c2d-000000000009',
  orderNumber: 'NB-100099',
  currency: 'usd',
  paymentReference,
});

let fake: FakeStripe;
let stripe: StripeProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new StripeProvider({
    secretKey: 'sk_test_refunds',
    webhookSecret: 'whsec_x',
    apiUrl: fake.url,
    maxNetworkRetries: 0,
    timeoutMs: 500,
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('StripeProvider.refund', () => {
  it('refunds a payment intent directly, with the amount, the order in metadata and the idempotency key', async () => {
    const refund = await stripe.refund(order('pi_direct'), 12_345, 'order-x-refund');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/refunds']);
    expect(fake.requests[0]).toMatchObject({
      params: { payment_intent: 'pi_direct', amount: '12345', 'metadata[order_id]': 'NB-100099' },
      idempotencyKey: 'order-x-refund',
    });
    expect(refund).toEqual({ provider: 'stripe', reference: expect.stringMatching(/^re_test_/), amountCents: 12_345, status: 'succeeded' });
  });

  it('looks the payment intent up from a Checkout Session', async () => {
    await stripe.refund(order('cs_test_abc'), 100, 'k');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/checkout/sessions/cs_test_abc', 'POST /v1/refunds']);
    expect(fake.to('POST', '/v1/refunds')[0].params.payment_intent).toBe('pi_of_cs_test_abc');
  });

  it('throws when Stripe fails, and for a reference that holds no payment', async () => {
    fake.failNext('error');
    await expect(stripe.refund(order('pi_x'), 100, 'k2')).rejects.toThrow();
    await expect(stripe.refund(order('demo_cs_x'), 100, 'k3')).rejects.toThrow(/no payment to refund/);
  });

  it('voids an open invoice with an idempotency key', async () => {
    await stripe.voidNet30Invoice('in_test_open', 'order-x-void');
    expect(fake.to('POST', '/v1/invoices/in_test_open/void')[0].idempotencyKey).toBe('order-x-void');
  });
});

describe('DemoProvider.refund', () => {
  it('answers a demo refund, the same one for the same key', async () => {
    const demo = new DemoProvider('demo-secret-for-tests-0123456789abcdef');
    const first = await demo.refund(order('demo_cs_x'), 5_000, 'order-y-refund');
    expect(first).toEqual({
      provider: 'demo',
      reference: expect.stringMatching(/^demo_re_[0-9a-f]{32}$/),
      amountCents: 5_000,
      status: 'succeeded',
    });
    expect(await demo.refund(order('demo_cs_x'), 5_000, 'order-y-refund')).toEqual(first);
    expect((await demo.refund(order('demo_cs_x'), 5_000, 'other')).reference).not.toBe(first.reference);
  });
});
