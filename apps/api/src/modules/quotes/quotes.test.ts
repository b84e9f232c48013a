import { eq, sql } from 'drizzle-orm';
import { shopToday } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { jobs, orders, quoteCartLines, quoteRequests } from '../../db/schema/index.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import { mailTo } from '../../test/back-office.js';
import { bearer, staffToken } from '../../test/staff.js';
import { useTestShop } from '../../test/test-app.js';
import { addDays, drawingFiles, insertQuote, pdfFile, postQuote, quoteByNumber, quoteJobs, VALID_FIELDS } from './test-utils.js';

const shop = useTestShop({ seed: false });

const quoteCount = async (customerId: string) =>
  (await shop.handle.db.select().from(quoteRequests).where(eq(quoteRequests.customerId, customerId))).length;
const cartOf = async (me: TestCustomer) => (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json().data;
const TWO_LINES = [
  { description: 'Acute-angle die 30°, V12, 835 mm', quantity: 4, unitPriceCents: 41850 },
  { description: 'Shim set, 835 mm', quantity: 1, unitPriceCents: 6400 },
];

describe('POST /api/v1/quotes', () => {
  it('stores the request with its drawing under a random name and queues both emails', async () => {
    const me = await newCustomer(shop);
    const res = await postQuote(shop, me.token, [
      ...VALID_FIELDS,
      ['needed_by', addDays(14)],
      ['notes', 'For 3 mm stainless, 40 mm flanges.'],
      ['drawing', pdfFile('../../etc/punch rev B.pdf')],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: 'Your quote request has been sent.',
      result: {
        quote_number: expect.stringMatching(/^Q-\d{5,}$/),
        status: 'Requested',
        machine: 'Trumpf TruBend 5130',
        tool_type: 'Gooseneck punch 30°',
        quantity: 2,
        needed_by: addDays(14),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        valid_until: null,
        total: null,
        in_cart: false,
        order_number: null,
        unread: false,
        notes: 'For 3 mm stainless, 40 mm flanges.',
        drawing: { file_name: 'punch rev B.pdf', content_type: 'application/pdf', size_bytes: pdfFile().data.length },
        lines: [],
        messages: [],
      },
    });
    const row = await quoteByNumber(shop, body.result.quote_number);
    expect(row.drawingFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await drawingFiles(shop)).toContain(row.drawingFile);
    const customerMail = await mailTo(shop, me.email, `We received your quote request ${body.result.quote_number}`);
    expect(customerMail.text).toContain(`/user/quotes?quote=${body.result.quote_number}`);
    const notice = await mailTo(shop, shop.config.salesEmail, `New quote request ${body.result.quote_number}`);
    expect(notice.replyTo).toBe(me.email);
    expect(notice.text).toContain('Drawing: punch rev B.pdf');
  });

  it('takes a request without a drawing, and PNG, JPEG and DXF drawings by their content', async () => {
    const me = await newCustomer(shop);
    expect((await postQuote(shop, me.token, VALID_FIELDS)).statusCode).toBe(201);
    const files = [
      { filename: 'a.png', contentType: 'image/png', data: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]) },
      { filename: 'b.jpg', contentType: 'image/jpeg', data: Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(64)]) },
      { filename: 'c.dxf', contentType: 'application/octet-stream', data: Buffer.from('  0\r\nSECTION\r\n  2\r\nHEADER\r\n') },
      { filename: 'd.dxf', contentType: 'application/octet-stream', data: Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00rest') },
    ];
    const types = [];
    for (const file of files) {
      const res = await postQuote(shop, me.token, [...VALID_FIELDS, ['drawing', file]]);
      expect(res.statusCode, res.body).toBe(201);
      types.push(res.json().result.drawing.content_type);
    }
    expect(types).toEqual(['image/png', 'image/jpeg', 'application/dxf', 'application/dxf']);
  });

  it('refuses bad input with a message and writes neither a record nor a file', async () => {
    const me = await newCustomer(shop);
    const before = (await drawingFiles(shop)).length;
    const without = (name: string) => VALID_FIELDS.filter(([n]) => n !== name);
    const cases: [[string, string | ReturnType<typeof pdfFile>][], number, string][] = [
      [without('machine'), 400, 'Machine is required'],
      [[...without('tool_type'), ['tool_type', '   ']], 400, 'Tool type is required'],
      [without('quantity'), 400, 'Quantity must be a whole number'],
      [[...without('quantity'), ['quantity', '0']], 400, 'Quantity must be between 1 and 9999'],
      [[...without('quantity'), ['quantity', '-1']], 400, 'Quantity must be between 1 and 9999'],
      [[...without('quantity'), ['quantity', '1.5']], 400, 'Quantity must be a whole number'],
      [[...without('quantity'), ['quantity', '10000']], 400, 'Quantity must be between 1 and 9999'],
      [[...without('quantity'), ['quantity', 'two']], 400, 'Quantity must be a whole number'],
      [[...without('machine'), ['machine', 'x'.repeat(121)]], 400, 'Machine is too long (120 characters at most)'],
      [[...VALID_FIELDS, ['needed_by', addDays(-1)]], 400, 'Needed by cannot be in the past'],
      [[...VALID_FIELDS, ['needed_by', '2026-02-30']], 400, 'Needed by must be a date (YYYY-MM-DD)'],
      [[...VALID_FIELDS, ['needed_by', 'next week']], 400, 'Needed by must be a date (YYYY-MM-DD)'],
      [[...VALID_FIELDS, ['notes', 'n'.repeat(2001)]], 400, 'Notes are too long (2000 characters at most)'],
      [
        [
          ...VALID_FIELDS,
          ['drawing', { filename: 'drawing.pdf', contentType: 'application/pdf', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00PE') }],
        ],
        400,
        'The drawing must be a PDF, PNG, JPEG or DXF file.',
      ],
      [
        [
          ...VALID_FIELDS,
          ['drawing', { filename: 'notes.dxf', contentType: 'application/dxf', data: Buffer.from('just text, 0 SECTION') }],
        ],
        400,
        'The drawing must be a PDF, PNG, JPEG or DXF file.',
      ],
      [[...VALID_FIELDS, ['photo', pdfFile()]], 400, 'Only a drawing can be uploaded.'],
      [
        [
          ...VALID_FIELDS,
          [
            'drawing',
            {
              filename: 'huge.png',
              contentType: 'image/png',
              data: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(10 * 1024 * 1024)]),
            },
          ],
        ],
        413,
        'The drawing is too large (10 MB at most).',
      ],
    ];
    for (const [parts, status, message] of cases) {
      const res = await postQuote(shop, me.token, parts);
      expect(res.statusCode, `${message}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const json = await me.send('POST', '/quotes', { machine: 'M', tool_type: 'T', quantity: 1 });
    expect(json.statusCode).toBe(415);
    expect(await quoteCount(me.id)).toBe(0);
    expect((await drawingFiles(shop)).length).toBe(before);
  });

  it('leaves no file behind when the record cannot be written', async () => {
    const me = await newCustomer(shop);
    // The database refuses the record after the file was written (as a failing disk or connection would).
    await shop.handle.db.execute(
      sql.raw(`create function refuse_quote() returns trigger language plpgsql as $$ begin raise exception 'refused'; end; $$`),
    );
    await shop.handle.db.execute(
      sql.raw('create trigger refuse_quote before insert on quote_requests for each row execute function refuse_quote()'),
    );
    const before = (await drawingFiles(shop)).length;
    try {
      const res = await postQuote(shop, me.token, [...VALID_FIELDS, ['drawing', pdfFile()]]);
      expect(res.statusCode).toBe(500);
    } finally {
      await shop.handle.db.execute(sql.raw('drop trigger refuse_quote on quote_requests'));
      await shop.handle.db.execute(sql.raw('drop function refuse_quote()'));
    }
    expect((await drawingFiles(shop)).length).toBe(before);
    expect(await quoteCount(me.id)).toBe(0);
  });

  it('refuses a control character in a field or the file name with 400 naming it; nothing is written (issue 28)', async () => {
    const me = await newCustomer(shop);
    const before = (await drawingFiles(shop)).length;
    const cases: [[string, string | ReturnType<typeof pdfFile>][], string][] = [
      [[...VALID_FIELDS, ['notes', 'For 3 mm\u0000 stainless'], ['drawing', pdfFile()]], 'notes may not contain control characters'],
      [[['machine', 'Trumpf\u0000'], ...VALID_FIELDS.slice(1), ['drawing', pdfFile()]], 'machine may not contain control characters'],
      [[...VALID_FIELDS, ['notes', 'bell\u0007']], 'notes may not contain control characters'],
      [[...VALID_FIELDS, ['drawing', pdfFile('punch\u0000.pdf')]], 'drawing: the file name may not contain control characters'],
    ];
    for (const [parts, message] of cases) {
      const res = await postQuote(shop, me.token, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await quoteCount(me.id)).toBe(0);
    expect((await drawingFiles(shop)).length).toBe(before);
  });

  it('401 for a visitor', async () => {
    const res = await postQuote(shop, undefined, [...VALID_FIELDS, ['drawing', pdfFile()]]);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/quotes and /quotes/{quoteNumber}', () => {
  it('lists only my own quotes, newest first, and reads one; another customer’s is a 404', async () => {
    const me = await newCustomer(shop);
    const other = await newCustomer(shop);
    const older = await insertQuote(shop, me.id, { lines: TWO_LINES });
    const newer = await insertQuote(shop, me.id);
    const theirs = await insertQuote(shop, other.id, { lines: TWO_LINES });

    const list = await me.send('GET', '/quotes');
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((q: { quote_number: string }) => q.quote_number)).toEqual([newer.quoteNumber, older.quoteNumber]);
    expect(list.json().result[1]).toMatchObject({ status: 'Quoted', total: 1738, valid_until: addDays(30), in_cart: false });

    const one = await me.send('GET', `/quotes/${older.quoteNumber}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().result.lines).toEqual([
      { _id: expect.any(String), position: 1, description: TWO_LINES[0].description, quantity: 4, unit_price: 418.5, line_total: 1674 },
      { _id: expect.any(String), position: 2, description: 'Shim set, 835 mm', quantity: 1, unit_price: 64, line_total: 64 },
    ]);
    const notMine = await me.send('GET', `/quotes/${theirs.quoteNumber}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('Quote not found');
    expect((await me.send('GET', '/quotes/Q-99999999')).statusCode).toBe(404);
    expect((await me.send('GET', '/quotes/10001')).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/quotes' })).statusCode).toBe(401);
  });

  it('shows an offer past its day as Expired', async () => {
    const me = await newCustomer(shop);
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES, validUntil: addDays(-1) });
    expect((await me.send('GET', `/quotes/${q.quoteNumber}`)).json().result.status).toBe('Expired');
    const today = await insertQuote(shop, me.id, { lines: TWO_LINES, validUntil: addDays(0) });
    expect((await me.send('GET', `/quotes/${today.quoteNumber}`)).json().result.status).toBe('Quoted');
  });
});

describe('GET /api/v1/quotes/{quoteNumber}/drawing', () => {
  it('downloads the drawing as an attachment for its owner only', async () => {
    const me = await newCustomer(shop);
    const other = await newCustomer(shop);
    const created = (await postQuote(shop, me.token, [...VALID_FIELDS, ['drawing', pdfFile('Zeichnung ü.pdf')]])).json().result;
    const res = await me.send('GET', `/quotes/${created.quote_number}/drawing`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Zeichnung _.pdf"; filename*=UTF-8''Zeichnung%20%C3%BC.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdfFile().data)).toBe(true);

    const theirs = await other.send('GET', `/quotes/${created.quote_number}/drawing`);
    expect(theirs.statusCode).toBe(404);
    const none = await insertQuote(shop, me.id);
    expect((await me.send('GET', `/quotes/${none.quoteNumber}/drawing`)).json().message).toBe('Drawing not found');
    expect((await shop.app.inject({ method: 'GET', url: `/api/v1/quotes/${created.quote_number}/drawing` })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/quotes/{quoteNumber}/messages', () => {
  it('adds my message to the thread and tells sales; another customer’s quote is a 404', async () => {
    const me = await newCustomer(shop);
    const other = await newCustomer(shop);
    const q = await insertQuote(shop, me.id);
    const res = await me.send('POST', `/quotes/${q.quoteNumber}/messages`, { body: 'Can you do 6 pieces?' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Message sent.',
      result: {
        messages: [{ author: 'customer', author_name: me.row.name, body: 'Can you do 6 pieces?', created_at: expect.any(String) }],
      },
    });
    const notice = await mailTo(shop, shop.config.salesEmail, `wrote about quote ${q.quoteNumber}`);
    expect(notice.text).toContain('Can you do 6 pieces?');

    expect((await other.send('POST', `/quotes/${q.quoteNumber}/messages`, { body: 'Hi' })).statusCode).toBe(404);
    const empty = await me.send('POST', `/quotes/${q.quoteNumber}/messages`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter a message.');
    expect((await me.send('POST', `/quotes/${q.quoteNumber}/messages`, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/quotes/{quoteNumber}/accept', () => {
  it('puts the lines in my cart at the quoted prices, once, whatever the body says', async () => {
    const me = await newCustomer(shop);
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES });
    const res = await me.send('POST', `/quotes/${q.quoteNumber}/accept`, { unit_price: 0.01, lines: [{ unit_price: 0.01 }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The quote is in your cart.');
    expect(body.result.cart_charges).toEqual({ sub_total: 1738, item_count: 2 });
    expect(body.result.result[0]).toEqual({
      _id: expect.any(String),
      cart_customer_id: me.id,
      cart_product_id: '',
      cart_product: { product_images: [], product_name: TWO_LINES[0].description, product_slug: '', product_sku: `${q.quoteNumber}-1` },
      cart_product_price: 418.5,
      cart_product_quantity: 4,
      cart_product_total: 1674,
      cart_item_total: 1674,
      cart_selected_product_variants: [],
      cart_item_problem: null,
      createdAt: expect.any(String),
      cart_product_price_was: null,
      cart_item_unavailable: false,
      cart_price_note: null,
      cart_quote: { quote_number: q.quoteNumber, valid_until: addDays(30) },
    });
    const again = await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.result).toHaveLength(2);
    expect((await cartOf(me)).cart_charges).toEqual({ sub_total: 1738, item_count: 2 });
    expect((await me.send('GET', `/quotes/${q.quoteNumber}`)).json().result).toMatchObject({ status: 'Quoted', in_cart: true });
  });

  it('409 for a requested, declined or expired quote, with nothing in the cart; 404 for another customer’s', async () => {
    const me = await newCustomer(shop);
    const other = await newCustomer(shop);
    const requested = await insertQuote(shop, me.id);
    const declined = await insertQuote(shop, me.id, { status: 'Declined', lines: TWO_LINES });
    const expired = await insertQuote(shop, me.id, { lines: TWO_LINES, validUntil: addDays(-1) });
    const theirs = await insertQuote(shop, other.id, { lines: TWO_LINES });
    const answers = [];
    for (const q of [requested, declined, expired, theirs]) {
      const res = await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
      answers.push([res.statusCode, res.json().message]);
    }
    expect(answers).toEqual([
      [409, 'This quote has no offer to accept yet.'],
      [409, 'This quote was declined.'],
      [
        409,
        `This quote expired on ${new Date(`${addDays(-1)}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}.`,
      ],
      [404, 'Quote not found'],
    ]);
    expect((await cartOf(me)).result).toEqual([]);
    expect((await cartOf(other)).result).toEqual([]);
  });
});

