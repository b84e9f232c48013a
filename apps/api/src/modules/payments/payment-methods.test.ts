import { afterAll, describe, expect, it } from 'vitest';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { newCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import { appWithProvider, orderById, paymentState } from './test-helpers.js';

// Issue 15: production without Stripe and without PAYMENTS=demo has no payment provider at all
// (config.ts); the shop must then offer only what needs none and refuse the rest, never pay for free.
const shop = useTestShop({ seed: false });
const bare = beforeAllValue(() => appWithProvider(shop, null));
afterAll(() => bare.close());
const customer = beforeAllValue(() => newCustomer(shop));

const ALL = [
  { type: 'COD', label: 'COD (Cash on Delivery)' },
  { type: 'CREDIT_CARD', label: 'Credit Card (via Stripe)' },
  { type: 'NET_30', label: 'Net 30 (via Stripe)' },
  { type: 'BANK_TRANSFER', label: 'Bank Transfer (via Stripe)' },
];

describe('GET /payment/methods', () => {
  it('lists every method, marked demo, when the demo provider takes payments', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/v1/payment/methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: ALL, demo: true });
  });

  it('lists cash on delivery only, not a demo, without a payment provider', async () => {
    const res = await bare.inject({ method: 'GET', url: '/api/v1/payment/methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: [ALL[0]], demo: false });
  });
});

describe('without a payment provider', () => {
  const create = (type: string) =>
    bare.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      headers: { authorization: customer.token },
      payload: { customer_id: customer.id, customer_payment: { type } },
    });

  it('refuses to place an order with a method that needs the provider (400), before looking at the cart', async () => {
    for (const type of ['CREDIT_CARD', 'NET_30', 'BANK_TRANSFER']) {
      const res = await create(type);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This payment method is not available at the moment. Please choose another one.');
    }
    // COD passes the check: what stops it here is the empty cart, not the method.
    const cod = await create('COD');
    expect(cod.json().message).not.toBe('This payment method is not available at the moment. Please choose another one.');
  });

  it('refuses every payment call of a placed order with 409, leaving it unchanged', async () => {
    const order = await insertOrder(shop.handle.db, customer.id);
    for (const route of ['checkout', 'net-30/create', 'bank-transfer/create']) {
      const res = await bare.inject({
        method: 'POST',
        url: `/api/v1/payment/stripe/${route}/${order.orderNumber}`,
        headers: { authorization: customer.token },
        payload: {},
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This payment method is not available at the moment. Please contact us to pay this order.');
    }
    expect(paymentState(await orderById(shop.handle.db, order.id))).toEqual(paymentState(order));
  });

  it('has no demo payment pages and no webhook: 404', async () => {
    // A demo checkout made while the demo provider was on (the test shop's own app) ...
    const order = await insertOrder(shop.handle.db, customer.id);
    const started = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/payment/stripe/checkout/${order.orderNumber}`,
      headers: { authorization: customer.token },
      payload: {},
    });
    const { url } = started.json();
    expect(url).toMatch(/^\/demo-pay\/checkout\//);
    // ... is dead on the shop without a provider: no page, no button, no event.
    expect((await bare.inject({ method: 'GET', url })).statusCode).toBe(404);
    const press = await bare.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=x&action=pay',
    });
    expect(press.statusCode).toBe(404);
    const hook = await bare.inject({ method: 'POST', url: '/api/v1/payment/stripe/webhook', payload: { id: 'evt_1' } });
    expect(hook.statusCode).toBe(404);
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
  });
});
