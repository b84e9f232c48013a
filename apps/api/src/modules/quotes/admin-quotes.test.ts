import { describe, expect, it } from 'vitest';
import { mailTo, signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { addDays, insertQuote, pdfFile, postQuote, VALID_FIELDS } from './test-utils.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));
const SALES_ONLY = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };
const LINES = [
  { description: 'Gooseneck punch 30°, R0.8, 835 mm', quantity: 2, unit_price: 612.4 },
  { description: 'Setup and inspection report', quantity: 1, unit_price: 45 },
];
const offer = (over: object = {}) => ({ lines: LINES, valid_until: addDays(30), message: 'Lead time 3 weeks.', ...over });
const auditOf = async (quoteId: string) => (await owner.send('GET', `/audit?entity_type=quote&entity_id=${quoteId}`)).json().result;

describe('GET /api/v1/admin/quotes', () => {
  it('lists every customer’s quotes by status and search, with the customer', async () => {
    const buyer = await newCustomer(shop, { values: { name: 'Zelda Forge', businessName: 'Zephyr Fab' } });
    const requested = await insertQuote(shop, buyer.id);
    const expired = await insertQuote(shop, buyer.id, {
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 100 }],
      validUntil: addDays(-1),
    });
    const res = await sales.send('GET', '/quotes?q=zephyr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(res.json().result.map((q: { quote_number: string }) => q.quote_number)).toEqual([expired.quoteNumber, requested.quoteNumber]);
    expect(res.json().result[1]).toMatchObject({
      status: 'Requested',
      unread: true,
      customer: { _id: buyer.id, name: 'Zelda Forge', email: buyer.email, company: 'Zephyr Fab' },
    });
    const byStatus = async (status: string) =>
      (await sales.send('GET', `/quotes?q=zephyr&status=${status}`)).json().result.map((q: { quote_number: string }) => q.quote_number);
    expect(await byStatus('Expired')).toEqual([expired.quoteNumber]);
    expect(await byStatus('Quoted')).toEqual([]);
    expect(await byStatus('Requested')).toEqual([requested.quoteNumber]);
    expect((await sales.send('GET', `/quotes?q=${requested.quoteNumber}`)).json().result).toHaveLength(1);
    expect((await sales.send('GET', '/quotes?status=Lost')).statusCode).toBe(400);
  });

  it('role matrix: owner and sales', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/quotes' }, SALES_ONLY));
});

