import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerOrder, signedInStaff } from '../../test/back-office.js';
import { bearer } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { newCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import { createPaymentProvider } from '../../integrations/payments/create-payment-provider.js';
import type { DemoProvider } from '../../integrations/payments/demo-provider.js';
import type { OrderRow } from '../orders/index.js';
import { eventsOf, orderById, useStripeApp } from './test-helpers.js';

// Issue 15: one open payment per order, and money the order did not need flagged for a refund.
const SECRET = 'whsec_one_open';
const shop = useTestShop({ seed: false });
const { fake, app } = useStripeApp(shop, { secretKey: 'sk_test_one_open', webhookSecret: SECRET, maxNetworkRetries: 0, timeoutMs: 400 });
beforeEach(() => fake.reset());
const customer = beforeAllValue(() => newCustomer(shop));
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const warehouse = beforeAllValue(() => signedInStaff(shop, 'warehouse'));
let seq = 0;

const pay = (route: 'checkout' | 'net-30/create' | 'bank-transfer/create', order: OrderRow, on = app) =>
  on.inject({
    method: 'POST',
    url: `/api/v1/payment/stripe/${route}/${order.orderNumber}`,
    headers: { authorization: customer.token },
    payload: {},
  });

/** A signed Stripe event about a Checkout Session of the order. */
function sessionEvent(type: string, order: OrderRow, reference: string) {
  const payload = JSON.stringify({
    id: `evt_one_open_${++seq}`,
    object: 'event',
    type,
    data: {
      object: {
        id: reference,
        object: 'checkout.session',
        metadata: { order_id: order.orderNumber },
        client_reference_id: order.orderNumber,
        currency: 'usd',
        amount_total: order.totalCents,
        payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
      },
    },
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    payload,
  });
}

const expired = () => fake.requests.filter((r) => r.method === 'POST' && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(r.path));

describe('one open payment per order (Stripe)', () => {
  it('expires the open card checkout before a Net 30 invoice replaces it; its expiry event fails nothing', async () => {
    const order = await insertOrder(shop.handle.db, customer.id);
    expect((await pay('checkout', order)).statusCode).toBe(200);
    const session = (await orderById(shop.handle.db, order.id)).paymentResponse.reference as string;

    const res = await pay('net-30/create', order);
    expect(res.statusCode).toBe(200);
    expect(expired().map((r) => r.path)).toEqual([`/v1/checkout/sessions/${session}/expire`]);
    // A new attempt: Stripe's idempotency can never answer with the expired session's keys again.
    expect(fake.to('POST', '/v1/invoices')[0].idempotencyKey).toBe(`order-${order.id}-attempt-2-net-30-invoice`);
    const after = await orderById(shop.handle.db, order.id);
    expect(after).toMatchObject({ paymentType: 'NET_30', paymentStatus: 'unpaid', paymentStarting: null });
    expect(after.paymentResponse).toMatchObject({ reference: expect.stringMatching(/^in_test_/), attempt: 2 });

    expect((await sessionEvent('checkout.session.expired', order, session)).statusCode).toBe(200);
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('unpaid');
    expect((await eventsOf(shop.handle.db, order.id)).map((e) => e.outcome)).toEqual(['ignored: not the current payment of the order']);
  });

  it('leaves exactly one live attempt when a card checkout and a Net 30 invoice start at once', async () => {
    const order = await insertOrder(shop.handle.db, customer.id);
    const answers = await Promise.all([pay('checkout', order), pay('net-30/create', order)]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes).toContain(200);
    // The loser is refused by whichever rule its moment meets: the other start still running, or
    // already done with its own payment method (on a busy machine "at once" can be one after the other).
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(
        /^(A payment of this order is being started\. Please wait a moment and try again\.|This order was placed with another payment method\.$)/,
      );
    }
    const sessions = fake.to('POST', '/v1/checkout/sessions').length;
    const invoices = fake.to('POST', '/v1/invoices').length;
    expect(sessions - expired().length + invoices).toBe(1);
    const after = await orderById(shop.handle.db, order.id);
    expect(after.paymentStarting).toBeNull();
    expect(after.paymentResponse.reference).toMatch(invoices ? /^in_test_/ : /^cs_test_/);
  });

  it('refuses to replace a checkout the customer has just paid (409) and leaves the order as it was', async () => {
    const order = await insertOrder(shop.handle.db, customer.id);
    await pay('checkout', order);
    const before = await orderById(shop.handle.db, order.id);
    fake.completeSession(before.paymentResponse.reference as string);
    fake.reset();

    const res = await pay('bank-transfer/create', order);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A payment of this order is already under way. Please check your order before paying again.');
    expect(fake.to('POST', '/v1/checkout/sessions')).toHaveLength(0);
    const after = await orderById(shop.handle.db, order.id);
    expect(after).toMatchObject({ paymentType: 'CREDIT_CARD', paymentStatus: 'Pending', paymentStarting: null });
    expect(after.paymentResponse.reference).toBe(before.paymentResponse.reference);
  });

  it('flags a payment of a cancelled order for a refund instead of recording it; the refund goes through Stripe', async () => {
    const { order } = await customerOrder(shop, {
      status: 'Cancelled',
      cancelReason: 'Wrong die',
      cancelledAt: new Date(),
      paymentResponse: { provider: 'stripe', reference: 'cs_test_late', attempt: 1 },
    });
    expect((await sessionEvent('checkout.session.completed', order, 'cs_test_late')).statusCode).toBe(200);
    const after = await orderById(shop.handle.db, order.id);
    expect(after).toMatchObject({ status: 'Cancelled', paymentStatus: 'Pending' });
    expect((await eventsOf(shop.handle.db, order.id)).map((e) => e.outcome)).toEqual([
      'flagged: Paid after it was cancelled — refund the payment',
    ]);

    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.orderNumber}/extra-payments/refund`,
      headers: bearer(sales.token),
      payload: { reference: 'cs_test_late' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.to('POST', '/v1/refunds')).toMatchObject([
      {
        params: { payment_intent: 'pi_of_cs_test_late', amount: String(order.totalCents) },
        idempotencyKey: `order-${order.id}-extra-cs_test_late-refund`,
      },
    ]);
    expect(res.json().result.payment.extra_payments).toEqual([
      expect.objectContaining({ reason: 'paid_after_cancel', open: false, refund: expect.objectContaining({ provider: 'stripe' }) }),
    ]);
  });
});

describe('a second payment of a paid order (demo provider)', () => {
  const demo = beforeAllValue(async () => createPaymentProvider(shop.config) as DemoProvider);
  const detail = async (orderNumber: string) => (await sales.send('GET', `/orders/${orderNumber}`)).json().result;

  /** A paid demo event for another checkout of the order, as a second demo page's Pay button sends it. */
  const paidAgain = (order: OrderRow, reference: string) => {
    const signed = demo.signEvent({
      type: 'demo.checkout.pay',
      orderNumber: order.orderNumber,
      reference,
      amountCents: order.totalCents,
      currency: 'usd',
      outcome: 'paid',
    });
    return shop.app.inject({ method: 'POST', url: '/api/v1/payment/stripe/webhook', headers: signed.headers, payload: signed.body });
  };

  it('raises a flag the back office shows and counts, and sales refund it once through the provider', async () => {
    const order = await insertOrder(shop.handle.db, customer.id, {
      paymentStatus: 'Paid',
      status: 'Processing',
      paymentResponse: { provider: 'demo', reference: 'demo_cs_first', paid_reference: 'demo_cs_first', paid_at: 1_760_000_000 },
    });
    const before = (await sales.send('GET', '/dashboard')).json().waiting.extra_payments;
    expect((await paidAgain(order, 'demo_cs_second')).statusCode).toBe(200);
    // The same payment reported again is one flag, not two.
    expect((await paidAgain(order, 'demo_cs_second')).statusCode).toBe(200);

    const flagged = await detail(order.orderNumber);
    expect(flagged.payment_status).toBe('Paid');
    expect(flagged.payment.extra_payments).toEqual([
      {
        reason: 'paid_twice',
        message: 'Paid twice — refund the extra payment',
        provider: 'demo',
        reference: 'demo_cs_second',
        amount: 1279.5,
        currency: 'usd',
        createdAt: expect.any(String),
        open: true,
        refund: null,
      },
    ]);
    expect(flagged.allowed_actions).toContain('refund_extra_payment');
    expect(flagged.payment_events.map((e: { outcome: string }) => e.outcome)).toEqual([
      'flagged: Paid twice — refund the extra payment',
      'ignored: this extra payment is flagged already',
    ]);
    expect((await sales.send('GET', '/dashboard')).json().waiting.extra_payments).toBe(before + 1);
    const listed = (await sales.send('GET', '/orders?attention=extra_payment&limit=100')).json().result;
    expect(listed.map((o: { order_id: string }) => o.order_id)).toContain(order.orderNumber);

    const refund = (who: { send: typeof sales.send }, reference: string) =>
      who.send('POST', `/orders/${order.orderNumber}/extra-payments/refund`, { reference });
    expect((await refund(warehouse, 'demo_cs_second')).statusCode).toBe(403);
    const wrong = await refund(sales, 'demo_cs_first');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('This order has no open extra payment with that reference.');

    const done = await refund(sales, 'demo_cs_second');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('The extra payment has been refunded.');
    const [extra] = done.json().result.payment.extra_payments;
    expect(extra).toMatchObject({
      open: false,
      refund: { provider: 'demo', reference: expect.stringMatching(/^demo_re_/), amount: 1279.5 },
    });
    expect(done.json().result.allowed_actions).not.toContain('refund_extra_payment');
    expect(done.json().result.audit.map((a: { action: string }) => a.action)).toContain('order.refund_extra_payment');
    expect((await refund(sales, 'demo_cs_second')).statusCode).toBe(409);
    expect((await sales.send('GET', '/dashboard')).json().waiting.extra_payments).toBe(before);
  });

  it('takes money paid through a replaced attempt as the order payment, without a flag', async () => {
    const order = await insertOrder(shop.handle.db, customer.id, {
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: { provider: 'demo', reference: 'demo_in_current', attempt: 2 },
    });
    expect((await paidAgain(order, 'demo_cs_replaced')).statusCode).toBe(200);
    const after = await orderById(shop.handle.db, order.id);
    expect(after).toMatchObject({ paymentStatus: 'Paid', status: 'Processing', paymentAttention: [] });
    expect(after.paymentResponse.paid_reference).toBe('demo_cs_replaced');
  });
});
