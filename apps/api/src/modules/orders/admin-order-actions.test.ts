import { shopToday } from '@northbend/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEmails, paymentEvents } from '../../db/schema/index.js';
import { customerOrder, mailTo, signedInStaff } from '../../test/back-office.js';
import { expectRoleMatrix, type MatrixCaller } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const warehouse = beforeAllValue(() => signedInStaff(shop, 'warehouse'));

const TRACKING = '1Z999AA10123456784';
const TRACKING_2 = '1Z999AA10123456785';
const net30Invoice = { provider: 'demo' as const, reference: 'demo_in_x', due_date: Math.floor(Date.now() / 1000) + 30 * 86_400 };

/** Who may call a route, checked with a body the schema refuses: 400 means the guard let the caller in. */
const PAST_GUARD = (allowed: ('owner' | 'sales' | 'warehouse')[]) => ({
  owner: allowed.includes('owner') ? 400 : 403,
  sales: allowed.includes('sales') ? 400 : 403,
  warehouse: allowed.includes('warehouse') ? 400 : 403,
  editor: 403,
  customer: 401,
  visitor: 401,
});

const auditOf = async (orderNumber: string) => (await sales.send('GET', `/orders/${orderNumber}`)).json().result.audit;

describe('POST /api/v1/admin/orders/{order_id}/shipments', () => {
  it('ships a COD order: shipping Shipped, order Processing, the customer sees the parcel and gets the tracking link', async () => {
    const { customer, order } = await customerOrder(shop, { paymentType: 'COD' });
    const res = await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, {
      carrier: 'UPS',
      tracking_number: '1z999aa1 0123456784',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The shipment has been recorded and the customer emailed.');
    expect(body.result).toMatchObject({
      status: 'Processing',
      shipping_status: 'Shipped',
      parcel_number: TRACKING,
      tracking_numbers: [TRACKING],
      shipped_at: expect.any(String),
      shipments: [
        {
          carrier: 'UPS',
          tracking_number: TRACKING,
          tracking_url: `https://www.ups.com/track?tracknum=${TRACKING}`,
          staff_name: 'Warehouse Tester',
          createdAt: expect.any(String),
        },
      ],
    });
    expect(body.result.allowed_actions).toEqual(['ship', 'deliver', 'add_note']);
    expect(body.result.audit).toEqual([
      expect.objectContaining({
        action: 'order.ship',
        entity_type: 'order',
        entity_id: order.id,
        staff_email: warehouse.email,
        before: { status: 'Pending', shipping_status: 'Pending', parcel_number: null },
        after: { status: 'Processing', shipping_status: 'Shipped', parcel_number: TRACKING },
      }),
    ]);

    const mine = await customer.send('GET', `/order/user/${customer.id}`);
    expect(mine.json().data.result[0].customer_shipping.shipment_details).toEqual({
      parcel_number: TRACKING,
      status: 'Shipped',
      tracking_url: `https://www.ups.com/track?tracknum=${TRACKING}`,
      delivery_date: null,
    });

    const mail = await mailTo(shop, customer.email, `Your order ${order.orderNumber} has shipped`);
    expect(mail.text).toContain(`https://www.ups.com/track?tracknum=${TRACKING}`);
    expect(mail.html).toContain(`https://www.ups.com/track?tracknum=${TRACKING}`);
    await expect
      .poll(async () => (await shop.handle.db.select().from(orderEmails).where(eq(orderEmails.orderId, order.id))).map((e) => e.kind))
      .toEqual(['shipped']);
  });

  it('records a second parcel (the latest is the one the customer sees) but never the same number twice', async () => {
    const { order } = await customerOrder(shop, { paymentType: 'CREDIT_CARD', paymentStatus: 'Paid', status: 'Processing' });
    await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { tracking_number: TRACKING });
    const second = await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { tracking_number: TRACKING_2 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result).toMatchObject({
      parcel_number: TRACKING_2,
      tracking_numbers: [TRACKING, TRACKING_2],
      status: 'Processing',
    });

    const again = await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { tracking_number: TRACKING });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This tracking number is already recorded for this order.');
    expect((await auditOf(order.orderNumber)).filter((a: { action: string }) => a.action === 'order.ship')).toHaveLength(2);
  });

  it('refuses cancelled, delivered, unpaid card and invoice-less Net 30 orders (409), ships a Net 30 order on its invoice', async () => {
    const cases = [
      [{ status: 'Cancelled' as const }, 'This order has been cancelled.'],
      [
        { status: 'Delivered' as const, shippingStatus: 'Delivered' as const, paymentStatus: 'Paid' as const },
        'This order has already been delivered.',
      ],
      [
        { paymentType: 'CREDIT_CARD' as const },
        'This order has not been paid yet: card and bank transfer orders ship once the payment has arrived.',
      ],
      [{ paymentType: 'BANK_TRANSFER' as const, paymentStatus: 'Awaiting Payment' as const }, expect.stringContaining('has not been paid')],
      [{ paymentType: 'NET_30' as const }, 'This Net 30 order has no invoice yet: it ships once the invoice has been sent.'],
    ] as const;
    for (const [values, message] of cases) {
      const { order } = await customerOrder(shop, values);
      const res = await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { tracking_number: TRACKING });
      expect(res.statusCode, JSON.stringify(values)).toBe(409);
      expect(res.json().message).toEqual(message);
      expect((await sales.send('GET', `/orders/${order.orderNumber}`)).json().result).toMatchObject({ shipments: [], audit: [] });
    }
    const { order } = await customerOrder(shop, { paymentType: 'NET_30', paymentStatus: 'unpaid', paymentResponse: net30Invoice });
    expect((await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { tracking_number: 'T1234567890' })).statusCode).toBe(
      200,
    );
  });

  it('checks the UPS tracking number (400 with a message)', async () => {
    const { order } = await customerOrder(shop, { paymentType: 'COD' });
    for (const payload of [
      { tracking_number: '1Z123' },
      { tracking_number: 'ABC-123-XYZ' },
      {},
      { carrier: 'FedEx', tracking_number: TRACKING },
    ]) {
      const res = await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/UPS/);
    }
  });

  it('404 for an unknown order', async () => {
    const res = await warehouse.send('POST', '/orders/NB-999999998/shipments', { tracking_number: TRACKING });
    expect(res.statusCode).toBe(404);
  });

  it('role matrix: owner, sales and warehouse ship', async () => {
    const { order } = await customerOrder(shop, { paymentType: 'COD' });
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/orders/${order.orderNumber}/shipments`, payload: { tracking_number: 'nope' } },
      PAST_GUARD(['owner', 'sales', 'warehouse']),
    );
    const numbers = { warehouse: '1Z000000000000000A', sales: '1Z000000000000000B', owner: '1Z000000000000000C' } as Record<string, string>;
    await expectRoleMatrix(
      shop,
      {
        method: 'POST',
        url: `/api/v1/admin/orders/${order.orderNumber}/shipments`,
        payload: (c: MatrixCaller) => ({ tracking_number: numbers[c] ?? TRACKING }),
      },
      { owner: 200, sales: 200, warehouse: 200, editor: 403, customer: 401, visitor: 401 },
    );
  });
});

describe('POST /api/v1/admin/orders/{order_id}/deliver', () => {
  it('delivers a shipped order once; an unshipped or cancelled one is refused (409)', async () => {
    const { order } = await customerOrder(shop, { paymentType: 'COD' });
    const early = await warehouse.send('POST', `/orders/${order.orderNumber}/deliver`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This order has not shipped yet.');

    await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { tracking_number: TRACKING });
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.orderNumber}/deliver`,
      headers: { authorization: `Bearer ${warehouse.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'Delivered', shipping_status: 'Delivered', delivered_at: expect.any(String) });
    expect(res.json().result.allowed_actions).toEqual(['add_note']);
    // The day it arrived, as UPS tracking records it: today in the shop's calendar.
    expect(res.json().result.delivery_date).toBe(shopToday());

    const twice = await warehouse.send('POST', `/orders/${order.orderNumber}/deliver`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order has already been delivered.');
    expect((await auditOf(order.orderNumber)).map((a: { action: string }) => a.action)).toEqual(['order.deliver', 'order.ship']);

    const { order: cancelled } = await customerOrder(shop, { status: 'Cancelled', shippingStatus: 'Shipped' });
    expect((await warehouse.send('POST', `/orders/${cancelled.orderNumber}/deliver`)).json().message).toBe(
      'This order has been cancelled.',
    );
  });

  it('role matrix: owner, sales and warehouse deliver (409 = past the guard on an unshipped order)', async () => {
    const { order } = await customerOrder(shop);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/orders/${order.orderNumber}/deliver` },
      { owner: 409, sales: 409, warehouse: 409, editor: 403, customer: 401, visitor: 401 },
    );
  });
});

