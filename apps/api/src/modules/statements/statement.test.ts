import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
// eslint-disable-next-line architecture/boundaries -- the orders module's PDF reader for tests (no front-door export: it is no production code)
import { looksLikePdf, pdfText } from '../orders/documents/pdf-test-utils.js';
import { companyWithBuyer } from '../company/test-utils.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const DAY = 86_400;
const dueDaysAgo = (days: number) => Math.floor(Date.now() / 1000) - days * DAY;

/** A company whose admin and buyer owe on Net 30: one invoice current, one 45 days late, one not yet invoiced; a paid one and a card order. */
async function owingCompany() {
  const { admin, buyer } = await companyWithBuyer(shop);
  const db = shop.handle.db;
  const net30 = (customerId: string, n: string, cents: number, days: number | null, po: string | null, status = 'unpaid' as const) =>
    insertOrder(db, customerId, {
      orderNumber: n,
      poNumber: po,
      paymentType: 'NET_30',
      paymentStatus: status,
      totalCents: cents,
      paymentResponse: days === null ? {} : { due_date: dueDaysAgo(days) },
    });
  const tag = String(Date.now()).slice(-5);
  const numbers = { current: `NB-7${tag}1`, late: `NB-7${tag}2`, placed: `NB-7${tag}3`, paid: `NB-7${tag}4`, card: `NB-7${tag}5` };
  await net30(admin.id, numbers.current, 120_000, -10, 'PO-4471');
  await net30(buyer.id, numbers.late, 45_050, 45, null);
  await net30(buyer.id, numbers.placed, 9_900, null, 'PO-4480');
  await insertOrder(db, admin.id, {
    orderNumber: numbers.paid,
    paymentType: 'NET_30',
    paymentStatus: 'Paid',
    totalCents: 77_700,
    paymentResponse: { due_date: dueDaysAgo(5) },
  });
  await insertOrder(db, admin.id, { orderNumber: numbers.card, paymentType: 'CREDIT_CARD', paymentStatus: 'Pending', totalCents: 5_000 });
  return { admin, buyer, numbers };
}

describe('GET /api/v1/admin/companies/{id}/statement.pdf', () => {
  it('sends staff who take payments the statement: each open Net 30 invoice, the aging and the total', async () => {
    const { admin, numbers } = await owingCompany();
    const res = await sales.send('GET', `/companies/${admin.row.companyId}/statement.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-precision-fab-llc-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(looksLikePdf(res.rawPayload)).toBe(true);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('STATEMENT');
    expect(text).toContain('Precision Fab LLC');
    expect(text).toMatch(new RegExp(`${numbers.late} .*${numbers.current} .*${numbers.placed}`));
    expect(text).toContain(`${numbers.current} PO-4471`);
    expect(text).toContain('$1,200.00');
    expect(text).toMatch(new RegExp(`${numbers.late} .* 45 \\$450\\.50`));
    expect(text).toContain(`${numbers.placed} PO-4480 Not invoiced`);
    expect(text).toContain('CURRENT $1,299.00');
    expect(text).toContain('31–60 DAYS $450.50');
    expect(text).toContain('Total open $1,749.50');
    expect(text).not.toContain(numbers.paid);
    expect(text).not.toContain(numbers.card);
  });

  it('is for staff who take payments, as the receivables; an unknown company is a 404', async () => {
    const { admin } = await owingCompany();
    await expectRoleMatrix(
      shop,
      { method: 'GET', url: `/api/v1/admin/companies/${admin.row.companyId}/statement.pdf` },
      { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
    const missing = await sales.send('GET', '/companies/00000000-0000-4000-8000-00000000abcd/statement.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Company not found');
  });

  it('says so when nothing is open', async () => {
    const quiet = await newCustomer(shop);
    const text = pdfText((await sales.send('GET', `/companies/${quiet.row.companyId}/statement.pdf`)).rawPayload);
    expect(text).toContain('No open invoices.');
    expect(text).toContain('Total open $0.00');
  });
});

describe('GET /api/v1/company/invoices', () => {
  it("lists the company's open Net 30 invoices for its admins, oldest due first, with the same amounts", async () => {
    const { admin, buyer, numbers } = await owingCompany();
    const res = await admin.send('GET', '/company/invoices');
    expect(res.statusCode, res.body).toBe(200);
    const { open_balance, invoices } = res.json().result;
    expect(open_balance).toBe(1749.5);
    expect(
      invoices.map((i: { order_id: string; po_number: string | null; days_overdue: number; amount_open: number }) => [
        i.order_id,
        i.po_number,
        i.days_overdue,
        i.amount_open,
      ]),
    ).toEqual([
      [numbers.late, null, 45, 450.5],
      [numbers.current, 'PO-4471', 0, 1200],
      [numbers.placed, 'PO-4480', 0, 99],
    ]);
    expect(invoices[2]).toMatchObject({ invoice_date: null, due_date: null });
    expect(invoices[0].due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await admin.send('GET', '/company')).json().result.terms.open_balance).toBe(open_balance);
    const refused = await buyer.send('GET', '/company/invoices');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an admin of your company can do this.');
  });
});
