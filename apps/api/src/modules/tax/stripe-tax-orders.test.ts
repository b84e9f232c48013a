import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { orders } from '../../db/schema/index.js';
import { startFakeStripe } from '../../integrations/payments/fake-stripe-server.js';
import { signedInStaff } from '../../test/back-office.js';
import { asCustomer } from '../../test/customers.js';
import { bearer } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { buyerWithCart, taxCatalog } from './test-tax-shop.js';

// Stripe Tax (TAX=stripe) through the official SDK against the fake Stripe server: payments stay
// the demo provider's, so only the tax calls reach Stripe.
const shop = useTestShop({ seed: false });
const catalog = beforeAllValue(() => taxCatalog(shop.handle.db));
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const fake = beforeAllValue(() => startFakeStripe());
const app = beforeAllValue<FastifyInstance>(async () => {
  const taxed = await buildApp(
    { ...shop.config, tax: { provider: 'stripe', stripe: { secretKey: 'sk_test_tax', apiUrl: fake.url } } },
    { handle: shop.handle },
  );
  await taxed.ready();
  return taxed;
});
afterAll(() => app.close());
afterAll(() => fake.close());

const orderRow = async (orderNumber: string) => (await shop.handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

describe('Stripe Tax on the cart, the placed order and its cancellation', () => {
  it('calculates the cart, records a tax transaction under the order number, and reverses it when the paid order is refunded', async () => {
    const me = await buyerWithCart(shop, catalog);
    const send = asCustomer({ ...shop, app }, me.token);
    fake.reset();

    const cart = (await send('GET', `/cart/customer-cart-list/${me.id}`)).json().data.cart_charges;
    expect(cart).toMatchObject({ sub_total: 230, tax: 20.5, tax_label: 'Sales tax (WA 10.25%)', tax_note: null });
    const [calculation] = fake.to('POST', '/v1/tax/calculations');
    expect(calculation.params).toMatchObject({
      'customer_details[address][state]': 'WA',
      'customer_details[address][postal_code]': '98101',
      'line_items[0][amount]': '20000',
      'line_items[1][amount]': '3000',
      'line_items[1][tax_code]': 'txcd_00000000',
    });

    const placed = await send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'CREDIT_CARD' } });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json().result.order_id as string;
    const [order] = (await send('GET', `/order/user/${me.id}`)).json().data.result;
    expect(order.order_charges).toMatchObject({ sub_total: 230, tax: 20.5 });

    // The order asked Stripe nothing more inside its transaction: the calculation the cart showed
    // (the same lines to the same address) becomes Stripe's tax transaction, once.
    expect(fake.to('POST', '/v1/tax/calculations')).toHaveLength(1);
    await app.jobs.runDue();
    const [recorded] = fake.to('POST', '/v1/tax/transactions/create_from_calculation');
    expect(recorded.params.reference).toBe(orderNumber);
    const row = await orderRow(orderNumber);
    expect(recorded.params.calculation).toBe(row.taxRecord?.calculationId);
    expect(fake.taxTransactions.get(row.taxRecord!.transactionId!)).toMatchObject({ type: 'transaction', reference: orderNumber });

    // Paid by card, then cancelled by sales: refunded, and the tax transaction reversed in full.
    await shop.handle.db
      .update(orders)
      .set({
        status: 'Processing',
        paymentStatus: 'Paid',
        paymentResponse: { provider: 'demo', reference: 'demo_cs_tax', paid_reference: 'demo_cs_tax', paid_at: 1_760_000_000 },
      })
      .where(eq(orders.id, row.id));
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${orderNumber}/cancel`,
      headers: bearer(sales.token),
      payload: { reason: 'The buyer ordered the wrong station size.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await app.jobs.runDue();
    const [reversal] = fake.to('POST', '/v1/tax/transactions/create_reversal');
    expect(reversal.params).toMatchObject({
      mode: 'full',
      original_transaction: row.taxRecord!.transactionId,
      reference: `${orderNumber}-cancel`,
    });
    expect((await orderRow(orderNumber)).taxRecord?.reversals).toHaveLength(1);
  });

  it('reverses part of the tax transaction when a return of the paid order is refunded', async () => {
    const me = await buyerWithCart(shop, catalog);
    const send = asCustomer({ ...shop, app }, me.token);
    const placed = await send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'CREDIT_CARD' } });
    const orderNumber = placed.json().result.order_id as string;
    await app.jobs.runDue();
    const row = await orderRow(orderNumber);
    await shop.handle.db
      .update(orders)
      .set({
        status: 'Processing',
        paymentStatus: 'Paid',
        paymentResponse: { provider: 'demo', reference: 'demo_cs_ret', paid_reference: 'demo_cs_ret', paid_at: 1_760_000_000 },
      })
      .where(eq(orders.id, row.id));
    fake.reset();
    const returned = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${orderNumber}/returns`,
      headers: bearer(sales.token),
      payload: {
        lines: [{ line_id: row.lines[0].cartItemId, quantity: 1 }],
        refund_amount: 110.25,
        reason: 'Wrong station.',
        restock: true,
      },
    });
    expect(returned.statusCode, returned.body).toBe(201);
    await app.jobs.runDue();
    const [reversal] = fake.to('POST', '/v1/tax/transactions/create_reversal');
    expect(reversal.params).toMatchObject({
      mode: 'partial',
      original_transaction: row.taxRecord!.transactionId,
      reference: `RMA-${orderNumber}-1`,
      flat_amount: '-11025',
    });

    // Cancelled afterwards (it never shipped): what the return left of the goods and tax is reversed,
    // not the whole transaction, which Stripe would refuse.
    fake.reset();
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${orderNumber}/cancel`,
      headers: bearer(sales.token),
      payload: { reason: 'The buyer no longer needs the rest.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await app.jobs.runDue();
    const [rest] = fake.to('POST', '/v1/tax/transactions/create_reversal');
    expect(rest.params).toMatchObject({ mode: 'partial', reference: `${orderNumber}-cancel`, flat_amount: String(-(25050 - 11025)) });
    expect((await orderRow(orderNumber)).taxRecord?.reversals).toHaveLength(2);
  });

  it('refuses to place an order while Stripe Tax does not answer, and changes nothing', async () => {
    const me = await buyerWithCart(shop, catalog);
    const send = asCustomer({ ...shop, app }, me.token);
    fake.failNext('error', 5);
    const placed = await send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
    expect(placed.statusCode).toBe(503);
    expect(placed.json().message).toBe('Sales tax could not be calculated just now. Please try again in a moment.');
    fake.reset();
    expect((await send('GET', `/order/user/${me.id}`)).json().data.result).toEqual([]);
    expect((await send('GET', `/cart/customer-cart-list/${me.id}`)).json().data.result).toHaveLength(2);
  });
});
