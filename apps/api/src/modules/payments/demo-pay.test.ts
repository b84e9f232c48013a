import { describe, expect, it, vi } from 'vitest';
import { createPaymentProvider } from '../../integrations/payments/create-payment-provider.js';
import { DemoProvider } from '../../integrations/payments/demo-provider.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { newCustomer, outbox } from '../../test/customers.js';
import { insertOrder, plainLine } from '../../test/orders.js';
import { eventsOf, orderById } from './test-helpers.js';

// No STRIPE_SECRET_KEY in the test configuration: the shop as built by app.ts takes demo payments.
const shop = useTestShop({ seed: false });
const customer = beforeAllValue(() => newCustomer(shop));

const start = (route: 'checkout' | 'bank-transfer/create' | 'net-30/create', orderNumber: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/v1/payment/stripe/${route}/${orderNumber}`,
    headers: { authorization: customer.token },
    payload: {},
  });
const form = (token: string, action: string) => new URLSearchParams({ token, action }).toString();
const press = (url: string, body: string) =>
  shop.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
/** The customer's email with this subject; sent after the event's answer, so polled. */
async function mailAbout(subject: string): Promise<{ to: string; text: string }> {
  let found: { to: string; text: string } | undefined;
  await vi.waitFor(async () => {
    found = (await outbox(shop)).find((m) => m.subject === subject);
    expect(found).toBeDefined();
  });
  return found!;
}
const tokenOf = (html: string) => /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';

/** A demo provider's event, signed by `provider`, as the webhook receives it. */
function sendDemoEvent(provider: DemoProvider, event: Parameters<DemoProvider['signEvent']>[0]) {
  const signed = provider.signEvent(event);
  return shop.app.inject({ method: 'POST', url: '/api/v1/payment/stripe/webhook', headers: signed.headers, payload: signed.body });
}

/** An order paid by the demo card page: its page URL and the page's form token. */
async function cardPage(values = {}) {
  const order = await insertOrder(shop.handle.db, customer.id, values);
  const { url } = (await start('checkout', order.orderNumber)).json();
  const page = await shop.app.inject({ method: 'GET', url });
  return { order, url: url as string, page, token: tokenOf(page.body) };
}

describe('demo card checkout', () => {
  it('renders a clearly labelled demo page with the order number and total, escaped', async () => {
    const { order, url, page } = await cardPage({ lines: [plainLine('<script>alert(1)</script> Punch', 125_000, 1)] });
    expect(url).toMatch(/^\/demo-pay\/checkout\/demo_cs_[0-9a-f]{32}$/);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Demo payment — no money moves');
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).toContain('Pay $1,279.50');
    expect(page.body).toContain('Decline card');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Punch');
    expect(page.body).not.toContain('<script>');
  });

  it("'Pay' marks the order Paid through the payment event path and returns to the success page", async () => {
    const { order, url, token } = await cardPage();
    const res = await press(url, form(token, 'pay'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${shop.config.publicUrl}/order/payment/success?order_id=${order.orderNumber}`);
    expect(await orderById(shop.handle.db, order.id)).toMatchObject({ paymentStatus: 'Paid', status: 'Processing' });
    const events = await eventsOf(shop.handle.db, order.id);
    expect(events).toMatchObject([{ provider: 'demo', type: 'demo.checkout.pay', outcome: 'applied: Pending → Paid' }]);
    // The page of a paid order has no buttons left; pressing again changes nothing.
    expect((await shop.app.inject({ method: 'GET', url })).body).toContain('has already been paid');
    expect((await start('checkout', order.orderNumber)).statusCode).toBe(409);
    // Issue 15: a demo payment says so, subject and text, so it never reads as money received.
    const mail = await mailAbout(`[Demo] Payment received for order ${order.orderNumber}`);
    expect(mail.to).toBe(customer.email);
    expect(mail.text).toContain('This shop takes demo payments: no money was charged or received.');
    expect(mail.text).toContain('We have received your payment of $1,279.50');
    expect(mail.text).toContain(`/user/order?focus=${order.orderNumber}`);
  });

  it("'Decline card' fails the payment and returns to the failure page; the customer can pay again", async () => {
    const { order, url, token } = await cardPage();
    const res = await press(url, form(token, 'decline'));
    expect(res.headers.location).toBe(`${shop.config.publicUrl}/order/payment/faild?order_id=${order.orderNumber}`);
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Failed');
    const retry = await start('checkout', order.orderNumber);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().url).not.toBe(url);
    const mail = await mailAbout(`[Demo] Your payment for order ${order.orderNumber} did not go through`);
    expect(mail.text).toContain(`Pay for your order: ${shop.config.publicUrl}/order/checkout?order_id=${order.orderNumber}`);
  });

  it("'Cancel' returns to the failure page without any event", async () => {
    const { order, url, token } = await cardPage();
    const res = await press(url, form(token, 'cancel'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('/order/payment/faild?order_id=');
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
    expect(await eventsOf(shop.handle.db, order.id)).toHaveLength(0);
  });

  it('refuses a form without the page token and an unknown reference', async () => {
    const { order, url } = await cardPage();
    expect((await press(url, form('0'.repeat(32), 'pay'))).statusCode).toBe(403);
    expect((await press(`/demo-pay/checkout/demo_cs_${'0'.repeat(32)}`, form('0'.repeat(32), 'pay'))).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/demo-pay/checkout/demo_cs_${'1'.repeat(32)}` })).statusCode).toBe(404);
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
  });
});

describe('demo bank transfer and Net 30', () => {
  it("shows demo bank instructions; 'Simulate transfer received' pays the order", async () => {
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'BANK_TRANSFER' });
    const started = await start('bank-transfer/create', order.orderNumber);
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Awaiting Payment');
    const { url } = started.json();
    const page = await shop.app.inject({ method: 'GET', url });
    expect(page.body).toContain('Demo National Bank');
    expect(page.body).toContain('Simulate transfer received');
    expect(page.body).toContain('Simulate transfer failed');
    // A card page's buttons do not fit a bank transfer page.
    expect((await press(url, form(tokenOf(page.body), 'pay'))).statusCode).toBe(400);
    expect((await press(url, form(tokenOf(page.body), 'received'))).headers.location).toContain('/order/payment/success?order_id=');
    expect(await orderById(shop.handle.db, order.id)).toMatchObject({ paymentStatus: 'Paid', status: 'Processing' });
  });

  it("'Simulate transfer failed' fails the payment", async () => {
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'BANK_TRANSFER' });
    const { url } = (await start('bank-transfer/create', order.orderNumber)).json();
    const page = await shop.app.inject({ method: 'GET', url });
    await press(url, form(tokenOf(page.body), 'failed'));
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Failed');
  });

  it('creates a demo Net 30 invoice due in 30 days', async () => {
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'NET_30' });
    const res = await start('net-30/create', order.orderNumber);
    expect(res.statusCode).toBe(200);
    expect(Math.abs(res.json().result.due_date - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(120);
    expect(await orderById(shop.handle.db, order.id)).toMatchObject({ paymentStatus: 'unpaid', paymentResponse: { provider: 'demo' } });
  });

  it('emails the invoice with its PDF attached and the remittance details: bank, account, the order number as reference, the due date', async () => {
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'NET_30' });
    await start('net-30/create', order.orderNumber);
    const subject = `Invoice for order ${order.orderNumber}`;
    // Queued with the invoice in its transaction; rendering the PDF may outlast mailAbout's polling, so run it here.
    await shop.jobs.runDue();
    const mails = (await outbox(shop)).filter((m) => m.subject === subject);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe(customer.email);
    expect(mail.attachments).toEqual([
      { filename: `${order.orderNumber}-invoice.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    for (const line of ['Bank: Demo National Bank', 'Account number: 000123456789', `Reference: ${order.orderNumber}`, 'Due date: ']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('the account below is not a real one');
  });
  it('an overdue invoice is emailed with the ways to pay it now: the account, the order number as reference, the amount', async () => {
    const order = await insertOrder(shop.handle.db, customer.id, { paymentType: 'NET_30' });
    await start('net-30/create', order.orderNumber);
    const invoiced = await orderById(shop.handle.db, order.id);
    const res = await sendDemoEvent(createPaymentProvider(shop.config) as DemoProvider, {
      type: 'demo.invoice.overdue',
      orderNumber: order.orderNumber,
      reference: invoiced.paymentResponse.reference as string,
      amountCents: order.totalCents,
      currency: 'usd',
      outcome: 'overdue',
    });
    expect(res.statusCode).toBe(200);
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Overdue');
    const mail = await mailAbout(`[Demo] Invoice for order ${order.orderNumber} is overdue`);
    expect(mail.text).toContain('Please pay it now by bank transfer to the account below, quoting the reference exactly as shown.');
    for (const line of [
      'Bank: Demo National Bank',
      'Account number: 000123456789',
      `Reference: ${order.orderNumber}`,
      'Amount: $1,279.50',
      'Due date: ',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('the account below is not a real one');
    expect(mail.text).toContain(`View your order: ${shop.config.publicUrl}/user/order?focus=${order.orderNumber}`);
  });
});

describe('POST /payment/stripe/webhook with the demo provider', () => {
  it('refuses a demo event signed with another secret (400) and applies nothing', async () => {
    const { order } = await cardPage();
    const res = await sendDemoEvent(new DemoProvider('not-the-server-secret'), {
      type: 'demo.checkout.pay',
      orderNumber: order.orderNumber,
      reference: (await orderById(shop.handle.db, order.id)).paymentResponse.reference as string,
      amountCents: order.totalCents,
      currency: 'usd',
      outcome: 'paid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid signature.');
    expect((await orderById(shop.handle.db, order.id)).paymentStatus).toBe('Pending');
  });
});
