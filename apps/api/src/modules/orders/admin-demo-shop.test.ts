import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { beforeAllValue, startTestShop, type TestShop } from '../../test/test-app.js';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS, seedDemoShop, seedDemoStaff } from '../../seed/index.js';

// The demo shop of `npm start` (seed/shop): lived-in orders, customers and enquiries for the back
// office and the customers' order pages.

const shops: TestShop[] = [];
afterAll(() => Promise.all(shops.map((s) => s.close())));

async function demoShop(): Promise<{ shop: TestShop; ms: number }> {
  const shop = await startTestShop();
  shops.push(shop);
  await seedDemoStaff(shop.handle.db);
  const started = performance.now();
  const seeded = await seedDemoShop(shop.handle.db, { rates: shop.config.shippingRates, now: new Date('2026-11-24T18:00:00Z') });
  const ms = performance.now() - started;
  expect(seeded).toEqual({ customers: DEMO_CUSTOMERS.length, orders: 30 });
  return { shop, ms };
}

const snapshot = async (shop: TestShop) =>
  (await shop.handle.db.select().from(orders).orderBy(asc(orders.orderNumber))).map((o) => ({
    number: o.orderNumber,
    skus: o.lines.map((l) => l.product.sku),
    total: o.totalCents,
    statuses: [o.status, o.paymentType, o.paymentStatus, o.shippingStatus],
    parcel: o.parcelNumber,
  }));

// Two shops seeded the same way, made before the tests (shop start-up is slow under load).
const seeded = beforeAllValue(async () => ({ first: await demoShop(), second: await demoShop() }));

describe('seedDemoShop', () => {
  it('fills an empty shop the same way every time', async () => {
    const { first, second } = seeded;
    // How long it takes is printed, not asserted (about 0.2 s on an idle machine): speed belongs to benchmarks.
    console.info(`demo shop seeded in ${Math.round(first.ms)} ms and ${Math.round(second.ms)} ms`);
    expect(await snapshot(second.shop)).toEqual(await snapshot(first.shop));
  });

  it('has orders in every state, with parcels, refunds, emails and enquiries in each status', async () => {
    const { shop } = seeded.first;
    const sales = await signedInStaff(shop, 'sales');
    const list = (await sales.send('GET', '/orders?limit=100')).json();
    expect(list.paginationInfo.totalCount).toBe(30);
    const states = new Set(
      list.result.map(
        (o: { status: string; payment_status: string; shipping_status: string }) => `${o.status}/${o.payment_status}/${o.shipping_status}`,
      ),
    );
    for (const state of [
      'Processing/Paid/Pending',
      'Processing/Paid/Shipped',
      'Processing/Pending/Shipped',
      'Delivered/Paid/Delivered',
      'Pending/Pending/Pending',
      'Pending/Awaiting Payment/Pending',
      'Pending/Overdue/Pending',
      'Pending/unpaid/Pending',
      'Pending/Failed/Pending',
      'Cancelled/Paid/Pending',
    ])
      expect(states, state).toContain(state);
    expect(list.result.filter((o: { tracking_numbers: string[] }) => o.tracking_numbers.length).length).toBeGreaterThanOrEqual(12);

    const dashboard = (await sales.send('GET', '/dashboard')).json();
    for (const [counter, n] of Object.entries(dashboard.waiting)) expect(n, counter).toBeGreaterThan(0);

    const refunded = list.result.find(
      (o: { status: string; payment_status: string }) => o.status === 'Cancelled' && o.payment_status === 'Paid',
    );
    const detail = (await sales.send('GET', `/orders/${refunded.order_id}`)).json().result;
    expect(detail).toMatchObject({ cancel_reason: expect.any(String), payment: { refund: { provider: 'demo', status: 'succeeded' } } });
    expect(detail.emails.map((e: { kind: string }) => e.kind)).toEqual(['confirmation', 'payment', 'cancelled']);
    expect(detail.payment_events).toHaveLength(1);

    const enquiries = (await sales.send('GET', '/enquiries')).json().result;
    expect(new Set(enquiries.map((e: { status: string }) => e.status))).toEqual(new Set(['new', 'answered', 'closed']));

    const dana = (await sales.send('GET', `/customers?search=${DEMO_CUSTOMERS[0].email}`)).json().result[0];
    expect((await sales.send('GET', `/customers/${dana._id}`)).json().result).toMatchObject({
      machine_makes: ['Amada', 'Trumpf'],
      machine_models: [expect.stringMatching(/^(Amada|Trumpf) /), expect.stringMatching(/^(Amada|Trumpf) /)],
      sheet_materials: ['Mild Steel', 'Stainless Steel 304'],
      sheet_thicknesses: [expect.stringMatching(/ mm \(/), expect.any(String), expect.any(String)],
    });
  });

  it('lets the first demo customer sign in with the documented password and see their parcels', async () => {
    const { shop } = seeded.first;
    // The first demo customer signs in with the documented password and sees their orders and parcels.
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { user_email: DEMO_CUSTOMERS[0].email, user_password: DEMO_CUSTOMER_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { authToken, user } = login.json();
    expect(user.user_machine_make_ids).toHaveLength(2);
    const mine = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/order/user/${user._id}`, headers: { authorization: authToken } })
    ).json();
    expect(mine.data.result.length).toBeGreaterThanOrEqual(5);
    expect(
      mine.data.result.some(
        (o: { customer_shipping: { shipment_details: { parcel_number: string | null } } }) =>
          o.customer_shipping.shipment_details.parcel_number,
      ),
    ).toBe(true);
  });
});
