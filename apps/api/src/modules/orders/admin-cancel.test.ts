import { beforeEach, describe, expect, it } from 'vitest';
import { customerOrder, mailTo, signedInStaff } from '../../test/back-office.js';
import { bearer, expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { useStripeApp } from '../payments/test-helpers.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const { fake, app: stripeApp } = useStripeApp(shop, {
  secretKey: 'sk_test_cancel',
  webhookSecret: 'whsec_cancel',
  maxNetworkRetries: 0,
  timeoutMs: 400,
});
beforeEach(() => fake.reset());

const REASON = 'Customer ordered the wrong die height.';
const cancelOnStripe = (orderNumber: string, reason = REASON) =>
  stripeApp.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${orderNumber}/cancel`,
    headers: bearer(sales.token),
    payload: { reason },
  });
const detail = async (orderNumber: string) => (await sales.send('GET', `/orders/${orderNumber}`)).json().result;

const paidCard = (provider: 'demo' | 'stripe', reference: string) => ({
  paymentType: 'CREDIT_CARD' as const,
  paymentStatus: 'Paid' as const,
  status: 'Processing' as const,
  paymentResponse: { provider, reference, paid_reference: reference, paid_at: 1_760_000_000 },
});

describe('POST /api/v1/admin/orders/{order_id}/cancel (demo provider)', () => {
  it('cancels a paid card order and refunds it through the provider; the customer is told', async () => {
    const { customer, order } = await customerOrder(shop, paidCard('demo', 'demo_cs_paid'));
    const res = await sales.send('POST', `/orders/${order.orderNumber}/cancel`, { reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The order has been cancelled and the payment refunded.');
    const result = res.json().result;
    expect(result).toMatchObject({
      status: 'Cancelled',
      // Issue 28: all that was paid went back, and the payment says so (decision 005's amendment).
      payment_status: 'Refunded',
      cancel_reason: REASON,
      cancelled_at: expect.any(String),
      payment: {
        refund: {
          provider: 'demo',
          reference: expect.stringMatching(/^demo_re_/),
          amount: 1279.5,
          status: 'succeeded',
          createdAt: expect.any(String),
        },
      },
      allowed_actions: ['add_note'],
    });
    expect(result.audit[0]).toMatchObject({
      action: 'order.cancel',
      before: { status: 'Processing', payment_status: 'Paid' },
      after: { status: 'Cancelled', reason: REASON },
    });

    const mail = await mailTo(shop, customer.email, `Your order ${order.orderNumber} has been cancelled`);
    expect(mail.text).toContain(REASON);
    expect(mail.text).toContain('We have refunded $1,279.50');
    expect(mail.replyTo).toBe(shop.config.salesEmail);
    await expect.poll(async () => (await detail(order.orderNumber)).emails.map((e: { kind: string }) => e.kind)).toEqual(['cancelled']);
  });

  it('cancels an unpaid order without a refund; money booked by hand is left to sales', async () => {
    const { customer, order } = await customerOrder(shop, { paymentType: 'COD' });
    const res = await sales.send('POST', `/orders/${order.orderNumber}/cancel`, { reason: 'Duplicate order' });
    expect(res.json()).toMatchObject({
      message: 'The order has been cancelled.',
      result: { status: 'Cancelled', payment: { refund: null } },
    });
    const mail = await mailTo(shop, customer.email, `Your order ${order.orderNumber} has been cancelled`);
    expect(mail.text).not.toContain('refund');

    const { customer: byHandCustomer, order: byHand } = await customerOrder(shop, {
      paymentType: 'BANK_TRANSFER',
      paymentStatus: 'Paid',
      status: 'Processing',
      paymentResponse: { provider: 'demo', reference: 'demo_bt_x', paid_by_hand: { reference: 'BT-9', staff_email: 's@x', at: 'now' } },
    });
    expect(
      (await sales.send('POST', `/orders/${byHand.orderNumber}/cancel`, { reason: 'Out of stock' })).json().result.payment.refund,
    ).toBeNull();
    expect((await mailTo(shop, byHandCustomer.email, 'has been cancelled')).text).toContain(
      'Our sales team will contact you to return your payment.',
    );
  });

  it('refuses shipped, delivered and cancelled orders (409) and changes nothing', async () => {
    const cases = [
      [
        { shippingStatus: 'Shipped' as const, status: 'Processing' as const, paymentType: 'COD' as const },
        'This order has shipped and can no longer be cancelled.',
      ],
      [{ shippingStatus: 'Delivered' as const, status: 'Delivered' as const }, 'This order has shipped and can no longer be cancelled.'],
      [{ status: 'Cancelled' as const }, 'This order has already been cancelled.'],
    ] as const;
    for (const [values, message] of cases) {
      const { order } = await customerOrder(shop, values);
      const res = await sales.send('POST', `/orders/${order.orderNumber}/cancel`, { reason: REASON });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await detail(order.orderNumber)).toMatchObject({ status: values.status ?? 'Pending', cancel_reason: null, audit: [] });
    }
  });

  it('needs a reason of at most 500 characters (400)', async () => {
    const { order } = await customerOrder(shop);
    expect((await sales.send('POST', `/orders/${order.orderNumber}/cancel`, { reason: '   ' })).json().message).toBe(
      'Enter the reason for the cancellation.',
    );
    expect((await sales.send('POST', `/orders/${order.orderNumber}/cancel`, { reason: 'x'.repeat(501) })).json().message).toBe(
      'The reason is too long (500 characters at most).',
    );
    expect((await detail(order.orderNumber)).status).toBe('Pending');
  });

  it('role matrix: owner and sales cancel', async () => {
    const { order } = await customerOrder(shop);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/orders/${order.orderNumber}/cancel`, payload: {} },
      { owner: 400, sales: 400, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
  });
});

