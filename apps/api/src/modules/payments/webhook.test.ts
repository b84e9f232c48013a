import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { newCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import type { OrderRow } from '../orders/index.js';
import { eventById, eventsOf, orderById, useStripeApp } from './test-helpers.js';

const SECRET = 'whsec_webhook_tests';
const shop = useTestShop({ seed: false });
const { app } = useStripeApp(shop, { secretKey: 'sk_test_webhook', webhookSecret: SECRET, maxNetworkRetries: 0 });
const customer = beforeAllValue(() => newCustomer(shop));
let seq = 0;

type Overrides = {
  amount?: number;
  currency?: string;
  orderNumber?: string;
  reference?: string;
  paymentStatus?: 'paid' | 'unpaid';
  id?: string;
};

/** A Stripe event as Stripe would send it for this order's current payment. */
function stripeEvent(type: string, order: OrderRow, o: Overrides = {}) {
  const reference = o.reference ?? (order.paymentResponse.reference as string);
  const base = { id: reference, metadata: { order_id: o.orderNumber ?? order.orderNumber }, currency: o.currency ?? 'usd' };
  const object = type.startsWith('invoice.')
    ? { ...base, object: 'invoice', total: o.amount ?? order.totalCents }
    : {
        ...base,
        object: 'checkout.session',
        amount_total: o.amount ?? order.totalCents,
        payment_status: o.paymentStatus ?? 'paid',
        client_reference_id: order.orderNumber,
      };
  return JSON.stringify({ id: o.id ?? `evt_test_${++seq}`, object: 'event', type, data: { object } });
}

const deliver = (payload: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payment/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature !== undefined && { 'stripe-signature': signature }) },
    payload,
  });
const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const send = (payload: string) => deliver(payload, sign(payload));

const cardOrder = (values: Partial<OrderRow> = {}) =>
  insertOrder(shop.handle.db, customer.id, {
    paymentResponse: { provider: 'stripe', reference: `cs_test_${++seq}`, attempt: 1 },
    ...values,
  });

