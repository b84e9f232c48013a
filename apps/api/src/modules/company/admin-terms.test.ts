import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const PAYMENTS = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };
const TERMS = { payment_methods: ['NET_30', 'COD'], credit_limit: 1000, overdue_hold_days: 5 };
const DAY = 86_400;
const dueDaysAgo = (days: number) => Math.floor(Date.now() / 1000) - days * DAY;

describe('PUT /api/v1/admin/companies/{id}/terms', () => {
  it('sets the methods, limit and hold, which the company sees at once; audited', async () => {
    const buyer = await newCustomer(shop);
    const res = await sales.send('PUT', `/companies/${buyer.row.companyId}/terms`, TERMS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      payment_methods: ['COD', 'NET_30'],
      credit_limit: 1000,
      open_balance: 0,
      available_credit: 1000,
      overdue_hold_days: 5,
      overdue_hold: false,
    });
    expect((await buyer.send('GET', '/company')).json().result.terms.credit_limit).toBe(1000);
    const [entry] = await shop.handle.db.select().from(auditLog).where(eq(auditLog.action, 'company.terms'));
    expect(entry).toMatchObject({ entityId: buyer.row.companyId, staffEmail: sales.email });
  });

  it('refuses bad terms with a message and changes nothing', async () => {
    const buyer = await newCustomer(shop);
    for (const body of [
      { ...TERMS, credit_limit: -1 },
      { ...TERMS, payment_methods: [] },
      { ...TERMS, payment_methods: ['CHEQUE'] },
      { ...TERMS, overdue_hold_days: 1.5 },
    ]) {
      const res = await sales.send('PUT', `/companies/${buyer.row.companyId}/terms`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await buyer.send('GET', '/company')).json().result.terms.credit_limit).toBe(25000);
    expect((await sales.send('PUT', '/companies/00000000-0000-4000-8000-00000000abcd/terms', TERMS)).statusCode).toBe(404);
  });

  it('is for staff who take payments', async () => {
    const buyer = await newCustomer(shop);
    await expectRoleMatrix(shop, { method: 'PUT', url: `/api/v1/admin/companies/${buyer.row.companyId}/terms`, payload: TERMS }, PAYMENTS);
    await expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/receivables' }, PAYMENTS);
  });
});

describe('GET /api/v1/admin/receivables', () => {
  it('puts each open Net 30 order of a company in its aging bucket by days past due', async () => {
    const buyer = await newCustomer(shop);
    const net30 = (cents: number, days: number | null, status: 'Pending' | 'unpaid' | 'Overdue' | 'Paid' = 'unpaid') =>
      insertOrder(shop.handle.db, buyer.id, {
        paymentType: 'NET_30',
        paymentStatus: status,
        totalCents: cents,
        paymentResponse: days === null ? {} : { due_date: dueDaysAgo(days) },
      });
    await net30(10_000, null, 'Pending'); // placed, invoice not yet created: current
    await net30(20_000, -10); // due in 10 days: current
    await net30(30_000, 15, 'Overdue');
    await net30(40_000, 45, 'Overdue');
    await net30(50_000, 75, 'Overdue');
    await net30(60_000, 120, 'Overdue');
    await net30(99_999, 200, 'Paid'); // paid: not owed
    await insertOrder(shop.handle.db, buyer.id, { paymentType: 'COD', paymentStatus: 'Pending', totalCents: 7_000 });
    const res = await sales.send('GET', '/receivables');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().result.find((r: { company_id: string }) => r.company_id === buyer.row.companyId);
    expect(mine).toEqual({
      company_id: buyer.row.companyId,
      company_name: 'Precision Fab LLC',
      open_balance: 2100,
      buckets: { current: 300, d1_30: 300, d31_60: 400, d61_90: 500, over_90: 600 },
    });
  });
});
