import { eq } from 'drizzle-orm';
import { PURCHASE_ORDER_MESSAGES } from '@northbend/shared';
import { describe, expect, it, vi } from 'vitest';
import { customers, orders } from '../../db/schema/index.js';
import { customerOrder, signedInStaff } from '../../test/back-office.js';
import { cartLineCount, fillCart } from '../../test/carts.js';
import { pickCatalog } from '../../test/catalog.js';
import { newCustomer, outbox } from '../../test/customers.js';
import { orderRow, sampleLines } from '../../test/orders.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { renderNet30InvoicePdf } from './documents/net30-invoice-pdf.js';
import { renderOrderDetailsPdf } from './documents/order-details-pdf.js';
import { pdfText } from './documents/pdf-test-utils.js';
import { sellerOf } from './documents/seller.js';

// Issue 14: the buyer's PO number and note on an order, and staff's 'PO required'.

const shop = useTestShop();
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));

/** A customer with a saved address and a filled cart; `poRequired` as staff set it. */
async function buyer(poRequired = false) {
  const me = await newCustomer(shop, { address: true, values: { poRequired } });
  await fillCart(shop.handle.db, me.id, picks);
  return me;
}

const create = (me: { id: string; send: Awaited<ReturnType<typeof newCustomer>>['send'] }, fields: Record<string, unknown>) =>
  me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' }, ...fields });

/** The order's email to `to`: the order emails go out after the commit, so wait for it (a loaded machine is slow). */
const mailTo = (to: string, orderNumber: string) =>
  vi.waitFor(
    async () => {
      const found = (await outbox(shop)).find((m) => m.to === to && m.subject.includes(orderNumber));
      if (!found) throw new Error(`no mail to ${to} about ${orderNumber} yet`);
      return found;
    },
    { timeout: 30_000, interval: 100 },
  );

