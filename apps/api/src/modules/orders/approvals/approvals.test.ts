import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, orders, products } from '../../../db/schema/index.js';
import { mailTo } from '../../../test/back-office.js';
import { cartLineCount, fillCart } from '../../../test/carts.js';
import { pickCatalog } from '../../../test/catalog.js';
import { newCustomer, saveAddress, type TestCustomer } from '../../../test/customers.js';
import { beforeAllValue, useTestShop } from '../../../test/test-app.js';
import { companyWithBuyer } from '../../company/test-utils.js';

const shop = useTestShop();
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));
const db = () => shop.handle.db;

/** The default SHIPPING_RATES table: from $0 $19.50, from $250 $29.50, from $1,000 $49, from $5,000 free. */
const shippingFor = (subTotalCents: number) =>
  subTotalCents >= 500_000 ? 0 : subTotalCents >= 100_000 ? 4900 : subTotalCents >= 25_000 ? 2950 : 1950;

const order = (who: TestCustomer, key?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    headers: { authorization: who.token, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { customer_id: who.id, customer_payment: { type: 'COD' }, po_number: 'PO-4471' },
  });

/** A company whose buyer has a limit just under (over: true) or over the cart they fill. */
async function buyerWithCart(over: boolean) {
  const { admin, buyer } = await companyWithBuyer(shop, null);
  await saveAddress(db(), buyer.id, buyer.email);
  const sub = await fillCart(db(), buyer.id, picks);
  const total = sub + shippingFor(sub);
  await admin.send('PUT', `/company/members/${buyer.id}`, { company_role: 'buyer', order_limit: (over ? total - 1 : total) / 100 });
  return { admin, buyer, total };
}

async function sendForApproval() {
  const c = await buyerWithCart(true);
  const res = await order(c.buyer);
  expect(res.statusCode, res.body).toBe(202);
  return { ...c, approvalId: res.json().result.approval_id as string };
}

const ordersOf = async (customerId: string) => db().select().from(orders).where(eq(orders.customerId, customerId));