describe('POST /payment/stripe/webhook', () => {
  it('applies a verified checkout.session.completed: the order is Paid and moves on to Processing', async () => {
    const order = await cardOrder();
    const res = await send(stripeEvent('checkout.session.completed', order));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const after = await orderById(shop.handle.db, order.id);
    expect(after).toMatchObject({ paymentStatus: 'Paid', status: 'Processing' });
    expect(after.paymentResponse).toMatchObject({ paid_reference: order.paymentResponse.reference });
    expect((await eventsOf(shop.handle.db, order.id)).map((e) => e.outcome)).toEqual(['applied: Pending → Paid']);
  });

  it('keeps every JSON parser outside the webhook as it was', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/stripe/checkout/NB-1',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });

  it('refuses a wrong secret, a stale timestamp, a changed body and no signature with 400; nothing changes', async () => {
    const order = await cardOrder();
    const payload = stripeEvent('checkout.session.completed', order);
    const attempts = [
      deliver(payload, sign(payload, 'whsec_someone_else')),
      deliver(payload, sign(payload, SECRET, Math.floor(Date.now() / 1000) - 301)),
      deliver(payload.replace(String(order.totalCents), '1'), sign(payload)),
      deliver(payload),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message: 'Invalid signature.' });
    }
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
    expect(await eventsOf(shop.handle.db, order.id)).toHaveLength(0);
  });

  it('answers a replayed event 200 and applies it once', async () => {
    const order = await cardOrder();
    const payload = stripeEvent('checkout.session.completed', order);
    const first = await send(payload);
    const paidAt = (await orderById(shop.handle.db, order.id)).updatedAt;
    const replays = await Promise.all([send(payload), send(payload)]);
    expect([first, ...replays].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await eventsOf(shop.handle.db, order.id)).toHaveLength(1);
    expect((await orderById(shop.handle.db, order.id)).updatedAt).toEqual(paidAt);
  });

  it('rejects an amount, currency or order that does not match: not Paid, outcome recorded', async () => {
    const order = await cardOrder();
    const other = await cardOrder();
    const cases = [
      [
        stripeEvent('checkout.session.completed', order, { amount: order.totalCents - 1 }),
        'rejected: amount 127949 is not the order total 127950 (cents)',
      ],
      [stripeEvent('checkout.session.completed', order, { currency: 'eur' }), "rejected: currency eur is not the order's usd"],
      [
        stripeEvent('checkout.session.completed', order, { orderNumber: other.orderNumber }),
        `rejected: the event names order ${other.orderNumber}, its payment belongs to ${order.orderNumber}`,
      ],
    ] as const;
    for (const [payload, outcome] of cases) {
      expect((await send(payload)).statusCode).toBe(200);
      expect((await eventById(shop.handle.db, JSON.parse(payload).id)).outcome).toBe(outcome);
    }
    expect(await orderById(shop.handle.db, order.id)).toMatchObject({ paymentStatus: 'Pending', status: 'Pending' });
    expect(await orderById(shop.handle.db, other.id)).toMatchObject({ paymentStatus: 'Pending', status: 'Pending' });
  });

  it('answers 200 for an event about no order of ours and for event types the shop does not act on, recording them as ignored', async () => {
    const ghost = { ...(await cardOrder()), orderNumber: 'NB-1', paymentResponse: { reference: 'cs_test_nobody' } } as OrderRow;
    const unknown = stripeEvent('checkout.session.completed', ghost);
    expect((await send(unknown)).statusCode).toBe(200);
    expect(await eventById(shop.handle.db, JSON.parse(unknown).id)).toMatchObject({
      orderId: null,
      outcome: 'ignored: no order has this payment',
    });
    const other = JSON.stringify({
      id: 'evt_test_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await send(other)).statusCode).toBe(200);
    expect((await eventById(shop.handle.db, 'evt_test_customer')).outcome).toBe('ignored: customer.created needs no action');
  });

  it('bank transfer: completed unpaid → Awaiting Payment, then async succeeded → Paid', async () => {
    const order = await cardOrder({ paymentType: 'BANK_TRANSFER' });
    await send(stripeEvent('checkout.session.completed', order, { paymentStatus: 'unpaid' }));
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Awaiting Payment');
    await send(stripeEvent('checkout.session.async_payment_succeeded', order));
    expect(await orderById(shop.handle.db, order.id)).toMatchObject({ paymentStatus: 'Paid', status: 'Processing' });
  });

  it('bank transfer: async failed → Failed, and a later failure cannot undo a payment', async () => {
    const order = await cardOrder({ paymentType: 'BANK_TRANSFER', paymentStatus: 'Awaiting Payment' });
    await send(stripeEvent('checkout.session.async_payment_failed', order));
    expect(await orderById(shop.handle.db, order.id)).toMatchObject({ paymentStatus: 'Failed', status: 'Pending' });

    const paid = await cardOrder({ paymentStatus: 'Paid', status: 'Processing' });
    const late = stripeEvent('checkout.session.expired', paid);
    expect((await send(late)).statusCode).toBe(200);
    expect((await eventById(shop.handle.db, JSON.parse(late).id)).outcome).toBe(
      "ignored: This order's payment status cannot change from Paid to Failed.",
    );
    expect((await orderById(shop.handle.db, paid.id)).paymentStatus).toBe('Paid');
  });

  it('Net 30: invoice.overdue → Overdue, then invoice.paid → Paid; invoice.payment_failed leaves the invoice open', async () => {
    const order = await insertOrder(shop.handle.db, customer.id, {
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: { provider: 'stripe', reference: `in_test_${++seq}`, due_date: 1_900_000_000, attempt: 1 },
    });
    await send(stripeEvent('invoice.payment_failed', order));
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('unpaid');
    await send(stripeEvent('invoice.overdue', order));
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Overdue');
    await send(stripeEvent('invoice.paid', order));
    const after = await orderById(shop.handle.db, order.id);
    expect(after).toMatchObject({ paymentStatus: 'Paid', status: 'Processing' });
    expect(after.paymentResponse.due_date).toBe(1_900_000_000);
  });

  it('an expired card checkout fails the order, and paying again starts a new attempt with a new checkout', async () => {
    const buyer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, buyer.id);
    const start = () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/payment/stripe/checkout/${order.orderNumber}`,
        headers: { authorization: buyer.token },
        payload: {},
      });
    const first = (await start()).json().url;
    const started = await orderById(shop.handle.db, order.id);
    await send(stripeEvent('checkout.session.expired', started));
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Failed');

    const again = await start();
    expect(again.statusCode).toBe(200);
    expect(again.json().url).not.toBe(first);
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
    // An event about the replaced checkout no longer speaks for the order.
    const stale = stripeEvent('checkout.session.expired', started);
    await send(stale);
    expect((await eventById(shop.handle.db, JSON.parse(stale).id)).outcome).toBe('ignored: not the current payment of the order');
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
  });
});