describe('POST /api/v1/admin/orders/{order_id}/cancel (Stripe)', () => {
  it('finds the payment intent of the Checkout Session and refunds the order total with an idempotency key', async () => {
    const { order } = await customerOrder(shop, paidCard('stripe', 'cs_test_paid1'));
    const res = await cancelOnStripe(order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.to('GET', '/v1/checkout/sessions/cs_test_paid1')).toHaveLength(1);
    const [refund] = fake.to('POST', '/v1/refunds');
    expect(refund.params).toMatchObject({
      payment_intent: 'pi_of_cs_test_paid1',
      amount: String(order.totalCents),
      reason: 'requested_by_customer',
      'metadata[order_id]': order.orderNumber,
      'metadata[order_uuid]': order.id,
    });
    expect(refund.idempotencyKey).toBe(`order-${order.id}-refund`);
    expect(res.json().result.payment.refund).toMatchObject({
      provider: 'stripe',
      reference: expect.stringMatching(/^re_test_/),
      amount: 1279.5,
      status: 'succeeded',
    });
  });

  it('answers 502 and leaves the order as it was when Stripe fails; a retry refunds with the same key', async () => {
    const { order } = await customerOrder(shop, paidCard('stripe', 'cs_test_paid2'));
    fake.failNext('error');
    const res = await cancelOnStripe(order.orderNumber);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The payment provider did not accept the refund; the order has not been cancelled. Please try again later.',
    );
    expect(await detail(order.orderNumber)).toMatchObject({
      status: 'Processing',
      payment_status: 'Paid',
      cancel_reason: null,
      payment: { refund: null },
      audit: [],
    });
    expect(fake.to('POST', '/v1/refunds')).toEqual([]);

    const retry = await cancelOnStripe(order.orderNumber);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(fake.to('POST', '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([`order-${order.id}-refund`]);
  });

  it('refunds a Net 30 invoice paid through Stripe via its invoice payment', async () => {
    const { order } = await customerOrder(shop, {
      paymentType: 'NET_30',
      paymentStatus: 'Paid',
      status: 'Processing',
      paymentResponse: { provider: 'stripe', reference: 'in_test_paid', paid_reference: 'in_test_paid', due_date: 1_900_000_000 },
    });
    expect((await cancelOnStripe(order.orderNumber)).statusCode).toBe(200);
    expect(fake.to('GET', '/v1/invoice_payments')[0].params).toMatchObject({ invoice: 'in_test_paid' });
    expect(fake.to('POST', '/v1/refunds')[0].params).toMatchObject({ payment_intent: 'pi_of_in_test_paid' });
  });

  it('voids an open Net 30 invoice', async () => {
    const { order } = await customerOrder(shop, {
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: { provider: 'stripe', reference: 'in_test_open', due_date: 1_900_000_000 },
    });
    const res = await cancelOnStripe(order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const [voided] = fake.to('POST', '/v1/invoices/in_test_open/void');
    expect(voided.idempotencyKey).toBe(`order-${order.id}-void-invoice`);
    expect(fake.to('POST', '/v1/refunds')).toEqual([]);
    expect(res.json().result.audit[0].after).toMatchObject({ invoice_voided: 'in_test_open' });
  });

  it('expires the open card checkout of a cancelled order, so its page can no longer take money', async () => {
    const { customer, order } = await customerOrder(shop, { paymentType: 'CREDIT_CARD', paymentStatus: 'Pending' });
    const started = await stripeApp.inject({
      method: 'POST',
      url: `/api/v1/payment/stripe/checkout/${order.orderNumber}`,
      headers: { authorization: customer.token },
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const session = (await detail(order.orderNumber)).payment.response.reference as string;
    expect(session).toMatch(/^cs_/);
    const res = await cancelOnStripe(order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('Cancelled');
    expect(fake.to('POST', `/v1/checkout/sessions/${session}/expire`)).toHaveLength(1);
    expect(fake.to('POST', '/v1/refunds')).toEqual([]);
  });

  it('cancels all the same when Stripe will not expire the checkout (it completed meanwhile)', async () => {
    const { order } = await customerOrder(shop, {
      paymentType: 'CREDIT_CARD',
      paymentStatus: 'Pending',
      paymentResponse: { provider: 'stripe', reference: 'cs_test_unknown', hosted_url: 'https://checkout.stripe.com/c/pay/cs_test' },
    });
    const res = await cancelOnStripe(order.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('Cancelled');
    expect(fake.to('POST', '/v1/checkout/sessions/cs_test_unknown/expire')).toHaveLength(1);
  });
});