describe('quote lines in the cart', () => {
  it('keep the quoted quantity, can be removed (the quote stays on offer) and accepted again', async () => {
    const me = await newCustomer(shop);
    const other = await newCustomer(shop);
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES });
    const [line] = (await me.send('POST', `/quotes/${q.quoteNumber}/accept`)).json().result.result;

    const qty = await me.send('POST', '/cart/qty-plus-minus', { cartId: line._id, cart_product_quantity: 9 });
    expect(qty.statusCode).toBe(409);
    expect(qty.json().message).toBe('A quoted line is bought in the quoted quantity.');
    expect((await other.send('DELETE', `/cart/remove-to-cart/${other.id}/${line._id}`)).statusCode).toBe(403);

    const removed = await me.send('DELETE', `/cart/remove-to-cart/${me.id}/${line._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.cart_charges).toEqual({ sub_total: 64, item_count: 1 });
    expect((await me.send('GET', `/quotes/${q.quoteNumber}`)).json().result).toMatchObject({ status: 'Quoted', in_cart: true });
    await me.send('DELETE', `/cart/remove-to-cart/${me.id}/${removed.json().data.result[0]._id}`);
    expect((await me.send('GET', `/quotes/${q.quoteNumber}`)).json().result).toMatchObject({ status: 'Quoted', in_cart: false });
    expect((await me.send('POST', `/quotes/${q.quoteNumber}/accept`)).json().result.cart_charges.sub_total).toBe(1738);
  });

  it('show an expired quote as a problem line, which checkout refuses', async () => {
    const me = await newCustomer(shop, { address: true });
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES });
    await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
    await shop.handle.db
      .update(quoteRequests)
      .set({ validUntil: addDays(-2) })
      .where(eq(quoteRequests.id, q.id));
    const cart = await cartOf(me);
    expect(cart.result[0].cart_item_problem).toMatch(/^This quote expired on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    const order = await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe(cart.result[0].cart_item_problem);
    expect(await shop.handle.db.select().from(orders).where(eq(orders.customerId, me.id))).toEqual([]);
  });
});

describe('ordering quote lines', () => {
  it('buys them at the quoted prices in the order, marks the quote Ordered and tells sales', async () => {
    const me = await newCustomer(shop, { address: true });
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES });
    await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
    const res = await me.send('POST', '/order/create', {
      customer_id: me.id,
      customer_payment: { type: 'COD' },
      customer_order_list: [{ cart_product_id: '', cart_product_price: 0.01, cart_product_quantity: 1, cart_item_total: 0.01 }],
      order_charges: { sub_total: 0.01, total: 0.01 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderNumber = res.json().result.order_id;
    const [order] = await shop.handle.db.select().from(orders).where(eq(orders.customerId, me.id));
    expect(order.subTotalCents).toBe(173800);
    expect(
      order.lines.map((l) => [l.product.sku, l.product.name, l.quantity, l.productPriceCents, l.itemTotalCents, l.quote?.quoteNumber]),
    ).toEqual([
      [`${q.quoteNumber}-1`, TWO_LINES[0].description, 4, 41850, 167400, q.quoteNumber],
      [`${q.quoteNumber}-2`, 'Shim set, 835 mm', 1, 6400, 6400, q.quoteNumber],
    ]);
    expect((await me.send('GET', `/quotes/${q.quoteNumber}`)).json().result).toMatchObject({
      status: 'Ordered',
      order_number: orderNumber,
      in_cart: false,
    });
    expect((await cartOf(me)).result).toEqual([]);
    const notice = await mailTo(shop, shop.config.salesEmail, `Quote ${q.quoteNumber} was ordered in ${orderNumber}`);
    expect(notice.text).toContain('Quoted total: $1,738.00');
    const confirmation = await mailTo(shop, me.email, orderNumber);
    expect(confirmation.text).toContain(`Quote ${q.quoteNumber}, line 1`);

    const details = await me.send('GET', `/order/pdf/details/${orderNumber}`);
    // The PDF prints the same lines as the email above (documentLines); here: it renders a line without a product.
    expect(details.statusCode).toBe(200);
    expect(details.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const page = (await me.send('GET', `/order/user/${me.id}`)).json().data.result[0];
    expect(page.customer_order_list.map((l: { cart_product: { product_sku: string } }) => l.cart_product.product_sku)).toEqual([
      `${q.quoteNumber}-1`,
      `${q.quoteNumber}-2`,
    ]);
    const again = await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This quote has already been ordered.');
  });

  it('refuses a second purchase of the same line: 409, nothing written', async () => {
    const me = await newCustomer(shop, { address: true });
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES });
    await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
    expect((await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } })).statusCode).toBe(200);
    // A cart row of the bought line written behind the service's back (as a race could): the order still refuses it.
    const [line] = await shop.handle.db
      .execute<{ id: string }>(sql`select id from quote_lines where quote_id = ${q.id} order by position limit 1`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows));
    await shop.handle.db.insert(quoteCartLines).values({ customerId: me.id, quoteId: q.id, quoteLineId: line.id });
    const second = await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A quoted line in your cart is no longer on offer. Remove it and accept the quote again.');
    expect(await shop.handle.db.select().from(orders).where(eq(orders.customerId, me.id))).toHaveLength(1);
    expect(await quoteJobs(shop, 'quote.ordered').then((jobs) => jobs.filter((j) => j.payload.quoteId === q.id))).toHaveLength(1);
  });

  it("names the quote and the order on the back office's jobs page, as every job says what it is about", async () => {
    const me = await newCustomer(shop, { address: true });
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES });
    await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
    const res = await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
    expect(res.statusCode, res.body).toBe(200);
    const [job] = (await quoteJobs(shop, 'quote.ordered')).filter((j) => j.payload.quoteId === q.id);
    // The jobs page lists jobs that failed: this one as if the mail server had refused it for the last time.
    await shop.handle.db.update(jobs).set({ state: 'dead', attempts: 8, lastError: 'connect ECONNREFUSED' }).where(eq(jobs.id, job.id));
    const list = await shop.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(await staffToken(shop, 'sales')) });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      kind: 'quote.ordered',
      about: `${q.quoteNumber} in ${res.json().result.order_id}`,
      state: 'dead',
    });
  });

  it('holds the rules in the database too: one customer per cart line, an ordered quote stays ordered', async () => {
    const me = await newCustomer(shop, { address: true });
    const other = await newCustomer(shop);
    const q = await insertQuote(shop, me.id, { lines: TWO_LINES });
    const [line] = (await me.send('POST', `/quotes/${q.quoteNumber}/accept`)).json().result.result;
    const lineId = (await shop.handle.db.select().from(quoteCartLines).where(eq(quoteCartLines.id, line._id)))[0].quoteLineId;
    await shop.handle.db.delete(quoteCartLines).where(eq(quoteCartLines.id, line._id));
    await expect(
      shop.handle.db.insert(quoteCartLines).values({ customerId: other.id, quoteId: q.id, quoteLineId: lineId }),
    ).rejects.toThrow();
    await me.send('POST', `/quotes/${q.quoteNumber}/accept`);
    await me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type: 'COD' } });
    await expect(
      shop.handle.db.update(quoteRequests).set({ status: 'Quoted', orderId: null, orderNumber: null }).where(eq(quoteRequests.id, q.id)),
    ).rejects.toThrow();
    await expect(shop.handle.db.execute(sql`update quote_lines set unit_price_cents = 1 where quote_id = ${q.id}`)).rejects.toThrow();
    // The database's backstop refuses a day that is over in every time zone (UTC-12): two days
    // ago is, whatever SHOP_TIMEZONE says; the API refuses yesterday in the shop's own zone.
    const expired = await insertQuote(shop, me.id, { lines: TWO_LINES, validUntil: addDays(-2) });
    const [someOrder] = await shop.handle.db.select().from(orders).where(eq(orders.customerId, me.id));
    const orderIt = (id: string) =>
      shop.handle.db
        .update(quoteRequests)
        .set({ status: 'Ordered', orderId: someOrder.id, orderNumber: someOrder.orderNumber })
        .where(eq(quoteRequests.id, id));
    await expect(orderIt(expired.id)).rejects.toThrow();
    // Today in Pago Pago (UTC-11), the last day to end anywhere but UTC-12: a shop there may still sell it.
    const lastDayOnEarth = await insertQuote(shop, me.id, { lines: TWO_LINES, validUntil: shopToday(new Date(), 'Pacific/Pago_Pago') });
    await orderIt(lastDayOnEarth.id);
    const [ordered] = await shop.handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, lastDayOnEarth.id));
    expect(ordered.status).toBe('Ordered');
  });
});
