import { describe, expect, it } from 'vitest';
import { customerOrder, signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const warehouse = beforeAllValue(() => signedInStaff(shop, 'warehouse'));

const READERS = { owner: 200, sales: 200, warehouse: 200, editor: 403, customer: 401, visitor: 401 };
const SALES_ONLY = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };

// Three customers with orders of known numbers, totals, types and times (created in this order).
const known = beforeAllValue(async () => {
  const acme = await newCustomer(shop, {
    values: { name: 'Ada Ironside', email: `ada.${Date.now()}@acme-press.example`, businessName: 'Acme Press & Die' },
  });
  const bolt = await newCustomer(shop, {
    values: { name: 'Bram Boltwood', email: `bram.${Date.now()}@boltworks.example`, businessName: 'Boltworks' },
  });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 15));
  const a1 = (await customerOrder(shop, { createdAt: day(1), paymentType: 'COD', totalCents: 50_000 }, acme)).order;
  const a2 = (
    await customerOrder(
      shop,
      { createdAt: day(2), paymentType: 'CREDIT_CARD', paymentStatus: 'Paid', status: 'Processing', totalCents: 300_000 },
      acme,
    )
  ).order;
  const b1 = (await customerOrder(shop, { createdAt: day(3), paymentType: 'NET_30', paymentStatus: 'unpaid', totalCents: 120_000 }, bolt))
    .order;
  return { acme, bolt, a1, a2, b1 };
});

const ids = (res: { json: () => { result: { order_id: string }[] } }) => res.json().result.map((r) => r.order_id);