const ordersOf = (customerId: string) => shop.handle.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('POST /order/create with po_number and order_note', () => {
  it('stores both trimmed, and GET /order/user/{id} returns them on the order', async () => {
    const me = await buyer();
    const res = await create(me, { po_number: '  PO-4500012345/7 ', order_note: ' Deliver to dock 4.\r\nAsk for Sam at receiving. ' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ordersOf(me.id);
    expect(row).toMatchObject({ poNumber: 'PO-4500012345/7', customerNote: 'Deliver to dock 4.\nAsk for Sam at receiving.' });

    const list = await me.send('GET', `/order/user/${me.id}`);
    expect(list.json().data.result[0]).toMatchObject({
      order_id: res.json().result.order_id,
      po_number: 'PO-4500012345/7',
      order_note: 'Deliver to dock 4.\nAsk for Sam at receiving.',
    });
  });

  it('keeps both optional when the flag is off: none given, or only blanks, is null', async () => {
    const none = await buyer();
    expect((await create(none, {})).statusCode).toBe(200);
    const blanks = await buyer();
    expect((await create(blanks, { po_number: '   ', order_note: '\n ' })).statusCode).toBe(200);
    const nulls = await buyer();
    expect((await create(nulls, { po_number: null, order_note: null })).statusCode).toBe(200);
    for (const who of [none, blanks, nulls]) {
      const [order] = (await who.send('GET', `/order/user/${who.id}`)).json().data.result;
      expect(order).toMatchObject({ po_number: null, order_note: null });
    }
  });

  it('accepts a PO number of exactly 35 characters and a note of exactly 500', async () => {
    const me = await buyer();
    const po = 'A'.repeat(35);
    const note = 'n'.repeat(500);
    expect((await create(me, { po_number: po, order_note: note })).statusCode).toBe(200);
    const [row] = await ordersOf(me.id);
    expect(row).toMatchObject({ poNumber: po, customerNote: note });
  });

  it.each([
    ['a PO number over 35 characters', { po_number: 'P'.repeat(36) }, PURCHASE_ORDER_MESSAGES.poTooLong],
    // C0 controls are refused for every field before the route (plugins/control-characters.ts).
    ['a PO number with a control character', { po_number: 'PO\u0007123' }, 'po_number may not contain control characters'],
    ['a PO number with a hidden right-to-left override', { po_number: 'PO-\u202E321' }, PURCHASE_ORDER_MESSAGES.poPrintable],
    ['a PO number on two lines', { po_number: 'PO\n123' }, PURCHASE_ORDER_MESSAGES.poPrintable],
    ['a PO number that is not text', { po_number: 4500012345 }, PURCHASE_ORDER_MESSAGES.poTooLong],
    ['a note over 500 characters', { order_note: 'x'.repeat(501) }, PURCHASE_ORDER_MESSAGES.noteTooLong],
    ['a note with a zero-width space', { order_note: 'Dock\u200B4' }, PURCHASE_ORDER_MESSAGES.notePrintable],
  ])('refuses %s with 400 and its message, keeping the cart and writing no order', async (_, fields, message) => {
    const me = await buyer();
    const res = await create(me, fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await cartLineCount(shop.handle.db, me.id)).toBe(2);
  });

  it("refuses an order without a PO number when staff set 'PO required', and takes one with it", async () => {
    const me = await buyer(true);
    for (const fields of [{}, { po_number: '' }, { po_number: '    ' }, { po_number: null }]) {
      const res = await create(me, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('PO number is required for your account. Please enter your purchase order number.');
    }
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await cartLineCount(shop.handle.db, me.id)).toBe(2);

    const res = await create(me, { po_number: 'SHOP-PO-881' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ordersOf(me.id))[0].poNumber).toBe('SHOP-PO-881');
  });

  it('GET /customer/{id} tells the checkout whether the PO number is required', async () => {
    const required = await buyer(true);
    const optional = await buyer(false);
    expect((await required.send('GET', `/customer/${required.id}`)).json().result.user_po_required).toBe(true);
    expect((await optional.send('GET', `/customer/${optional.id}`)).json().result.user_po_required).toBe(false);
  });
});

describe('the PO number and note on the documents and emails', () => {
  const ctx = { seller: sellerOf('Northbend Tooling'), logo: null };
  const withReferences = (overrides: Parameters<typeof orderRow>[1] = {}) =>
    orderRow(sampleLines(), { poNumber: 'PO-77341', customerNote: 'Deliver to dock 4.\nCall Sam on arrival.', ...overrides });

  it('prints them on the order details PDF', async () => {
    const text = pdfText(await renderOrderDetailsPdf(withReferences(), ctx));
    expect(text).toContain('PO number PO-77341');
    expect(text).toContain('Your note to us Deliver to dock 4. Call Sam on arrival.');
    const without = pdfText(await renderOrderDetailsPdf(orderRow(sampleLines()), ctx));
    expect(without).not.toContain('PO number');
    expect(without).not.toContain('Your note to us');
  });

  it('prints them on the Net 30 invoice PDF', async () => {
    const due = Date.UTC(2025, 11, 21, 17) / 1000;
    const order = withReferences({
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: { provider: 'stripe', due_date: due },
    });
    const text = pdfText(await renderNet30InvoicePdf(order, ctx));
    expect(text).toContain('Invoice number NB-100001 PO number PO-77341');
    expect(text).toContain('Your note to us Deliver to dock 4. Call Sam on arrival.');
  });

  it('serves the owner the details PDF with the PO number of their order', async () => {
    const me = await buyer();
    const placed = await create(me, { po_number: 'PO-PDF-2291' });
    const pdf = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/order/pdf/details/${placed.json().result.order_id}`,
      headers: { authorization: me.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('PO number PO-PDF-2291');
  });

  it("puts them in the customer's confirmation and in the notice to sales, escaped", async () => {
    const me = await buyer();
    const res = await create(me, { po_number: 'PO<88>&1', order_note: 'Leave at <gate> B' });
    const orderNumber = res.json().result.order_id;
    const confirmation = await mailTo(me.email, orderNumber);
    expect(confirmation.text).toContain('Your PO number: PO<88>&1');
    expect(confirmation.text).toContain('Your note to us:\n  Leave at <gate> B');
    expect(confirmation.html).toContain('PO&lt;88&gt;&amp;1');
    expect(confirmation.html).toContain('Leave at &lt;gate&gt; B');
    expect(confirmation.html).not.toContain('<gate>');
    const notice = await mailTo(shop.config.salesEmail, orderNumber);
    expect(notice.text).toContain('PO number: PO<88>&1');
    expect(notice.text).toContain("The customer's note:\n  Leave at <gate> B");
  });
});

describe('the back office and PO numbers', () => {
  it('finds orders by PO number in the order search, in any case and by a part of it', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const { order } = await customerOrder(shop, { poNumber: `JOBSHOP-${tag}-17` });
    await customerOrder(shop, { poNumber: `OTHER-${tag}` });
    for (const search of [`JOBSHOP-${tag}-17`, `jobshop-${tag.toLowerCase()}`, `${tag}-17`]) {
      const res = await sales.send('GET', `/orders?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.map((r: { order_id: string }) => r.order_id)).toEqual([order.orderNumber]);
      expect(res.json().result[0].po_number).toBe(`JOBSHOP-${tag}-17`);
    }
  });

  it('shows the PO number and the buyer’s note on the order page', async () => {
    const { order } = await customerOrder(shop, { poNumber: 'PO-DETAIL-1', customerNote: 'Please ship complete.' });
    const res = await sales.send('GET', `/orders/${order.orderNumber}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ po_number: 'PO-DETAIL-1', order_note: 'Please ship complete.' });
  });

  it("sets and clears 'PO required' on a customer, audited once per change", async () => {
    const c = await newCustomer(shop);
    const on = await sales.send('POST', `/customers/${c.id}/require-po`);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Every order of this customer now needs their PO number.', result: { po_required: true } });
    // A repeat changes nothing and writes no audit entry.
    expect((await sales.send('POST', `/customers/${c.id}/require-po`)).json().result.po_required).toBe(true);
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row.poRequired).toBe(true);

    const off = await sales.send('POST', `/customers/${c.id}/po-optional`);
    expect(off.json()).toMatchObject({ message: "This customer's PO number is optional again.", result: { po_required: false } });
    expect((await sales.send('GET', `/customers/${c.id}`)).json().result.po_required).toBe(false);

    const owner = await signedInStaff(shop, 'owner');
    const audit = (await owner.send('GET', `/audit?entity_type=customer&entity_id=${c.id}`)).json().result;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['customer.po_optional', 'customer.require_po']);
    expect(audit[1]).toMatchObject({ staff_email: sales.email, before: { po_required: false }, after: { po_required: true } });
  });

  it('role matrix: owner and sales', async () => {
    const c = await newCustomer(shop);
    const matrix = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/customers/${c.id}/require-po` }, matrix);
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/customers/${c.id}/po-optional` }, matrix);
  });
});