describe('a buyer’s order and their limit', () => {
  it('places an order within the limit as usual', async () => {
    const { buyer } = await buyerWithCart(false);
    const res = await order(buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('sends an order over the limit for approval: 202, no order, the cart kept in the request, every admin emailed', async () => {
    const { admin, buyer, total } = await buyerWithCart(true);
    const res = await order(buyer, 'press-1');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      message: 'Your order is over your limit, so it has been sent to your company’s admins for approval.',
      result: { approval_id: expect.any(String), status: 'Awaiting approval' },
    });
    expect(await ordersOf(buyer.id)).toHaveLength(0);
    expect(await cartLineCount(db(), buyer.id)).toBe(0);
    // A second press of the same key answers the same request.
    const again = await order(buyer, 'press-1');
    expect(again.statusCode).toBe(202);
    expect(again.json().result.approval_id).toBe(res.json().result.approval_id);
    const mail = await mailTo(shop, admin.email, 'asks you to approve an order');
    expect(mail.text).toContain(`/user/approvals/${res.json().result.approval_id}`);
    const list = (await buyer.send('GET', '/company/approvals')).json().result;
    expect(list).toEqual([
      expect.objectContaining({
        _id: res.json().result.approval_id,
        status: 'Awaiting approval',
        placed_by: { _id: buyer.id, user_name: 'Sam Foreman', user_email: buyer.email },
        total: total / 100,
        order_limit: (total - 1) / 100,
        po_number: 'PO-4471',
        payment_type: 'COD',
      }),
    ]);
    expect(list[0].lines).toHaveLength(2);
  });
});

describe('approving', () => {
  it('places one order as the buyer’s, tells the buyer, and the request shows the order', async () => {
    const { admin, buyer, approvalId, total } = await sendForApproval();
    const detail = (await admin.send('GET', `/company/approvals/${approvalId}`)).json().result;
    expect(detail.current).toEqual({
      sub_total: expect.any(Number),
      shipping_charge: expect.any(Number),
      // The shop charges no sales tax here (TAX_RATES unset): none, as before issue 30.
      tax: 0,
      total: total / 100,
      problem: null,
    });
    const res = await admin.send('POST', `/company/approvals/${approvalId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const orderNumber = res.json().result.order_id;
    expect(res.json().message).toBe(`The order has been approved and placed as ${orderNumber}.`);
    const placed = await ordersOf(buyer.id);
    expect(placed).toEqual([expect.objectContaining({ orderNumber, totalCents: total, poNumber: 'PO-4471', paymentType: 'COD' })]);
    await mailTo(shop, buyer.email, `Your order ${orderNumber} was approved`);
    expect((await buyer.send('GET', `/company/approvals/${approvalId}`)).json().result).toMatchObject({
      status: 'Approved',
      order_id: orderNumber,
      decided_by: { _id: admin.id },
      current: null,
    });
    // The company's order list shows it with who placed it.
    const companyOrders = (await admin.send('GET', '/company/orders')).json();
    expect(companyOrders.result).toContainEqual(
      expect.objectContaining({ order_id: orderNumber, placed_by: { _id: buyer.id, user_name: 'Sam Foreman' } }),
    );
    expect(companyOrders.paginationInfo).toMatchObject({ currentPage: 1, totalCount: 1 });
  });

  it('two admins approving at once make one order; the second hears it is decided', async () => {
    const { admin, buyer, approvalId } = await sendForApproval();
    const second = await newCustomer(shop, { values: { companyId: admin.row.companyId } });
    const answers = await Promise.all([
      admin.send('POST', `/company/approvals/${approvalId}/approve`),
      second.send('POST', `/company/approvals/${approvalId}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('This request is no longer awaiting approval (approved).');
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('shows a price rise and places the order only when the admin approves the new total', async () => {
    const { admin, buyer, approvalId, total } = await sendForApproval();
    await db()
      .update(products)
      .set({ priceCents: sql`${products.priceCents} + 1000` })
      .where(eq(products.id, picks.plain.id));
    try {
      const detail = (await admin.send('GET', `/company/approvals/${approvalId}`)).json().result;
      const newTotal = detail.current.total;
      expect(newTotal).toBeGreaterThan(total / 100);
      const refused = await admin.send('POST', `/company/approvals/${approvalId}/approve`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PRICE_ROSE', current_total: newTotal });
      expect(refused.json().message).toContain('Approve again to place it at the new total.');
      expect(await ordersOf(buyer.id)).toHaveLength(0);
      const ok = await admin.send('POST', `/company/approvals/${approvalId}/approve`, { accept_total: newTotal });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await ordersOf(buyer.id))[0]!.totalCents).toBe(Math.round(newTotal * 100));
    } finally {
      await db().update(products).set({ priceCents: picks.plain.priceCents }).where(eq(products.id, picks.plain.id));
    }
  });
});

describe('declining and expiry', () => {
  it('declines with a reason: no order, the buyer is emailed the reason and sees it', async () => {
    const { admin, buyer, approvalId } = await sendForApproval();
    expect((await admin.send('POST', `/company/approvals/${approvalId}/decline`, { reason: '' })).statusCode).toBe(400);
    const res = await admin.send('POST', `/company/approvals/${approvalId}/decline`, { reason: 'Use the stock dies first.' });
    expect(res.json()).toEqual({ message: 'The order has been declined. The buyer has been told why.' });
    const mail = await mailTo(shop, buyer.email, 'was declined');
    expect(mail.text).toContain('Use the stock dies first.');
    expect((await buyer.send('GET', `/company/approvals/${approvalId}`)).json().result).toMatchObject({
      status: 'Declined',
      decline_reason: 'Use the stock dies first.',
    });
    expect((await admin.send('POST', `/company/approvals/${approvalId}/approve`)).statusCode).toBe(409);
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });

  it('expires after 14 days: shown as expired and no longer approvable', async () => {
    const { admin, buyer, approvalId } = await sendForApproval();
    await db()
      .update(approvalRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(approvalRequests.id, approvalId));
    expect((await buyer.send('GET', '/company/approvals')).json().result[0].status).toBe('Expired');
    const res = await admin.send('POST', `/company/approvals/${approvalId}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This request has expired/);
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });
});

describe('who may see and decide', () => {
  it('a buyer cannot approve (403) nor see the company’s orders; another company sees nothing (404); a visitor is 401', async () => {
    const { buyer, approvalId } = await sendForApproval();
    const stranger = await newCustomer(shop);
    const approve = await buyer.send('POST', `/company/approvals/${approvalId}/approve`);
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe('Only an admin of your company can do this.');
    expect((await buyer.send('POST', `/company/approvals/${approvalId}/decline`, { reason: 'x' })).statusCode).toBe(403);
    expect((await buyer.send('GET', '/company/orders')).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', `/company/approvals/${approvalId}`],
      ['POST', `/company/approvals/${approvalId}/approve`],
      ['POST', `/company/approvals/${approvalId}/decline`, { reason: 'x' }],
    ] as const) {
      expect((await stranger.send(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      const visitor = await shop.app.inject({ method, url: `/api/v1${url}`, ...(body ? { payload: body } : {}) });
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
    }
    expect((await stranger.send('GET', '/company/approvals')).json().result).toEqual([]);
    expect(await ordersOf(buyer.id)).toHaveLength(0);
  });
});
