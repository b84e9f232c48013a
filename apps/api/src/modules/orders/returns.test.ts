import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { customerOrder, mailTo, signedInStaff } from '../../test/back-office.js';
import { pickCatalog } from '../../test/catalog.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import { plainLine } from '../../test/orders.js';
import { bearer, expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { DemoProvider } from '../../integrations/payments/demo-provider.js';
import type { ProviderRefund, RefundOrder } from '../../integrations/payments/payment-provider.js';
import { appWithProvider, useStripeApp } from '../payments/test-helpers.js';
import { pdfText } from './documents/pdf-test-utils.js';

const shop = useTestShop();
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));
const { fake, app: stripeApp } = useStripeApp(shop, {
  secretKey: 'sk_test_returns',
  webhookSecret: 'whsec_returns',
  maxNetworkRetries: 0,
  timeoutMs: 400,
});
beforeEach(() => fake.reset());

const REASON = 'Wrong die height: two pieces sent back unused.';
const db = () => shop.handle.db;

const paidCard = (provider: 'demo' | 'stripe', reference: string) => ({
  paymentType: 'CREDIT_CARD' as const,
  paymentStatus: 'Paid' as const,
  status: 'Processing' as const,
  paymentResponse: { provider, reference, paid_reference: reference, paid_at: 1_760_000_000 },
});

/** A paid order of a real catalog product (3 pieces at $100) and a die (1 at $250): $550 + $29.50 shipping. */
async function paidOrder(provider: 'demo' | 'stripe' = 'demo', customer?: TestCustomer) {
  const punch = { ...plainLine('Round punch 10 mm', 10_000, 3, 'NB-RP-10'), productId: picks.plain.id };
  const die = plainLine('Press brake die 88°', 25_000, 1, 'NB-PB-88');
  return customerOrder(
    shop,
    {
      ...paidCard(provider, `${provider === 'stripe' ? 'cs_test' : 'demo_cs'}_${Math.random().toString(36).slice(2, 10)}`),
      lines: [punch, die],
      subTotalCents: 55_000,
      shippingCents: 2_950,
      totalCents: 57_950,
    },
    customer,
  );
}

const detail = async (orderNumber: string) => (await sales.send('GET', `/orders/${orderNumber}`)).json().result;
const customerOrders = async (c: TestCustomer) => (await c.send('GET', `/order/user/${c.id}`)).json().data.result;
const stockOf = async (productId: string) =>
  (await db().select({ quantity: products.quantity }).from(products).where(eq(products.id, productId)))[0].quantity;
const returnOf = (orderNumber: string, body: object) => sales.send('POST', `/orders/${orderNumber}/returns`, body);