describe('GET /api/v1/admin/orders', () => {
  it('lists orders newest first with the row fields and pagination of the catalog', async () => {
    const { a1, a2, b1, acme } = known;
    const res = await sales.send('GET', '/orders?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.paginationInfo).toEqual({ currentPage: 1, totalPages: 1, totalCount: body.result.length, limit: 100 });
    const mine = ids(res).filter((id: string) => [a1, a2, b1].some((o) => o.orderNumber === id));
    expect(mine).toEqual([b1.orderNumber, a2.orderNumber, a1.orderNumber]);
    expect(body.result.find((r: { order_id: string }) => r.order_id === a2.orderNumber)).toEqual({
      _id: a2.id,
      order_id: a2.orderNumber,
      createdAt: '2026-01-02T15:00:00.000Z',
      status: 'Processing',
      payment_status: 'Paid',
      payment_type: 'CREDIT_CARD',
      shipping_status: 'Pending',
      total: 3000,
      currency: 'usd',
      item_count: 2,
      customer: { _id: acme.id, name: 'Ada Ironside', email: acme.email },
      tracking_numbers: [],
      po_number: null,
    });
  });

  it('searches by order number with or without the prefix, by email, name and company, in any case', async () => {
    const { a1, a2, b1, bolt } = known;
    expect(ids(await sales.send('GET', `/orders?search=${a1.orderNumber}`))).toEqual([a1.orderNumber]);
    expect(ids(await sales.send('GET', `/orders?search=${a1.orderNumber.slice(3)}`))).toEqual([a1.orderNumber]);
    expect(ids(await sales.send('GET', `/orders?search=${a1.orderNumber.toLowerCase()}`))).toEqual([a1.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=ACME-PRESS'))).toEqual([a2.orderNumber, a1.orderNumber]);
    expect(ids(await sales.send('GET', `/orders?search=${encodeURIComponent(bolt.email.toUpperCase())}`))).toEqual([b1.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=boltw'))).toEqual([b1.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=ironside'))).toEqual([a2.orderNumber, a1.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=%25'))).toEqual([]);
  });

  it('filters by statuses and payment type; empty filters are no filters', async () => {
    const { a2, b1 } = known;
    expect(ids(await sales.send('GET', '/orders?search=acme&payment_status=Paid'))).toEqual([a2.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=boltworks&payment_type=NET_30&status=Pending&shipping_status=Pending'))).toEqual([
      b1.orderNumber,
    ]);
    expect(ids(await sales.send('GET', '/orders?search=acme&status=&payment_status=&shipping_status=&payment_type=&sort='))).toHaveLength(
      2,
    );
  });

  it('sorts by total and order number both ways', async () => {
    const { a1, a2 } = known;
    expect(ids(await sales.send('GET', '/orders?search=acme&sort=total_asc'))).toEqual([a1.orderNumber, a2.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=acme&sort=total_desc'))).toEqual([a2.orderNumber, a1.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=acme&sort=order_id_asc'))).toEqual([a1.orderNumber, a2.orderNumber]);
    expect(ids(await sales.send('GET', '/orders?search=acme&sort=created_at_asc'))).toEqual([a1.orderNumber, a2.orderNumber]);
  });

  it('pages', async () => {
    const { a1, a2 } = known;
    const first = await sales.send('GET', '/orders?search=acme&limit=1');
    expect(ids(first)).toEqual([a2.orderNumber]);
    expect(first.json().paginationInfo).toEqual({ currentPage: 1, totalPages: 2, totalCount: 2, limit: 1 });
    expect(ids(await sales.send('GET', '/orders?search=acme&limit=1&page=2'))).toEqual([a1.orderNumber]);
  });

  it('refuses bad filters with a message (400)', async () => {
    for (const query of ['status=Lost', 'payment_status=paid', 'sort=price', 'limit=101', 'page=0', 'payment_type=CASH']) {
      const res = await sales.send('GET', `/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('role matrix: owner, sales and warehouse read orders', () =>
    expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/orders' }, READERS));
});

describe('GET /api/v1/admin/orders/export.csv', () => {
  it('exports the filtered orders as quoted CSV with a header row', async () => {
    const { a1, a2, acme } = known;
    const res = await sales.send('GET', '/orders/export.csv?search=acme&sort=order_id_asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-export-truncated']).toBe('false');
    expect(res.body.split('\r\n')).toEqual([
      'order_id,created_at,status,payment_status,payment_type,shipping_status,total,currency,item_count,customer_name,customer_email,tracking_numbers,po_number',
      `${a1.orderNumber},2026-01-01T15:00:00.000Z,Pending,Pending,COD,Pending,500.00,usd,2,Ada Ironside,${acme.email},,`,
      `${a2.orderNumber},2026-01-02T15:00:00.000Z,Processing,Paid,CREDIT_CARD,Pending,3000.00,usd,2,Ada Ironside,${acme.email},,`,
      '',
    ]);
  });

  it('quotes commas and quotes and keeps formulas as text', async () => {
    const tricky = await newCustomer(shop, { values: { name: '=HYPERLINK("x"), Jr.', email: `tricky.${Date.now()}@quote.example` } });
    await customerOrder(shop, {}, tricky);
    const res = await sales.send('GET', `/orders/export.csv?search=${encodeURIComponent(tricky.email)}`);
    expect(res.body).toContain(`,"'=HYPERLINK(""x""), Jr.",${tricky.email},`);
  });

  it('role matrix: owner and sales export', () =>
    expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/orders/export.csv?search=nobody' }, SALES_ONLY));
});

describe('GET /api/v1/admin/orders/{order_id}', () => {
  it('shows the order in full by number or uuid, with the actions the role allows', async () => {
    const { b1, bolt } = known;
    const res = await sales.send('GET', `/orders/${b1.orderNumber}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().result;
    expect(order).toMatchObject({
      _id: b1.id,
      order_id: b1.orderNumber,
      status: 'Pending',
      payment_status: 'unpaid',
      customer: { _id: bolt.id, name: 'Bram Boltwood', email: bolt.email, phone: '+1 616 555 0199', company: 'Boltworks' },
      shipping_address: b1.shippingAddress,
      order_charges: { sub_total: 1250, shipping_charges: 29.5, total: 1200 },
      payment: { type: 'NET_30', status: 'unpaid', response: {}, refund: null },
      shipments: [],
      payment_events: [],
      emails: [],
      notes: [],
      audit: [],
      parcel_number: null,
    });
    expect(order.lines).toHaveLength(2);
    expect(order.lines[0]).toMatchObject({ cart_product: { product_name: 'Thick Turret Punch 1.25" Round' }, cart_product_quantity: 1 });
    // Net 30 with its invoice sent (unpaid): it ships on terms; sales may also book a cheque, cancel, resend, note, take a return.
    expect(order.allowed_actions).toEqual(['ship', 'record_payment', 'cancel', 'resend_confirmation', 'add_note', 'return']);

    const byUuid = await warehouse.send('GET', `/orders/${b1.id}`);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.json().result.allowed_actions).toEqual(['ship', 'add_note']);
  });

  it('404 for an unknown order, 400 for a malformed id', async () => {
    const unknown = await sales.send('GET', '/orders/NB-999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This order was not found.');
    expect((await sales.send('GET', '/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await sales.send('GET', '/orders/100001;drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid order id');
  });

  it('role matrix: owner, sales and warehouse read an order', () =>
    expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/orders/${known.a1.orderNumber}` }, READERS));
});

describe('GET /api/docs/json', () => {
  it('documents the back office routes under the admin tag', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const doc = res.json();
    const paths = [
      '/api/v1/admin/dashboard',
      '/api/v1/admin/orders',
      '/api/v1/admin/orders/export.csv',
      '/api/v1/admin/orders/{order_id}',
      '/api/v1/admin/orders/{order_id}/shipments',
      '/api/v1/admin/orders/{order_id}/deliver',
      '/api/v1/admin/orders/{order_id}/payment',
      '/api/v1/admin/orders/{order_id}/cancel',
      '/api/v1/admin/orders/{order_id}/notes',
      '/api/v1/admin/orders/{order_id}/resend',
      '/api/v1/admin/customers',
      '/api/v1/admin/customers/{id}',
      '/api/v1/admin/customers/{id}/disable',
      '/api/v1/admin/enquiries',
      '/api/v1/admin/enquiries/{id}',
      '/api/v1/admin/enquiries/{id}/reply',
    ];
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(paths));
    for (const path of paths)
      for (const op of Object.values(doc.paths[path]) as { tags: string[] }[]) expect(op.tags, path).toEqual(['admin']);
  });
});
