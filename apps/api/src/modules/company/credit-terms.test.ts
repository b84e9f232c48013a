import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { fillCart } from '../../test/carts.js';
import { pickCatalog } from '../../test/catalog.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

const shop = useTestShop();
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));
const db = () => shop.handle.db;

const order = async (who: TestCustomer, type: string) => {
  await fillCart(db(), who.id, picks);
  return who.send('POST', '/order/create', { customer_id: who.id, customer_payment: { type } });
};
const setTerms = (who: TestCustomer, values: Partial<typeof companies.$inferInsert>) =>
  db().update(companies).set(values).where(eq(companies.id, who.row.companyId));

describe('credit terms of a company (issue 27)', () => {
  it('shows the shop’s default terms and the open balance on GET /company', async () => {
    const me = await newCustomer(shop, { address: true });
    const before = (await me.send('GET', '/company')).json().result.terms;
    expect(before).toEqual({
      payment_methods: ['COD', 'CREDIT_CARD', 'NET_30', 'BANK_TRANSFER'],
      credit_limit: 25000,
      open_balance: 0,
      available_credit: 25000,
      overdue_hold_days: 15,
      overdue_hold: false,
    });
    const placed = await order(me, 'NET_30');
    expect(placed.statusCode, placed.body).toBe(200);
    const total = (await me.send('GET', `/order/user/${me.id}`)).json().data.result[0].order_charges.total;
    expect((await me.send('GET', '/company')).json().result.terms).toMatchObject({ open_balance: total, available_credit: 25000 - total });
  });

  it('refuses a Net 30 order over the available credit with the limit and balance named, and keeps the other methods', async () => {
    const me = await newCustomer(shop, { address: true });
    await setTerms(me, { creditLimitCents: 100 });
    const refused = await order(me, 'NET_30');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('credit limit of $1.00');
    expect(refused.json().message).toContain('$0.00 is open on unpaid invoices');
    expect((await me.send('GET', `/order/user/${me.id}`)).json().data.result).toHaveLength(0);
    // The cart is as it was: the card is still offered and takes the same cart.
    expect((await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'CREDIT_CARD' } })).statusCode).toBe(
      200,
    );
  });

  it('holds Net 30 while an invoice is overdue by more than the hold days', async () => {
    const me = await newCustomer(shop, { address: true });
    const dueDays = (days: number) => Math.floor(Date.now() / 1000) - days * 86_400;
    await insertOrder(db(), me.id, { paymentType: 'NET_30', paymentStatus: 'Overdue', paymentResponse: { due_date: dueDays(10) } });
    expect((await order(me, 'NET_30')).statusCode).toBe(200);
    await insertOrder(db(), me.id, { paymentType: 'NET_30', paymentStatus: 'Overdue', paymentResponse: { due_date: dueDays(16) } });
    const held = await order(me, 'NET_30');
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      'Net 30 is on hold for your company while an invoice is overdue by more than 15 days. Please pay it or choose another payment method.',
    );
    expect((await me.send('GET', '/company')).json().result.terms.overdue_hold).toBe(true);
  });

  it('offers and accepts only the company’s payment methods', async () => {
    const me = await newCustomer(shop, { address: true });
    await setTerms(me, { paymentMethods: ['COD', 'BANK_TRANSFER'] });
    const methods = await me.send('GET', '/payment/methods');
    expect(methods.json().result.map((m: { type: string }) => m.type)).toEqual(['COD', 'BANK_TRANSFER']);
    expect(methods.headers['cache-control']).toBe('private, no-cache');
    const visitor = await shop.app.inject({ method: 'GET', url: '/api/v1/payment/methods' });
    expect(visitor.json().result.map((m: { type: string }) => m.type)).toEqual(['COD', 'CREDIT_CARD', 'NET_30', 'BANK_TRANSFER']);
    const card = await order(me, 'CREDIT_CARD');
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe('This payment method is not among your company’s terms. Please choose another one.');
  });

  it('checks the credit again when an order is switched to Net 30 on its payment page', async () => {
    const me = await newCustomer(shop, { address: true });
    const placed = await order(me, 'CREDIT_CARD');
    const orderId = placed.json().result.order_id;
    await setTerms(me, { creditLimitCents: 100 });
    const res = await me.send('POST', `/payment/stripe/net-30/create/${orderId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('credit limit');
  });
});
