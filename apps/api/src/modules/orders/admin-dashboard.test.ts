import { describe, expect, it } from 'vitest';
import { customerOrder, signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

// A shop of its own: the dashboard counts every order in the database.
const shop = useTestShop({ seed: false });
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));

const DAY = 86_400_000;
const shopDay = (t: number) => new Date(t).toLocaleDateString('en-CA', { timeZone: 'America/Detroit' });
// Calendar days, not 24-hour steps: across a change of daylight-saving time, 29 × 24 h from late evening is 30 days back.
const calendarDaysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

describe('GET /api/v1/admin/dashboard', () => {
  it('counts orders of today and the week, 30 days of revenue and what waits, on known orders', async () => {
    const now = Date.now();
    const customer = await newCustomer(shop);
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const order = (values: Parameters<typeof customerOrder>[1]) => customerOrder(shop, values, customer);
    const pastDue = Math.floor((now - 2 * DAY) / 1000);
    const notDue = Math.floor((now + 20 * DAY) / 1000);

    await order({ createdAt: at(0), totalCents: 10_000, paymentType: 'CREDIT_CARD', paymentStatus: 'Paid', status: 'Processing' }); // paid, not shipped
    await order({ createdAt: at(0), totalCents: 20_000, paymentType: 'COD' }); // cash to collect
    await order({ createdAt: at(0), totalCents: 99_900, paymentType: 'COD', status: 'Cancelled' }); // cancelled: no revenue, not waiting
    await order({ createdAt: at(3), totalCents: 30_000, paymentType: 'COD', shippingStatus: 'Shipped', status: 'Processing' }); // cash to collect
    await order({ createdAt: at(3), totalCents: 5_000, paymentType: 'BANK_TRANSFER', paymentStatus: 'Awaiting Payment' });
    await order({
      createdAt: at(10),
      totalCents: 7_000,
      paymentType: 'NET_30',
      paymentStatus: 'Overdue',
      paymentResponse: { due_date: pastDue },
    });
    await order({
      createdAt: at(10),
      totalCents: 8_000,
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: { due_date: pastDue },
    });
    await order({
      createdAt: at(10),
      totalCents: 9_000,
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: { due_date: notDue },
    });
    await order({ createdAt: at(20), totalCents: 4_000, paymentType: 'CREDIT_CARD', paymentStatus: 'Failed' });
    await order({
      createdAt: at(45),
      totalCents: 1_000,
      paymentType: 'COD',
      paymentStatus: 'Paid',
      status: 'Delivered',
      shippingStatus: 'Delivered',
    });

    // Paid after it was cancelled (issue 15): the extra money waits for a refund, whatever the order's age.
    const extra = {
      reason: 'paid_after_cancel',
      provider: 'demo',
      reference: 'demo_cs_late',
      amountCents: 1_000,
      currency: 'usd',
    } as const;
    await order({
      createdAt: at(45),
      totalCents: 1_000,
      paymentType: 'CREDIT_CARD',
      status: 'Cancelled',
      paymentAttention: [{ ...extra, eventId: 'demo_evt_late', at: at(1).toISOString(), open: true }],
    });
    await order({
      createdAt: at(45),
      totalCents: 1_000,
      paymentType: 'CREDIT_CARD',
      status: 'Cancelled',
      paymentAttention: [{ ...extra, reference: 'demo_cs_done', eventId: 'demo_evt_done', at: at(1).toISOString(), open: false }],
    });

    const res = await owner.send('GET', '/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.orders_today).toBe(3);
    expect(body.orders_week).toBe(5);
    expect(body.waiting).toEqual({
      paid_not_shipped: 1,
      cod_to_collect: 2,
      bank_transfer_awaiting: 1,
      net30_overdue: 2,
      failed_payments: 1,
      extra_payments: 1,
    });

    expect(body.revenue_30d).toHaveLength(30);
    expect(body.revenue_30d[29].date).toBe(shopDay(now));
    expect(body.revenue_30d[0].date).toBe(calendarDaysBefore(shopDay(now), 29));
    const revenue = Object.fromEntries(body.revenue_30d.map((d: { date: string; total: number }) => [d.date, d.total]));
    expect(revenue[shopDay(now)]).toBe(300);
    expect(revenue[shopDay(now - 3 * DAY)]).toBe(350);
    expect(revenue[shopDay(now - 10 * DAY)]).toBe(240);
    expect(revenue[shopDay(now - 20 * DAY)]).toBe(40);
    expect(body.revenue_30d.reduce((sum: number, d: { total: number }) => sum + d.total, 0)).toBe(930);
  });

  it('role matrix: owner, sales and warehouse see the dashboard', () =>
    expectRoleMatrix(
      shop,
      { method: 'GET', url: '/api/v1/admin/dashboard' },
      { owner: 200, sales: 200, warehouse: 200, editor: 403, customer: 401, visitor: 401 },
    ));
});
