import { describe, expect, it } from 'vitest';
import { contactEnquiries, quoteRequests } from '../../db/schema/index.js';
import { customerOrder, signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

// Issue 28 item 13: the orders list's date range (days of the shop's calendar, America/Detroit),
// each staff user's saved views, and the dashboard's new enquiries and quote requests.

const shop = useTestShop({ seed: false });
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const warehouse = beforeAllValue(() => signedInStaff(shop, 'warehouse'));

describe('GET /api/v1/admin/orders?from=&to=', () => {
  it("lists the orders placed on the shop's days of the range, both ends included", async () => {
    const customer = await newCustomer(shop);
    const place = async (at: string) =>
      (await customerOrder(shop, { createdAt: new Date(at), paymentType: 'COD' }, customer)).order.orderNumber;
    const march9 = await place('2026-03-09T15:00:00Z');
    const march9Late = await place('2026-03-10T03:30:00Z'); // 23:30 on March 9 in Detroit, March 10 in UTC
    const march10 = await place('2026-03-10T05:00:00Z'); // 01:00 on March 10 in Detroit
    const march12 = await place('2026-03-12T16:00:00Z');

    const list = async (range: string) => {
      const res = await owner.send('GET', `/orders?search=${encodeURIComponent(customer.email)}&${range}&sort=created_at_asc`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.map((o: { order_id: string }) => o.order_id);
    };
    expect(await list('from=2026-03-09&to=2026-03-09')).toEqual([march9, march9Late]);
    expect(await list('from=2026-03-10')).toEqual([march10, march12]);
    expect(await list('to=2026-03-11')).toEqual([march9, march9Late, march10]);
    expect(await list('from=2026-03-11&to=2026-03-11')).toEqual([]);
    expect(await list('from=&to=')).toEqual([march9, march9Late, march10, march12]);

    const csv = await owner.send('GET', `/orders/export.csv?search=${encodeURIComponent(customer.email)}&from=2026-03-12&to=2026-03-12`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(march12);
    expect(csv.body).not.toContain(march10);
  });

  it('400 with a message for a date that is not one, or a range that ends before it starts', async () => {
    for (const [query, message] of [
      ['from=2026-13-01', 'from must be a real date'],
      ['to=2026-02-30', 'to must be a real date'],
      ['from=yesterday', 'from must be a date as YYYY-MM-DD'],
      ['from=2026-03-10&to=2026-03-09', 'from must be on or before to'],
    ]) {
      const res = await owner.send('GET', `/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const csv = await owner.send('GET', '/orders/export.csv?from=2026-03-10&to=2026-03-09');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe('from must be on or before to');
  });
});

describe('/api/v1/admin/order-views', () => {
  it("saves, lists and deletes a staff user's own views; another's are neither listed nor deletable", async () => {
    const filters = { from: '2026-03-01', to: '2026-03-31', payment_type: 'COD', status: '' };
    const created = await sales.send('POST', '/order-views', { name: 'COD in March', filters });
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json().result;
    expect(view).toEqual({
      _id: expect.any(String),
      name: 'COD in March',
      filters: { from: '2026-03-01', to: '2026-03-31', payment_type: 'COD' },
      created_at: expect.any(String),
    });
    expect(created.json().message).toBe('The view “COD in March” has been saved.');
    // The same name again replaces its filters.
    const again = await sales.send('POST', '/order-views', { name: 'COD in March', filters: { payment_type: 'COD' } });
    expect(again.json().result).toMatchObject({ _id: view._id, filters: { payment_type: 'COD' } });
    await sales.send('POST', '/order-views', { name: 'Awaiting transfers', filters: { payment_type: 'BANK_TRANSFER' } });

    const mine = (await sales.send('GET', '/order-views')).json().result;
    expect(mine.map((v: { name: string }) => v.name)).toEqual(['Awaiting transfers', 'COD in March']);
    expect((await owner.send('GET', '/order-views')).json().result).toEqual([]);
    const notMine = await owner.send('DELETE', `/order-views/${view._id}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('View not found');

    const deleted = await sales.send('DELETE', `/order-views/${view._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await sales.send('GET', '/order-views')).json().result.map((v: { name: string }) => v.name)).toEqual(['Awaiting transfers']);
  });

  it('400 with a message for a missing name or filters the list would refuse, nothing saved', async () => {
    for (const [body, message] of [
      [{ name: ' ', filters: {} }, 'name is required'],
      [{ name: 'Bad', filters: { payment_type: 'GOLD' } }, 'payment_type must be one of'],
      [{ name: 'Bad', filters: { from: '2026-04-02', to: '2026-04-01' } }, 'filters: from must be on or before to'],
    ] as const) {
      const res = await warehouse.send('POST', '/order-views', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await warehouse.send('GET', '/order-views')).json().result).toEqual([]);
    expect((await warehouse.send('DELETE', '/order-views/not-an-id')).statusCode).toBe(400);
  });

  it('role matrix: whoever reads orders', async () => {
    const matrix = { owner: 200, sales: 200, warehouse: 200, editor: 403, customer: 401, visitor: 401 };
    await expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/order-views' }, matrix);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/order-views', payload: { name: 'Today', filters: {} } },
      { ...matrix, owner: 201, sales: 201, warehouse: 201 },
    );
  });
});

describe('GET /api/v1/admin/dashboard: new enquiries and quote requests', () => {
  it('counts the new ones for the roles that answer them, and names today for the orders list', async () => {
    const customer = await newCustomer(shop);
    const enquiry = (status: 'new' | 'answered') => ({
      name: 'Enquirer',
      email: 'enquirer@sheetmetal.example',
      businessName: 'Lakeshore Sheet Metal',
      location: 'Grand Rapids, MI',
      message: 'Do you stock 88° dies?',
      status,
    });
    await shop.handle.db.insert(contactEnquiries).values([enquiry('new'), enquiry('new'), enquiry('answered')]);
    const quote = { customerId: customer.id, machine: 'Amada HFE 100-3', toolType: 'Acute-angle die 30°', quantity: 4 };
    await shop.handle.db.insert(quoteRequests).values([
      { ...quote, status: 'Requested' },
      { ...quote, status: 'Declined', validUntil: '2026-12-31' },
    ]);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Detroit' });
    const forSales = (await sales.send('GET', '/dashboard')).json();
    expect(forSales).toMatchObject({ today, new_enquiries: 2, new_quote_requests: 1 });
    // The warehouse answers neither: no counts.
    expect((await warehouse.send('GET', '/dashboard')).json()).toMatchObject({ today, new_enquiries: null, new_quote_requests: null });
    // 'Orders today' is the orders list from today to today.
    await customerOrder(shop, { paymentType: 'COD' }, customer);
    const dashboard = (await owner.send('GET', '/dashboard')).json();
    const listed = (await owner.send('GET', `/orders?from=${today}&to=${today}&limit=100`)).json();
    expect(listed.paginationInfo.totalCount).toBe(dashboard.orders_today);
  });
});
