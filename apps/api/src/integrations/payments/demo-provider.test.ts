import { describe, expect, it } from 'vitest';
import { DEMO_SIGNATURE_HEADER, DemoProvider } from './demo-provider.js';
import { InvalidSignatureError, type PaymentOrder } from './payment-provider.js';

const order: PaymentOrder = {
  id: 'o1',
  orderNumber: 'NB-100001',
  currency: 'usd',
  subTotalCents: 1000,
  shippingCents: 500,
  totalCents: 1500,
  lines: [],
};
const customer = { id: 'c1', email: 'a@b.co', name: 'A', businessName: 'B' };
const urls = { successUrl: 's', cancelUrl: 'c' };
const event = {
  type: 'demo.checkout.pay',
  orderNumber: 'NB-100001',
  reference: 'demo_cs_x',
  amountCents: 1500,
  currency: 'usd',
  outcome: 'paid' as const,
};

describe('DemoProvider', () => {
  const demo = new DemoProvider('server-secret');

  it('points to the local demo pages with a reference that is the same for a repeat and new for a new attempt', async () => {
    const card = await demo.createCardCheckout(order, urls, 'order-o1-attempt-1');
    expect(card.reference).toMatch(/^demo_cs_[0-9a-f]{32}$/);
    expect(card.url).toBe(`/demo-pay/checkout/${card.reference}`);
    expect((await demo.createCardCheckout(order, urls, 'order-o1-attempt-1')).reference).toBe(card.reference);
    expect((await demo.createCardCheckout(order, urls, 'order-o1-attempt-2')).reference).not.toBe(card.reference);
    // Another server secret gives other references: they cannot be worked out from the order id.
    expect((await new DemoProvider('other').createCardCheckout(order, urls, 'order-o1-attempt-1')).reference).not.toBe(card.reference);
    const bank = await demo.createBankTransfer(order, customer, urls, 'order-o1-attempt-1');
    expect(bank.url).toMatch(/^\/demo-pay\/bank-transfer\/demo_bt_[0-9a-f]{32}$/);
  });

  it('issues a Net 30 invoice due in 30 days at once', async () => {
    const now = Date.UTC(2025, 0, 1);
    const invoice = await new DemoProvider('s', () => now).createNet30Invoice(order, customer, 'k');
    expect(invoice.dueDate).toBe(now / 1000 + 30 * 86_400);
    expect(invoice.reference).toMatch(/^demo_in_/);
  });

  it('reads back the events it signed, and nothing else', () => {
    const signed = demo.signEvent(event);
    expect(demo.parseWebhook(signed.body, signed.headers)).toEqual({ ...event, provider: 'demo', id: expect.stringMatching(/^demo_evt_/) });

    const forged = new DemoProvider('guessed-secret').signEvent(event);
    expect(() => demo.parseWebhook(forged.body, forged.headers)).toThrow(InvalidSignatureError);
    const changed = Buffer.from(signed.body.toString().replace('"paid"', '"failed"'));
    expect(() => demo.parseWebhook(changed, signed.headers)).toThrow(InvalidSignatureError);
    expect(() => demo.parseWebhook(signed.body, {})).toThrow(InvalidSignatureError);
    expect(() => demo.parseWebhook(signed.body, { [DEMO_SIGNATURE_HEADER]: 'nonsense' })).toThrow(InvalidSignatureError);
  });

  it('refuses a signed event older than five minutes', () => {
    let now = Date.now();
    const clocked = new DemoProvider('server-secret', () => now);
    const signed = clocked.signEvent(event);
    now += 301_000;
    expect(() => clocked.parseWebhook(signed.body, signed.headers)).toThrow(/too old/);
  });

  it('gives each page a form token that only fits its own reference', () => {
    const token = demo.pageToken('demo_cs_a');
    expect(demo.isPageToken('demo_cs_a', token)).toBe(true);
    expect(demo.isPageToken('demo_cs_b', token)).toBe(false);
    expect(demo.isPageToken('demo_cs_a', '')).toBe(false);
  });
});
