import { beforeEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';
import { newCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import { orderById, paymentState, useStripeApp } from './test-helpers.js';

const shop = useTestShop({ seed: false });
const { fake, app } = useStripeApp(shop, {
  secretKey: 'sk_test_routes',
  webhookSecret: 'whsec_routes',
  maxNetworkRetries: 0,
  timeoutMs: 400,
});
beforeEach(() => fake.reset());

const pay = (route: 'checkout' | 'net-30/create' | 'bank-transfer/create', orderNumber: string, authorization?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/payment/stripe/${route}/${orderNumber}`,
    headers: authorization ? { authorization } : {},
    payload: {},
  });

const sessionParams = () => fake.to('POST', '/v1/checkout/sessions').map((r) => r.params);

describe('POST /payment/stripe/checkout/{orderId}', () => {
  it('answers with the Stripe Checkout URL for the order total the server stored; the payment stays Pending', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id);
    const res = await pay('checkout', order.orderNumber, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Redirecting you to the secure card payment page.',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });

    const [params] = sessionParams();
    const charged = Object.entries(params)
      .filter(([k]) => k.endsWith('[unit_amount]'))
      .reduce((sum, [, v]) => sum + Number(v), 0);
    expect(charged).toBe(127_950);
    expect(params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[order_id]': order.orderNumber,
      client_reference_id: order.orderNumber,
      success_url: `${shop.config.publicUrl}/order/payment/success?order_id=${order.orderNumber}`,
      cancel_url: `${shop.config.publicUrl}/order/payment/faild?order_id=${order.orderNumber}`,
    });
    const after = await orderById(shop.handle.db, order.id);
    expect(after.paymentStatus).toBe('Pending');
    expect(after.paymentResponse).toMatchObject({
      provider: 'stripe',
      reference: expect.stringMatching(/^cs_test_/),
      hosted_url: res.json().url,
    });
  });

  it('gives a double click the same idempotency key and the same checkout', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id);
    const [a, b] = await Promise.all([
      pay('checkout', order.orderNumber, customer.token),
      pay('checkout', order.orderNumber, customer.token),
    ]);
    expect(b.json().url).toBe(a.json().url);
    const keys = fake.to('POST', '/v1/checkout/sessions').map((r) => r.idempotencyKey);
    expect(keys).toEqual([`order-${order.id}-attempt-1-card-checkout`, `order-${order.id}-attempt-1-card-checkout`]);
  });

  it('answers 502 with the spec text when Stripe fails, leaves the order as it was, and retries as a new attempt', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id);
    fake.failNext('error');
    const failed = await pay('checkout', order.orderNumber, customer.token);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ status: false, message: 'Failed to complete credit card checkout.' });
    expect(paymentState(await orderById(shop.handle.db, order.id))).toEqual(paymentState(order));

    const retry = await pay('checkout', order.orderNumber, customer.token);
    expect(retry.statusCode).toBe(200);
    const keys = fake.to('POST', '/v1/checkout/sessions').map((r) => r.idempotencyKey);
    expect(keys).toEqual([`order-${order.id}-attempt-1-card-checkout`, `order-${order.id}-attempt-2-card-checkout`]);
  });

  it('answers 502 when Stripe does not answer in time', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id);
    fake.failNext('hang');
    const res = await pay('checkout', order.orderNumber, customer.token);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to complete credit card checkout.');
    expect(paymentState(await orderById(shop.handle.db, order.id))).toEqual(paymentState(order));
  });

  it('lets a customer pay again by card after a failed payment, with the same order id and a new checkout', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id, {
      paymentStatus: 'Failed',
      paymentResponse: { provider: 'stripe', reference: 'cs_test_old', attempt: 3 },
    });
    const res = await pay('checkout', order.orderNumber, customer.token);
    expect(res.statusCode).toBe(200);
    expect(fake.to('POST', '/v1/checkout/sessions')[0].idempotencyKey).toBe(`order-${order.id}-attempt-3-card-checkout`);
    const after = await orderById(shop.handle.db, order.id);
    expect(after.paymentStatus).toBe('Pending');
    expect(after.paymentResponse.reference).not.toBe('cs_test_old');
  });
});

describe('POST /payment/stripe/net-30/create/{orderId}', () => {
  it('sends a Stripe invoice; the payment becomes unpaid with a due date 30 days out', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'NET_30' });
    const res = await pay('net-30/create', order.orderNumber, customer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, message: 'Your Net 30 invoice has been created.', result: { due_date: expect.any(Number) } });
    expect(Math.abs(body.result.due_date - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(120);
    expect(fake.to('POST', '/v1/invoices')[0].params).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: '30',
      'metadata[order_id]': order.orderNumber,
    });
    expect(fake.to('POST', '/v1/customers')[0].params).toMatchObject({ email: customer.email, 'metadata[customer_id]': customer.id });
    const after = await orderById(shop.handle.db, order.id);
    expect(after.paymentStatus).toBe('unpaid');
    expect(after.status).toBe('Pending');
    expect(after.paymentResponse).toMatchObject({
      provider: 'stripe',
      reference: expect.stringMatching(/^in_test_/),
      due_date: body.result.due_date,
    });
    expect(after.net30InvoicePdfUrl).toMatch(/\/pdf$/);
  });

  it('answers 502 with the spec text when Stripe fails; the order keeps its payment status', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'NET_30' });
    fake.failNext('error');
    const res = await pay('net-30/create', order.orderNumber, customer.token);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, message: 'Failed to create Net 30 payment invoice' });
    expect(paymentState(await orderById(shop.handle.db, order.id))).toEqual(paymentState(order));
  });
});

describe('POST /payment/stripe/bank-transfer/create/{orderId}', () => {
  it('answers with the bank transfer checkout; the payment is Awaiting Payment', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'BANK_TRANSFER' });
    const res = await pay('bank-transfer/create', order.orderNumber, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Redirecting you to the bank transfer instructions.',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    expect(sessionParams()[0]).toMatchObject({
      'allowed_payment_method_types[0]': 'customer_balance',
      'payment_method_options[customer_balance][bank_transfer][type]': 'us_bank_transfer',
    });
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Awaiting Payment');
  });

  it('answers 502 with the spec text when Stripe fails', async () => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'BANK_TRANSFER' });
    fake.failNext('error');
    const res = await pay('bank-transfer/create', order.orderNumber, customer.token);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to complete bank transfer checkout.');
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
  });
});

describe('who may pay which order', () => {
  const routes = [
    ['checkout', 'CREDIT_CARD'],
    ['net-30/create', 'NET_30'],
    ['bank-transfer/create', 'BANK_TRANSFER'],
  ] as const;

  // Another customer's order answers exactly as a missing one: sequential order numbers must not
  // let a customer count the shop's orders (issue 15).
  it.each(routes)("%s: 401 without a token, 404 for another customer's order and for no such order", async (route, paymentType) => {
    const owner = await newCustomer(shop);
    const stranger = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, owner.id, { paymentType });
    expect((await pay(route, order.orderNumber)).json()).toEqual({ status: false, message: 'Please log in to continue.' });
    const other = await pay(route, order.orderNumber, stranger.token);
    const missing = await pay(route, 'NB-999999', owner.token);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(fake.requests).toHaveLength(0);
    expect(paymentState(await orderById(shop.handle.db, order.id))).toEqual(paymentState(order));
  });

  it.each(routes)('%s: 409 for an order that is already paid', async (route, paymentType) => {
    const customer = await newCustomer(shop);
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType, paymentStatus: 'Paid', status: 'Processing' });
    const res = await pay(route, order.orderNumber, customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has already been paid.');
    expect(fake.requests).toHaveLength(0);
  });

  it('changes the method of an order whose payment failed, never of a sent invoice or a requested transfer', async () => {
    const customer = await newCustomer(shop);
    const declined = await insertOrder(shop.handle.db, customer.id, { paymentType: 'CREDIT_CARD', paymentStatus: 'Failed' });
    const res = await pay('bank-transfer/create', declined.orderNumber, customer.token);
    expect(res.statusCode).toBe(200);
    const after = await orderById(shop.handle.db, declined.id);
    expect([after.paymentType, after.paymentStatus]).toEqual(['BANK_TRANSFER', 'Awaiting Payment']);
    // The transfer is now under way: the card is not offered for it any more.
    expect((await pay('checkout', declined.orderNumber, customer.token)).json()).toEqual({
      status: false,
      message: 'This order was placed with another payment method.',
    });
    const invoiced = await insertOrder(shop.handle.db, customer.id, { paymentType: 'NET_30', paymentStatus: 'unpaid' });
    expect((await pay('checkout', invoiced.orderNumber, customer.token)).json()).toEqual({
      status: false,
      message: 'This order was placed with another payment method.',
    });
  });

  it('409 when the order is closed', async () => {
    const customer = await newCustomer(shop);
    const requestsBefore = fake.requests.length;
    const cancelled = await insertOrder(shop.handle.db, customer.id, { status: 'Cancelled' });
    expect((await pay('checkout', cancelled.orderNumber, customer.token)).json().message).toBe('This order can no longer be paid.');
    expect(fake.requests).toHaveLength(requestsBefore);
  });
});
