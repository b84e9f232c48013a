import type { Order } from '@northbend/shared';
import { describe, expect, it, vi } from 'vitest';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { newCustomer, outbox, type TestCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';

// Issue 16 item 3: a bank transfer buyer who left the payment page keeps the way to pay (demo provider).
const shop = useTestShop({ seed: false });
const buyer = beforeAllValue(() => newCustomer(shop));
const stranger = beforeAllValue(() => newCustomer(shop));

const api = (method: 'GET' | 'POST', url: string, who: TestCustomer) =>
  shop.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: who.token }, ...(method === 'POST' && { payload: {} }) });
const tokenOf = (html: string) => /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
const press = (url: string, token: string, action: string) =>
  shop.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, action }).toString(),
  });

async function orderAsListed(who: TestCustomer, orderNumber: string): Promise<Order | undefined> {
  const res = await api('GET', `/order/user/${who.id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.result as Order[]).find((o) => o.order_id === orderNumber);
}

/** A bank transfer started and then cancelled on the demo page, as a buyer who walked away. */
async function cancelledTransfer() {
  const order = await insertOrder(shop.handle.db, buyer.id, { paymentType: 'BANK_TRANSFER' });
  const started = await api('POST', `/payment/stripe/bank-transfer/create/${order.orderNumber}`, buyer);
  expect(started.statusCode, started.body).toBe(200);
  const url = started.json().url as string;
  const page = await shop.app.inject({ method: 'GET', url });
  const cancel = await press(url, tokenOf(page.body), 'cancel');
  expect(cancel.statusCode).toBe(303);
  return { order, url };
}

describe('bank transfer instructions on the order', () => {
  it('shows the owner the amount, reference, account and the way back to the payment page after Cancel', async () => {
    const { order, url } = await cancelledTransfer();
    const listed = await orderAsListed(buyer, order.orderNumber);
    expect(listed?.customer_payment.status).toBe('Awaiting Payment');
    expect(listed?.customer_payment.bank_transfer).toEqual({
      pay_url: url,
      instructions: {
        amount: order.totalCents / 100,
        currency: 'usd',
        reference: order.orderNumber,
        bank_name: 'Demo National Bank',
        account_holder: shop.config.brandName,
        routing_number: '110000000',
        account_number: '000123456789',
        swift_code: null,
      },
    });
    // The page still works: the buyer pays later and the instructions are gone with the debt.
    const again = await shop.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect((await press(url, tokenOf(again.body), 'received')).statusCode).toBe(303);
    const paid = await orderAsListed(buyer, order.orderNumber);
    expect(paid?.customer_payment.status).toBe('Paid');
    expect(paid?.customer_payment.bank_transfer).toBeNull();
  });

  it('gives nothing to another customer, and nothing on orders paid another way', async () => {
    const { order } = await cancelledTransfer();
    expect((await api('GET', `/order/user/${buyer.id}`, stranger)).statusCode).toBe(403);
    expect(await orderAsListed(stranger, order.orderNumber)).toBeUndefined();
    const pdf = await api('GET', `/order/pdf/details/${order.orderNumber}`, stranger);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.body).not.toContain('000123456789');
    const cod = await insertOrder(shop.handle.db, buyer.id, { paymentType: 'COD' });
    expect((await orderAsListed(buyer, cod.orderNumber))?.customer_payment.bank_transfer).toBeNull();
  });

  it('emails the instructions once per checkout', async () => {
    const { order } = await cancelledTransfer();
    // A second start of the same transfer answers the same page: no second email.
    expect((await api('POST', `/payment/stripe/bank-transfer/create/${order.orderNumber}`, buyer)).statusCode).toBe(200);
    const subject = `[Demo] Bank transfer details for order ${order.orderNumber}`;
    let mails: { to: string; subject: string; text: string }[] = [];
    await vi.waitFor(async () => {
      mails = (await outbox(shop)).filter((m) => m.subject === subject);
      expect(mails).toHaveLength(1);
    });
    expect(mails[0].to).toBe(buyer.email);
    expect(mails[0].text).toContain(`Reference: ${order.orderNumber}`);
    expect(mails[0].text).toContain('Bank: Demo National Bank');
    expect(mails[0].text).toContain('Routing number: 110000000');
    expect(mails[0].text).toContain('Account number: 000123456789');
    expect(mails[0].text).toContain(`/user/order?focus=${order.orderNumber}`);
  });
});