describe('POST /api/v1/admin/orders/{order_id}/payment', () => {
  it('books cash on delivery: payment Paid, order Processing, a payment event and an email', async () => {
    const { customer, order } = await customerOrder(shop, { paymentType: 'COD' });
    const res = await sales.send('POST', `/orders/${order.orderNumber}/payment`, { status: 'Paid', reference: 'Receipt 4471' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      status: 'Processing',
      payment_status: 'Paid',
      payment: {
        status: 'Paid',
        response: { paid_by_hand: { reference: 'Receipt 4471', staff_email: sales.email, at: expect.any(String) } },
      },
      payment_events: [
        {
          type: 'manual.payment_recorded',
          provider: 'manual',
          outcome: expect.stringContaining('applied: Pending → Paid'),
          createdAt: expect.any(String),
        },
      ],
    });
    expect(result.allowed_actions).not.toContain('record_payment');
    expect(result.audit[0]).toMatchObject({ action: 'order.record_payment', after: { payment_status: 'Paid', reference: 'Receipt 4471' } });
    await mailTo(shop, customer.email, `Payment received for order ${order.orderNumber}`);
    await expect
      .poll(async () => (await shop.handle.db.select().from(orderEmails).where(eq(orderEmails.orderId, order.id))).map((e) => e.kind))
      .toEqual(['payment']);

    const twice = await sales.send('POST', `/orders/${order.orderNumber}/payment`, { status: 'Paid', reference: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order has already been paid.');
  });

  it('books a bank transfer and a Net 30 cheque; a delivered COD order stays Delivered', async () => {
    const { order: transfer } = await customerOrder(shop, { paymentType: 'BANK_TRANSFER', paymentStatus: 'Awaiting Payment' });
    expect(
      (await sales.send('POST', `/orders/${transfer.orderNumber}/payment`, { status: 'Paid', reference: 'BT-1' })).json().result,
    ).toMatchObject({
      payment_status: 'Paid',
      status: 'Processing',
    });
    const { order: net30 } = await customerOrder(shop, { paymentType: 'NET_30', paymentStatus: 'Overdue', paymentResponse: net30Invoice });
    expect((await sales.send('POST', `/orders/${net30.orderNumber}/payment`, { status: 'Paid', reference: 'Cheque 118' })).statusCode).toBe(
      200,
    );
    const { order: delivered } = await customerOrder(shop, { paymentType: 'COD', status: 'Delivered', shippingStatus: 'Delivered' });
    expect(
      (await sales.send('POST', `/orders/${delivered.orderNumber}/payment`, { status: 'Paid', reference: 'Driver' })).json().result,
    ).toMatchObject({
      payment_status: 'Paid',
      status: 'Delivered',
    });
  });

  it('refuses card orders and cancelled orders (409) and writes nothing', async () => {
    const { order: card } = await customerOrder(shop, { paymentType: 'CREDIT_CARD' });
    const res = await sales.send('POST', `/orders/${card.orderNumber}/payment`, { status: 'Paid', reference: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Card payments are recorded by Stripe, never by hand.');
    const { order: cancelled } = await customerOrder(shop, { paymentType: 'COD', status: 'Cancelled' });
    expect((await sales.send('POST', `/orders/${cancelled.orderNumber}/payment`, { status: 'Paid', reference: 'x' })).statusCode).toBe(409);
    for (const o of [card, cancelled]) {
      expect(await shop.handle.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, o.id))).toEqual([]);
      expect(await auditOf(o.orderNumber)).toEqual([]);
    }
  });

  it('checks the body (400)', async () => {
    const { order } = await customerOrder(shop, { paymentType: 'COD' });
    expect((await sales.send('POST', `/orders/${order.orderNumber}/payment`, { status: 'Failed', reference: 'x' })).json().message).toBe(
      "The payment status must be 'Paid'.",
    );
    expect((await sales.send('POST', `/orders/${order.orderNumber}/payment`, { status: 'Paid', reference: '  ' })).statusCode).toBe(400);
  });

  it('role matrix: owner and sales book payments', async () => {
    const { order } = await customerOrder(shop, { paymentType: 'COD' });
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/orders/${order.orderNumber}/payment`, payload: { status: 'Paid' } },
      PAST_GUARD(['owner', 'sales']),
    );
  });
});

describe('POST /api/v1/admin/orders/{order_id}/notes', () => {
  it('adds an internal note with its author; too long is a 400', async () => {
    const { order } = await customerOrder(shop);
    const res = await warehouse.send('POST', `/orders/${order.orderNumber}/notes`, { body: '  Customer asked to ship to dock 4.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.notes).toEqual([
      { _id: expect.any(String), body: 'Customer asked to ship to dock 4.', staff_name: 'Warehouse Tester', createdAt: expect.any(String) },
    ]);
    expect(res.json().result.audit[0]).toMatchObject({ action: 'order.note', after: { body: 'Customer asked to ship to dock 4.' } });
    const long = await warehouse.send('POST', `/orders/${order.orderNumber}/notes`, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The note is too long (2000 characters at most).');
  });

  it('role matrix: owner, sales and warehouse add notes', async () => {
    const { order } = await customerOrder(shop);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/orders/${order.orderNumber}/notes`, payload: { body: '' } },
      PAST_GUARD(['owner', 'sales', 'warehouse']),
    );
  });
});

