import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/customers.js';
import { orderRow, sampleLines } from '../../../test/orders.js';
import type { OrderRow } from '../queries.js';
import { looksLikePdf, pdfText } from './pdf-test-utils.js';

const shop = useTestShop({ seed: false });
const owner = beforeAllValue(() => newCustomer(shop));
const stranger = beforeAllValue(() => newCustomer(shop));

let serial = 0;
/** An order of the owner straight in the table (placing orders is create-order's business). */
async function placed(overrides: Partial<OrderRow> = {}): Promise<OrderRow> {
  const { id: _id, ...row } = orderRow(sampleLines(), {
    customerId: owner.id,
    orderNumber: `NB-9${String(++serial).padStart(5, '0')}`,
    ...overrides,
  });
  const [inserted] = await shop.handle.db.insert(orders).values(row).returning();
  return inserted;
}

const get = (url: string, token?: string) =>
  shop.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: token } : {} });
const DUE = Date.UTC(2025, 11, 21, 17) / 1000;

describe('GET /order/pdf/details/{orderId}', () => {
  it('sends the owner the order details PDF as a private attachment', async () => {
    const order = await placed();
    const res = await get(`/order/pdf/details/${order.orderNumber}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.orderNumber}-order.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(looksLikePdf(res.rawPayload)).toBe(true);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Measurement: 1.25 IN (0.5–3 IN)');
    expect(text).toContain('Total $769.00');
  });

  // 404 as for a missing order: a 403 told a customer that the (sequential) number exists (issue 15).
  it("answers another customer's order with 404, as a missing one, and a visitor with 401", async () => {
    const order = await placed();
    const other = await get(`/order/pdf/details/${order.orderNumber}`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This order was not found.');
    const visitor = await get(`/order/pdf/details/${order.orderNumber}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to continue.');
  });

  it.each(['NB-999999999', 'not-an-order'])('answers 404 for the unknown order %s', async (orderId) => {
    const res = await get(`/order/pdf/details/${orderId}`, owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'This order was not found.' });
  });
});

describe('GET /order/pdf/net-30-invoice/{orderId}', () => {
  it('sends the Net 30 invoice once it exists, with its due date', async () => {
    const order = await placed({ paymentType: 'NET_30', paymentStatus: 'unpaid', paymentResponse: { provider: 'demo', due_date: DUE } });
    const res = await get(`/order/pdf/net-30-invoice/${order.orderNumber}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.orderNumber}-invoice.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Invoice number ${order.orderNumber}`);
    expect(text).toContain('Due date December 21, 2025');
    expect(text).toContain('Amount due $769.00');
  });

  it.each([
    ['a COD order', { paymentType: 'COD' as const }],
    ['a Net 30 order whose invoice is not created yet', { paymentType: 'NET_30' as const }],
  ])('answers 404 for %s', async (_what, overrides) => {
    const order = await placed(overrides);
    const res = await get(`/order/pdf/net-30-invoice/${order.orderNumber}`, owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This order has no Net 30 invoice.');
  });

  it("answers another customer's invoice and an unknown order with the same 404", async () => {
    const order = await placed({ paymentType: 'NET_30', paymentResponse: { due_date: DUE } });
    const other = await get(`/order/pdf/net-30-invoice/${order.orderNumber}`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This order was not found.');
    expect((await get(`/order/pdf/net-30-invoice/${order.orderNumber}`)).statusCode).toBe(401);
    const unknown = await get('/order/pdf/net-30-invoice/NB-999999999', owner.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This order was not found.');
  });
});