describe('payment status after a refund (issue 28 item 2)', () => {
  it('a cancelled and refunded card order shows Refunded to the customer, on the order page and in the back office list', async () => {
    const { customer, order } = await customerOrder(shop, paidCard('demo', 'demo_cs_full'));
    const res = await sales.send('POST', `/orders/${order.orderNumber}/cancel`, { reason: 'Customer cancelled by phone.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      payment: { status: 'Refunded', refund: { amount: 1279.5 } },
      customer_payment: { status: 'Refunded' },
    });
    expect(res.json().result.audit[0].after).toMatchObject({ payment_status: 'Refunded' });
    const [mine] = await customerOrders(customer);
    expect(mine.customer_payment).toMatchObject({ status: 'Refunded', refunded_amount: 1279.5 });
    const list = (await sales.send('GET', `/orders?search=${order.orderNumber}`)).json().result;
    expect(list[0].payment_status).toBe('Refunded');
    const filtered = (await sales.send('GET', '/orders?payment_status=Refunded')).json().result;
    expect(filtered.map((r: { order_id: string }) => r.order_id)).toContain(order.orderNumber);
  });

  it('a partial refund shows Partially refunded; refunding the rest shows Refunded', async () => {
    const { customer, order } = await paidOrder();
    const [punch, die] = order.lines;
    const first = await returnOf(order.orderNumber, {
      lines: [{ line_id: punch.cartItemId, quantity: 1 }],
      refund_amount: 100,
      reason: REASON,
      restock: false,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await customerOrders(customer))[0].customer_payment).toMatchObject({ status: 'Partially refunded', refunded_amount: 100 });
    expect(await detail(order.orderNumber)).toMatchObject({
      payment_status: 'Partially refunded',
      customer_payment: { status: 'Partially refunded' },
      return_money: { refunded: 100, refundable: 479.5, money: 'refund' },
    });

    const rest = await returnOf(order.orderNumber, {
      lines: [{ line_id: die.cartItemId, quantity: 1 }],
      refund_amount: 479.5,
      reason: 'The die came back too.',
      restock: false,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().result.rma_number).toBe(`RMA-${order.orderNumber}-2`);
    expect((await customerOrders(customer))[0].customer_payment).toMatchObject({ status: 'Refunded', refunded_amount: 579.5 });
    expect((await detail(order.orderNumber)).customer_payment.status).toBe('Refunded');
  });
});

describe('POST /api/v1/admin/orders/{order_id}/returns (demo provider)', () => {
  it('records a return: 201 with its RMA, restocks, refunds part, audits it, emails the customer with the PDF', async () => {
    const { customer, order } = await paidOrder();
    const stockBefore = await stockOf(picks.plain.id);
    const res = await returnOf(order.orderNumber, {
      lines: [{ line_id: order.lines[0].cartItemId, quantity: 2 }],
      refund_amount: 200,
      reason: REASON,
      restock: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const rma = `RMA-${order.orderNumber}-1`;
    expect(res.json()).toEqual({ message: `Return ${rma} has been recorded.`, result: { rma_number: rma } });
    expect(await stockOf(picks.plain.id)).toBe(stockBefore + 2);

    const staffView = await detail(order.orderNumber);
    expect(staffView.returns).toEqual([
      expect.objectContaining({
        rma_number: rma,
        reason: REASON,
        refund_amount: 200,
        money: 'refund',
        restock: true,
        staff_email: sales.email,
        refund_reference: expect.stringMatching(/^demo_re_/),
        lines: [expect.objectContaining({ line_id: order.lines[0].cartItemId, sku: 'NB-RP-10', quantity: 2, unit_price: 100, total: 200 })],
        download_return_pdf_url: `/api/v1/admin/orders/${order.orderNumber}/returns/${rma}/pdf`,
      }),
    ]);
    expect(staffView.returnable_lines[0]).toMatchObject({ ordered: 3, returned: 2, returnable: 1 });
    expect(staffView.allowed_actions).toContain('return');
    expect(staffView.audit[0]).toMatchObject({
      action: 'order.return',
      summary: expect.stringContaining(`recorded return ${rma}`),
      before: { payment_status: 'Paid' },
      after: { rma_number: rma, amount: 200, money: 'refund', restock: true, payment_status: 'Partially refunded' },
    });

    const [mine] = await customerOrders(customer);
    expect(mine.returns).toEqual([
      expect.objectContaining({ rma_number: rma, refund_amount: 200, money_text: 'Refunded to the original payment method' }),
    ]);
    const mail = await mailTo(shop, customer.email, `Return ${rma}`);
    expect(mail.text).toContain('2 × Round punch 10 mm (NB-RP-10)');
    expect(mail.text).toContain('We have refunded $200.00');
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`${rma}.pdf`]);

    const pdf = await customer.send('GET', mine.returns[0].download_return_pdf_url.replace('/api/v1', ''));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const words of [
      `RETURN`,
      `RMA number ${rma}`,
      `Order number ${order.orderNumber}`,
      'Round punch 10 mm',
      'SKU: NB-RP-10',
      REASON,
      'Refunded $200.00',
    ])
      expect(text).toContain(words);
    expect((await sales.send('GET', `/orders/${order.orderNumber}/returns/${rma}/pdf`)).statusCode).toBe(200);
    // The order's own PDF names the payment as it is now.
    expect(pdfText((await customer.send('GET', `/order/pdf/details/${order.orderNumber}`)).rawPayload)).toContain('Partially refunded');
    const stranger = await newCustomer(shop);
    const refused = await stranger.send('GET', `/order/pdf/return/${rma}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This return was not found.');
  });

  it('refuses a refund above what was paid less earlier refunds (409) and changes nothing', async () => {
    const { order } = await paidOrder();
    const line = order.lines[1].cartItemId;
    const over = await returnOf(order.orderNumber, {
      lines: [{ line_id: line, quantity: 1 }],
      refund_amount: 579.51,
      reason: REASON,
      restock: false,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'A refund of $579.51 is more than can still be refunded: $579.50 was paid and $0.00 refunded before, so $579.50 is left.',
    );
    expect(await detail(order.orderNumber)).toMatchObject({ payment_status: 'Paid', returns: [], audit: [] });

    expect(
      (await returnOf(order.orderNumber, { lines: [{ line_id: line, quantity: 1 }], refund_amount: 500, reason: REASON, restock: false }))
        .statusCode,
    ).toBe(201);
    const again = await returnOf(order.orderNumber, {
      lines: [{ line_id: order.lines[0].cartItemId, quantity: 1 }],
      refund_amount: 80,
      reason: REASON,
      restock: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('$500.00 refunded before, so $79.50 is left');
  });

  it('refuses an unpaid order any refund, but takes its pieces back without one', async () => {
    const { order } = await customerOrder(shop, { paymentType: 'COD', status: 'Processing', shippingStatus: 'Shipped' });
    const line = order.lines[0].cartItemId;
    const refused = await returnOf(order.orderNumber, {
      lines: [{ line_id: line, quantity: 1 }],
      refund_amount: 1,
      reason: REASON,
      restock: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A refund of $1.00 is more than was paid for this order: nothing has been paid yet.');
    const free = await returnOf(order.orderNumber, {
      lines: [{ line_id: line, quantity: 1 }],
      refund_amount: 0,
      reason: REASON,
      restock: false,
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(await detail(order.orderNumber)).toMatchObject({
      payment_status: 'Pending',
      returns: [expect.objectContaining({ money: 'none' })],
    });
  });

  it('refuses more pieces than are left, an unknown line and no piece at all, and changes nothing (stock included)', async () => {
    const { order } = await paidOrder();
    const stockBefore = await stockOf(picks.plain.id);
    const punch = order.lines[0].cartItemId;
    const tooMany = await returnOf(order.orderNumber, {
      lines: [{ line_id: punch, quantity: 4 }],
      refund_amount: 0,
      reason: REASON,
      restock: true,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 3 of Round punch 10 mm can still be returned.');
    const unknown = await returnOf(order.orderNumber, {
      lines: [{ line_id: 'nope', quantity: 1 }],
      refund_amount: 0,
      reason: REASON,
      restock: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This order has no line nope.');
    const none = await returnOf(order.orderNumber, {
      lines: [{ line_id: punch, quantity: 0 }],
      refund_amount: 0,
      reason: REASON,
      restock: true,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one piece to return.');
    const noReason = await returnOf(order.orderNumber, {
      lines: [{ line_id: punch, quantity: 1 }],
      refund_amount: 0,
      reason: ' ',
      restock: true,
    });
    expect(noReason.json().message).toBe('Enter the reason for the return.');
    expect(await stockOf(picks.plain.id)).toBe(stockBefore);
    expect(await detail(order.orderNumber)).toMatchObject({ payment_status: 'Paid', returns: [], audit: [] });

    expect(
      (await returnOf(order.orderNumber, { lines: [{ line_id: punch, quantity: 3 }], refund_amount: 0, reason: REASON, restock: false }))
        .statusCode,
    ).toBe(201);
    const gone = await returnOf(order.orderNumber, {
      lines: [{ line_id: punch, quantity: 1 }],
      refund_amount: 0,
      reason: REASON,
      restock: false,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Round punch 10 mm has been returned in full already.');
  });

  it('refuses a cancelled order (409)', async () => {
    const { order } = await customerOrder(shop, { status: 'Cancelled' });
    const res = await returnOf(order.orderNumber, {
      lines: [{ line_id: order.lines[0].cartItemId, quantity: 1 }],
      refund_amount: 0,
      reason: REASON,
      restock: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has been cancelled.');
  });

  it('a cancellation after a partial refund gives back only the rest', async () => {
    const { order } = await paidOrder();
    await returnOf(order.orderNumber, {
      lines: [{ line_id: order.lines[1].cartItemId, quantity: 1 }],
      refund_amount: 250,
      reason: REASON,
      restock: false,
    });
    const res = await sales.send('POST', `/orders/${order.orderNumber}/cancel`, { reason: 'The rest is not needed.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      payment_status: 'Refunded',
      payment: { refund: { amount: 329.5 } },
      return_money: { refunded: 579.5 },
    });
  });

  it('a credit on an unpaid Net 30 invoice lowers what is owed and the company’s open balance', async () => {
    const customer = await newCustomer(shop, { address: true });
    const { order } = await customerOrder(
      shop,
      {
        paymentType: 'NET_30',
        paymentStatus: 'unpaid',
        status: 'Processing',
        paymentResponse: { provider: 'demo', reference: 'demo_in_credit', due_date: Math.floor(Date.now() / 1000) + 20 * 86_400 },
      },
      customer,
    );
    expect((await customer.send('GET', '/company')).json().result.terms.open_balance).toBe(1279.5);
    const res = await returnOf(order.orderNumber, {
      lines: [{ line_id: order.lines[1].cartItemId, quantity: 1 }],
      refund_amount: 250,
      reason: REASON,
      restock: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await customer.send('GET', '/company')).json().result.terms.open_balance).toBe(1029.5);
    const [mine] = await customerOrders(customer);
    expect(mine).toMatchObject({
      order_charges: { sub_total: 1250, shipping_charges: 29.5, total: 1029.5 },
      customer_payment: { status: 'unpaid', credited_amount: 250, refunded_amount: 0 },
      returns: [expect.objectContaining({ money: 'invoice_credit', money_text: 'Credited on the Net 30 invoice', refund_amount: 250 })],
    });
    expect(mine.customer_payment.net_30_invoice.remittance?.amount ?? 1029.5).toBe(1029.5);
    const over = await returnOf(order.orderNumber, {
      lines: [{ line_id: order.lines[0].cartItemId, quantity: 1 }],
      refund_amount: 1029.51,
      reason: REASON,
      restock: false,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("A credit of $1,029.51 is more than the $1,029.50 still owed on this order's Net 30 invoice.");
  });

  it('role matrix: owner and sales record returns', async () => {
    const { order } = await customerOrder(shop);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/orders/${order.orderNumber}/returns`, payload: {} },
      { owner: 400, sales: 400, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
  });
});

describe('POST /api/v1/admin/orders/{order_id}/returns (Stripe)', () => {
  const returnOnStripe = (orderNumber: string, body: object) =>
    stripeApp.inject({ method: 'POST', url: `/api/v1/admin/orders/${orderNumber}/returns`, headers: bearer(sales.token), payload: body });

  it('refunds the amount through the payment intent with a key naming the return', async () => {
    const { order } = await paidOrder('stripe');
    const res = await returnOnStripe(order.orderNumber, {
      lines: [{ line_id: order.lines[0].cartItemId, quantity: 1 }],
      refund_amount: 100,
      reason: REASON,
      restock: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [refund] = fake.to('POST', '/v1/refunds');
    expect(refund.params).toMatchObject({ amount: '10000', 'metadata[order_id]': order.orderNumber });
    expect(refund.params.payment_intent).toMatch(/^pi_of_cs_test_/);
    expect(refund.idempotencyKey).toMatch(new RegExp(`^order-${order.id}-return-1-[0-9a-f]{16}-refund$`));
    expect((await detail(order.orderNumber)).returns[0].refund_reference).toMatch(/^re_test_/);
  });

  it('answers 502 and records nothing when Stripe refuses; nothing is refunded twice on a retry', async () => {
    const { order } = await paidOrder('stripe');
    const body = { lines: [{ line_id: order.lines[0].cartItemId, quantity: 1 }], refund_amount: 100, reason: REASON, restock: false };
    fake.failNext('error');
    const res = await returnOnStripe(order.orderNumber, body);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider did not accept the refund; nothing has been recorded. Please try again later.');
    expect(await detail(order.orderNumber)).toMatchObject({ payment_status: 'Paid', returns: [], audit: [] });
    const retry = await returnOnStripe(order.orderNumber, body);
    expect(retry.statusCode, retry.body).toBe(201);
    // The retry is the same return: the same key, so Stripe could only ever answer with one refund.
    const keys = fake.to('POST', '/v1/refunds').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^order-${order.id}-return-1-[0-9a-f]{16}-refund$`));
  });

  it('credits an open Stripe Net 30 invoice with a credit note of the amount', async () => {
    const { order } = await customerOrder(shop, {
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      status: 'Processing',
      paymentResponse: { provider: 'stripe', reference: 'in_test_credit', due_date: 1_900_000_000 },
    });
    const res = await returnOnStripe(order.orderNumber, {
      lines: [{ line_id: order.lines[1].cartItemId, quantity: 1 }],
      refund_amount: 250,
      reason: REASON,
      restock: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [note] = fake.to('POST', '/v1/credit_notes');
    expect(note.params).toMatchObject({ invoice: 'in_test_credit', amount: '25000', reason: 'order_change' });
    expect(note.idempotencyKey).toMatch(new RegExp(`^order-${order.id}-return-1-[0-9a-f]{16}-credit$`));
    expect(fake.to('POST', '/v1/refunds')).toEqual([]);
    expect((await detail(order.orderNumber)).total).toBe(1029.5);
  });
});

/** The demo provider, with something happening while a refund is under way. */
class SlowRefunds extends DemoProvider {
  #meanwhile: (() => Promise<void>) | null = null;

  duringNextRefund(work: () => Promise<void>): void {
    this.#meanwhile = work;
  }

  override async refund(order: RefundOrder, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    const refund = await super.refund(order, amountCents, idempotencyKey);
    const work = this.#meanwhile;
    this.#meanwhile = null;
    await work?.();
    return refund;
  }
}
const slow = beforeAllValue(
  async () => new SlowRefunds(createHmac('sha256', shop.config.jwtSecret).update('northbend demo payments').digest('hex')),
);
const slowApp = beforeAllValue(() => appWithProvider(shop, slow));
afterAll(() => slowApp.close());

describe('a return refunded, then refused by the order (decision 022)', () => {
  it('answers 409, records no half return and raises an alert naming the refund', async () => {
    const { order } = await paidOrder();
    const die = order.lines[1].cartItemId;
    // While the provider refunds, another member of staff takes the same die back without money.
    slow.duringNextRefund(async () => {
      const other = await returnOf(order.orderNumber, {
        lines: [{ line_id: die, quantity: 1 }],
        refund_amount: 0,
        reason: 'Counted at the dock.',
        restock: false,
      });
      expect(other.statusCode, other.body).toBe(201);
    });
    const res = await slowApp.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.orderNumber}/returns`,
      headers: bearer(sales.token),
      payload: { lines: [{ line_id: die, quantity: 1 }], refund_amount: 250, reason: REASON, restock: false },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'The money has gone back at the payment provider, but the return could not be recorded: Press brake die 88° has been returned in full already. An alert on the dashboard asks to check it.',
    );
    const shown = await detail(order.orderNumber);
    expect(shown).toMatchObject({ payment_status: 'Paid', returns: [expect.objectContaining({ money: 'none', refund_amount: 0 })] });
    const alerts = (await sales.send('GET', '/dashboard')).json().alerts;
    expect(alerts).toContainEqual(
      expect.objectContaining({
        kind: 'order.return_not_recorded',
        about: order.orderNumber,
        detail: expect.stringContaining('the payment provider refunded $250.00 (demo_re_'),
      }),
    );
    expect(shown.audit.map((a: { action: string }) => a.action)).toEqual(['alert.raise', 'order.return']);
  });
});