describe('POST /api/v1/admin/orders/{order_id}/resend', () => {
  it('sends the confirmation again with its PDF and notes it once it has gone', async () => {
    const { customer, order } = await customerOrder(shop, { paymentType: 'COD' });
    const res = await sales.send('POST', `/orders/${order.orderNumber}/resend`, { kind: 'confirmation' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The email is on its way again.');
    // Queued with the audit entry (decision 013): the order's email history lists it once it left.
    expect(res.json().result.emails).toEqual([]);
    expect(res.json().result.audit[0]).toMatchObject({
      action: 'order.resend',
      after: { kind: 'confirmation', recipient: customer.email },
    });
    const mail = await mailTo(shop, customer.email, `order ${order.orderNumber}`);
    expect(mail.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    expect((await sales.send('GET', `/orders/${order.orderNumber}`)).json().result.emails).toEqual([
      {
        kind: 'confirmation',
        recipient: customer.email,
        subject: expect.stringContaining(order.orderNumber),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('sends a Net 30 invoice again; an order without one is refused (409)', async () => {
    const { customer, order } = await customerOrder(shop, {
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: net30Invoice,
    });
    const res = await sales.send('POST', `/orders/${order.orderNumber}/resend`, { kind: 'invoice' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(shop, customer.email, `Invoice for order ${order.orderNumber}`);
    expect(mail.attachments?.[0]).toMatchObject({ filename: `${order.orderNumber}-invoice.pdf` });

    const { order: cod } = await customerOrder(shop, { paymentType: 'COD' });
    const refused = await sales.send('POST', `/orders/${cod.orderNumber}/resend`, { kind: 'invoice' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order has no Net 30 invoice.');
  });

  it('role matrix: owner and sales resend', async () => {
    const { order } = await customerOrder(shop);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/orders/${order.orderNumber}/resend`, payload: { kind: 'fax' } },
      PAST_GUARD(['owner', 'sales']),
    );
  });
});
