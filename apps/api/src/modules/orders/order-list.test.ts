import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { placeOrder } from '../../test/orders.js';
import { pickCatalog } from '../../test/catalog.js';
import { insertCustomer, newCustomer, type TestCustomer } from '../../test/customers.js';
import { orderService } from './service.js';

const shop = useTestShop();
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));

const buyer = () => newCustomer(shop, { address: true });
/** Fills the cart and places it; answers the order id. */
const place = (me: TestCustomer, type?: string) => placeOrder(shop, me, picks, type);

const list = (id: string, token?: string) =>
  shop.app.inject({ method: 'GET', url: `/api/v1/order/user/${id}`, headers: token ? { authorization: token } : {} });

describe('GET /order/user/{id}', () => {
  it("lists only the customer's own orders, newest first, in the contract's Order view", async () => {
    const me = await buyer();
    const first = await place(me, 'COD');
    const second = await place(me, 'BANK_TRANSFER');
    const stranger = await buyer();
    await place(stranger);

    const res = await list(me.id, me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.result.map((o: { order_id: string }) => o.order_id)).toEqual([second, first]);

    const [row] = await shop.handle.db.select().from(orders).where(eq(orders.orderNumber, second));
    const order = body.data.result[0];
    expect(Object.keys(order).sort()).toEqual(
      [
        '_id',
        'order_id',
        'createdAt',
        'status',
        'shipping_service',
        'order_charges',
        'customer_order_list',
        'customer_shipping',
        'customer_payment',
        'download_order_net_30_invoice_pdf_url',
        'download_order_details_pdf_url',
        'po_number',
        'order_note',
        'returns',
      ].sort(),
    );
    expect(order).toMatchObject({
      _id: row.id,
      order_id: second,
      createdAt: row.createdAt.toISOString(),
      status: 'Pending',
      // Without UPS the rate table's one service (decision 031); `shipping` repeats shipping_charges.
      shipping_service: { service_code: 'TABLE', service_name: 'Standard shipping', source: 'table' },
      order_charges: {
        sub_total: row.subTotalCents / 100,
        shipping_charges: row.shippingCents / 100,
        shipping: row.shippingCents / 100,
        total: row.totalCents / 100,
      },
      customer_shipping: {
        shipment_address: expect.objectContaining({ customer_email: me.email, customer_state: 'Michigan', customer_zip_code: '49423' }),
        shipment_details: { parcel_number: null, status: 'Pending', tracking_url: null },
      },
      customer_payment: { type: 'BANK_TRANSFER', status: 'Pending', response: {} },
      download_order_net_30_invoice_pdf_url: null,
      download_order_details_pdf_url: `/api/v1/order/pdf/details/${second}`,
    });
    expect(order.customer_order_list).toHaveLength(2);
    for (const line of order.customer_order_list) {
      expect(line).not.toHaveProperty('cart_item_problem');
      expect(line).toMatchObject({
        cart_customer_id: me.id,
        cart_product: { product_name: expect.any(String), product_sku: expect.any(String) },
      });
    }
    expect(order.customer_order_list.reduce((sum: number, l: { cart_item_total: number }) => sum + l.cart_item_total * 100, 0)).toBeCloseTo(
      row.subTotalCents,
    );
  });

  it('shows the Net 30 due date and invoice link, and the tracking link once shipped', async () => {
    const me = await buyer();
    const id = await place(me, 'NET_30');
    const dueDate = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await shop.handle.db
      .update(orders)
      .set({
        paymentStatus: 'unpaid',
        paymentResponse: { provider: 'demo', reference: 'inv_1', due_date: dueDate },
        shippingStatus: 'Shipped',
        parcelNumber: '1Z999AA10123456784',
      })
      .where(eq(orders.orderNumber, id));
    const [order] = (await list(me.id, me.token)).json().data.result;
    expect(order.customer_payment).toMatchObject({
      type: 'NET_30',
      status: 'unpaid',
      response: { due_date: dueDate },
      bank_transfer: null,
    });
    expect(order.download_order_net_30_invoice_pdf_url).toBe(`/api/v1/order/pdf/net-30-invoice/${id}`);
    expect(order.customer_shipping.shipment_details).toEqual({
      parcel_number: '1Z999AA10123456784',
      status: 'Shipped',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      delivery_date: null,
    });
  });

  it("shows an open Net 30 invoice's online payment page and the shop's account, with the order number as the reference", async () => {
    const me = await buyer();
    const id = await place(me, 'NET_30');
    const invoice = (paymentStatus: 'unpaid' | 'Overdue' | 'Paid', status: 'Pending' | 'Cancelled' = 'Pending') =>
      shop.handle.db
        .update(orders)
        .set({
          status,
          paymentStatus,
          paymentResponse: {
            provider: 'stripe',
            reference: 'in_1',
            due_date: 1_767_000_000,
            hosted_url: 'https://invoice.stripe.com/i/acct_1/test_1',
          },
        })
        .where(eq(orders.orderNumber, id));
    const shown = async () => (await list(me.id, me.token)).json().data.result[0];

    await invoice('unpaid');
    const order = await shown();
    // The test shop runs the demo provider: its made-up account is the remittance account, marked as such.
    expect(order.customer_payment.net_30_invoice).toEqual({
      pay_url: 'https://invoice.stripe.com/i/acct_1/test_1',
      remittance: {
        amount: order.order_charges.total,
        currency: 'usd',
        reference: id,
        bank_name: 'Demo National Bank',
        account_holder: 'Northbend Tooling',
        routing_number: '110000000',
        account_number: '000123456789',
        swift_code: null,
        demo: true,
      },
    });
    await invoice('Overdue');
    expect((await shown()).customer_payment.net_30_invoice?.remittance?.reference).toBe(id);

    // Paid, or the order cancelled: nothing left to pay.
    await invoice('Paid');
    expect((await shown()).customer_payment.net_30_invoice).toBeNull();
    await invoice('unpaid', 'Cancelled');
    expect((await shown()).customer_payment.net_30_invoice).toBeNull();
  });

  it('shows no Net 30 invoice on an order paid another way', async () => {
    const me = await buyer();
    await place(me, 'COD');
    expect((await list(me.id, me.token)).json().data.result[0].customer_payment.net_30_invoice).toBeNull();
  });

  it("answers an empty list for a customer without orders, 403 for someone else's, 401 for a visitor", async () => {
    const me = await buyer();
    expect((await list(me.id, me.token)).json()).toEqual({ success: true, data: { result: [] } });
    const other = await insertCustomer(shop.handle.db);
    const res = await list(other.id, me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'You can only access your own account.' });
    expect((await list(me.id)).statusCode).toBe(401);
    expect((await list('not-an-id', me.token)).statusCode).toBe(400);
  });
});

describe('orderService.findOwnOrder', () => {
  const statusOf = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (err: unknown) => (err instanceof HttpError ? err.statusCode : 500),
    );

  it("finds the owner's order; 404 for an unknown or malformed id and for another customer's", async () => {
    const { findOwnOrder } = orderService(shop.handle.db);
    const me = await buyer();
    const other = await buyer();
    const id = await place(me);
    expect((await findOwnOrder(me.id, id)).orderNumber).toBe(id);
    expect(await statusOf(findOwnOrder(other.id, id))).toBe(404);
    expect(await statusOf(findOwnOrder(me.id, 'NB-999999999'))).toBe(404);
    expect(await statusOf(findOwnOrder(me.id, "NB-1' or 1=1"))).toBe(404);
  });
});
