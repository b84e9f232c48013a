import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customerOrder, signedInStaff } from '../../test/back-office.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { pdfText } from './documents/pdf-test-utils.js';

const shop = useTestShop({ seed: false });
const warehouse = beforeAllValue(() => signedInStaff(shop, 'warehouse'));

const READERS = { owner: 200, sales: 200, warehouse: 200, editor: 403, customer: 401, visitor: 401 };
const DUE = Date.UTC(2025, 11, 21, 17) / 1000;

// A card order and a Net 30 order whose invoice exists (it has its due date).
const known = beforeAllValue(async () => {
  const card = (await customerOrder(shop, { paymentType: 'CREDIT_CARD' })).order;
  const net30 = (
    await customerOrder(shop, { paymentType: 'NET_30', paymentStatus: 'unpaid', paymentResponse: { provider: 'demo', due_date: DUE } })
  ).order;
  return { card, net30 };
});

const startsAsPdf = (body: Buffer) => body.subarray(0, 4).toString('latin1') === '%PDF';

describe('GET /api/v1/admin/orders/{order_id}/pdf/details', () => {
  it('is for owner, sales and warehouse', async () => {
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/orders/${known.card.orderNumber}/pdf/details` }, READERS);
  });

  it("sends any customer's order details PDF as a private attachment, by number or uuid", async () => {
    const { card } = known;
    for (const key of [card.orderNumber, card.id]) {
      const res = await warehouse.send('GET', `/orders/${key}/pdf/details`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${card.orderNumber}-order.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(startsAsPdf(res.rawPayload)).toBe(true);
      expect(pdfText(res.rawPayload)).toContain(card.orderNumber);
    }
  });

  it.each(['NB-999999999', randomUUID()])('answers 404 for the unknown order %s', async (key) => {
    const res = await warehouse.send('GET', `/orders/${key}/pdf/details`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This order was not found.');
  });
});

describe('GET /api/v1/admin/orders/{order_id}/pdf/net-30-invoice', () => {
  it('is for owner, sales and warehouse', async () => {
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/orders/${known.net30.orderNumber}/pdf/net-30-invoice` }, READERS);
  });

  it('sends the Net 30 invoice once it exists', async () => {
    const { net30 } = known;
    const res = await warehouse.send('GET', `/orders/${net30.id}/pdf/net-30-invoice`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${net30.orderNumber}-invoice.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(startsAsPdf(res.rawPayload)).toBe(true);
    expect(pdfText(res.rawPayload)).toContain('Due date December 21, 2025');
    // The order page offers the invoice exactly when this route has one.
    expect((await warehouse.send('GET', `/orders/${net30.orderNumber}`)).json().result.has_net30_invoice).toBe(true);
  });

  it('answers 404 with a message for an order without a Net 30 invoice', async () => {
    const notYet = (await customerOrder(shop, { paymentType: 'NET_30' })).order;
    for (const order of [known.card, notYet]) {
      const res = await warehouse.send('GET', `/orders/${order.orderNumber}/pdf/net-30-invoice`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This order has no Net 30 invoice.');
      expect((await warehouse.send('GET', `/orders/${order.orderNumber}`)).json().result.has_net30_invoice).toBe(false);
    }
  });

  it('answers 404 for an unknown order', async () => {
    const res = await warehouse.send('GET', '/orders/NB-999999999/pdf/net-30-invoice');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This order was not found.');
  });
});