describe('GET /api/v1/admin/quotes/{quoteNumber} and its drawing', () => {
  it('reads any customer’s quote and downloads its drawing', async () => {
    const buyer = await newCustomer(shop);
    const created = (await postQuote(shop, buyer.token, [...VALID_FIELDS, ['drawing', pdfFile('die.pdf')]])).json().result;
    const res = await sales.send('GET', `/quotes/${created.quote_number}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      quote_number: created.quote_number,
      customer: { _id: buyer.id, email: buyer.email },
      answered_by: null,
      drawing: { file_name: 'die.pdf', content_type: 'application/pdf' },
    });
    const file = await sales.send('GET', `/quotes/${created.quote_number}/drawing`);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="die.pdf"; filename*=UTF-8''die.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect((await sales.send('GET', '/quotes/Q-99999999')).statusCode).toBe(404);
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/quotes/${created.quote_number}` }, SALES_ONLY);
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/quotes/${created.quote_number}/drawing` }, SALES_ONLY);
  });
});

describe('PUT /api/v1/admin/quotes/{quoteNumber}/offer', () => {
  it('sends the priced offer: Quoted, emailed with lines, total and validity, audited', async () => {
    const buyer = await newCustomer(shop);
    const q = await insertQuote(shop, buyer.id);
    const res = await sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, offer());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Quote sent to the customer.',
      result: {
        status: 'Quoted',
        valid_until: addDays(30),
        total: 1269.8,
        answered_by: 'Sales Tester',
        lines: [
          { position: 1, description: LINES[0].description, quantity: 2, unit_price: 612.4, line_total: 1224.8 },
          { position: 2, description: LINES[1].description, quantity: 1, unit_price: 45, line_total: 45 },
        ],
        messages: [{ author: 'staff', author_name: 'Sales Tester', body: 'Lead time 3 weeks.' }],
      },
    });
    const mail = await mailTo(shop, buyer.email, `Your quote ${q.quoteNumber}`);
    expect(mail.text).toContain('Total: $1,269.80');
    expect(mail.text).toContain(`/user/quotes?quote=${q.quoteNumber}`);
    expect(mail.replyTo).toBe(shop.config.salesEmail);
    expect(await auditOf(q.id)).toEqual([
      expect.objectContaining({
        action: 'quote.offer',
        staff_email: sales.email,
        after: expect.objectContaining({ status: 'Quoted', total_cents: 126980 }),
      }),
    ]);
    expect((await buyer.send('GET', '/quotes')).json().result[0]).toMatchObject({ status: 'Quoted', unread: true });
    await buyer.send('GET', `/quotes/${q.quoteNumber}`);
    expect((await buyer.send('GET', '/quotes')).json().result[0].unread).toBe(false);
  });

  it('a revised offer replaces the lines and takes the old ones out of the customer’s cart', async () => {
    const buyer = await newCustomer(shop);
    const q = await insertQuote(shop, buyer.id);
    await sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, offer());
    await buyer.send('POST', `/quotes/${q.quoteNumber}/accept`);
    const revised = await sales.send(
      'PUT',
      `/quotes/${q.quoteNumber}/offer`,
      offer({ lines: [{ description: 'Punch, revised', quantity: 2, unit_price: 580 }] }),
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().result).toMatchObject({ total: 1160, in_cart: false });
    expect((await buyer.send('GET', `/cart/customer-cart-list/${buyer.id}`)).json().data.result).toEqual([]);
    await mailTo(shop, buyer.email, `Your revised quote ${q.quoteNumber}`);
  });

  it('refuses bad offers (400) and an ordered or declined quote (409)', async () => {
    const buyer = await newCustomer(shop, { address: true });
    const q = await insertQuote(shop, buyer.id);
    const bad: [object, string][] = [
      [offer({ lines: [] }), 'Add at least one line'],
      [offer({ lines: [{ ...LINES[0], unit_price: 0 }] }), 'Unit price must be more than 0'],
      [offer({ lines: [{ ...LINES[0], unit_price: 1.005 }] }), 'Unit price has at most 2 decimals'],
      [offer({ lines: [{ ...LINES[0], quantity: 0 }] }), 'Quantity must be between 1 and 9999'],
      [offer({ lines: [{ ...LINES[0], description: '' }] }), 'Description is required'],
      [offer({ lines: Array.from({ length: 51 }, () => LINES[1]) }), 'A quote has at most 50 lines'],
      [offer({ valid_until: addDays(-1) }), 'Valid until cannot be in the past'],
      [offer({ valid_until: '31/12/2026' }), 'Valid until must be a date (YYYY-MM-DD)'],
    ];
    for (const [body, message] of bad) {
      const res = await sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, offer());
    await buyer.send('POST', `/quotes/${q.quoteNumber}/accept`);
    expect((await buyer.send('POST', '/order/create', { customer_id: buyer.id, customer_payment: { type: 'COD' } })).statusCode).toBe(200);
    const ordered = await sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, offer());
    expect(ordered.statusCode).toBe(409);
    expect(ordered.json().message).toBe('This quote has already been ordered.');
    const declined = await insertQuote(shop, buyer.id, { status: 'Declined' });
    expect((await sales.send('PUT', `/quotes/${declined.quoteNumber}/offer`, offer())).statusCode).toBe(409);
    expect((await sales.send('PUT', '/quotes/Q-99999999/offer', offer())).statusCode).toBe(404);
  });

  it('a revised offer at the moment of an order: either the order buys the old lines and the revision is a 409, or the revision wins', async () => {
    for (let round = 0; round < 3; round++) {
      const buyer = await newCustomer(shop, { address: true });
      const q = await insertQuote(shop, buyer.id);
      await sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, offer());
      await Promise.all([buyer.send('POST', `/quotes/${q.quoteNumber}/accept`), buyer.send('POST', `/quotes/${q.quoteNumber}/accept`)]);
      expect((await buyer.send('GET', `/cart/customer-cart-list/${buyer.id}`)).json().data.result).toHaveLength(2);
      const [order, revision] = await Promise.all([
        buyer.send('POST', '/order/create', { customer_id: buyer.id, customer_payment: { type: 'COD' } }),
        sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, offer({ lines: [{ description: 'Revised', quantity: 1, unit_price: 1 }] })),
      ]);
      const view = (await sales.send('GET', `/quotes/${q.quoteNumber}`)).json().result;
      if (order.statusCode === 200) {
        expect(revision.statusCode).toBe(409);
        expect(view).toMatchObject({ status: 'Ordered', total: 1269.8, order_number: order.json().result.order_id });
      } else {
        expect([order.statusCode, revision.statusCode]).toEqual([400, 200]);
        expect(order.json().message).toBe('Please add items to your cart before proceeding.');
        expect(view).toMatchObject({ status: 'Quoted', total: 1, in_cart: false });
      }
    }
  });

  it('role matrix: owner and sales', async () => {
    const buyer = await newCustomer(shop);
    const q = await insertQuote(shop, buyer.id);
    await expectRoleMatrix(shop, { method: 'PUT', url: `/api/v1/admin/quotes/${q.quoteNumber}/offer`, payload: offer() }, SALES_ONLY);
  });
});

describe('POST /api/v1/admin/quotes/{quoteNumber}/messages and /decline', () => {
  it('writes to the customer by email, audited', async () => {
    const buyer = await newCustomer(shop);
    const q = await insertQuote(shop, buyer.id);
    const res = await sales.send('POST', `/quotes/${q.quoteNumber}/messages`, { body: 'Which material thickness?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Message sent.',
      result: { messages: [{ author: 'staff', body: 'Which material thickness?' }] },
    });
    const mail = await mailTo(shop, buyer.email, `New message about your quote ${q.quoteNumber}`);
    expect(mail.text).toContain('Which material thickness?');
    expect(await auditOf(q.id)).toEqual([expect.objectContaining({ action: 'quote.message' })]);
    expect((await sales.send('POST', `/quotes/${q.quoteNumber}/messages`, { body: '' })).statusCode).toBe(400);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/quotes/${q.quoteNumber}/messages`, payload: { body: 'Matrix' } },
      SALES_ONLY,
    );
  });

  it('declines with the reason: the customer is told, its lines leave the cart, a second decline is a 409', async () => {
    const buyer = await newCustomer(shop);
    const q = await insertQuote(shop, buyer.id);
    await sales.send('PUT', `/quotes/${q.quoteNumber}/offer`, offer());
    await buyer.send('POST', `/quotes/${q.quoteNumber}/accept`);
    expect((await sales.send('POST', `/quotes/${q.quoteNumber}/decline`, { message: ' ' })).json().message).toBe('Tell the customer why.');
    const res = await sales.send('POST', `/quotes/${q.quoteNumber}/decline`, { message: 'We cannot grind that radius.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Quote declined.', result: { status: 'Declined', in_cart: false } });
    expect((await buyer.send('GET', `/cart/customer-cart-list/${buyer.id}`)).json().data.result).toEqual([]);
    const mail = await mailTo(shop, buyer.email, `Your quote request ${q.quoteNumber} was declined`);
    expect(mail.text).toContain('We cannot grind that radius.');
    expect((await auditOf(q.id)).map((e: { action: string }) => e.action)).toEqual(['quote.decline', 'quote.offer']);
    expect((await sales.send('POST', `/quotes/${q.quoteNumber}/decline`, { message: 'Again' })).statusCode).toBe(409);
    expect((await buyer.send('POST', `/quotes/${q.quoteNumber}/accept`)).statusCode).toBe(409);
  });

  it('role matrix of decline: owner and sales', async () => {
    const buyer = await newCustomer(shop);
    const q = await insertQuote(shop, buyer.id);
    // Without a reason: the allowed roles get past the guard to the 400, and the quote stays as it is.
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/quotes/${q.quoteNumber}/decline`, payload: {} },
      { owner: 400, sales: 400, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
  });
});

describe('GET /api/docs/json', () => {
  it('documents the quote routes', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/quotes',
        '/api/v1/quotes/{quoteNumber}',
        '/api/v1/quotes/{quoteNumber}/drawing',
        '/api/v1/quotes/{quoteNumber}/messages',
        '/api/v1/quotes/{quoteNumber}/accept',
        '/api/v1/admin/quotes',
        '/api/v1/admin/quotes/{quoteNumber}',
        '/api/v1/admin/quotes/{quoteNumber}/drawing',
        '/api/v1/admin/quotes/{quoteNumber}/offer',
        '/api/v1/admin/quotes/{quoteNumber}/messages',
        '/api/v1/admin/quotes/{quoteNumber}/decline',
      ]),
    );
  });
});
