import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, booksEntries, orders, qboConnections, staff } from '../../db/schema/index.js';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo-server.js';
import { openToken } from '../../integrations/quickbooks/token-cipher.js';
import { insertCustomer } from '../../test/customers.js';
import { insertOrder, plainLine } from '../../test/orders.js';
import { bearer, createStaff, expectRoleMatrix, staffToken } from '../../test/staff.js';
import { startTestShop, type TestShop } from '../../test/test-app.js';

const APP = { clientId: 'ABqbo-client-id-test', clientSecret: 'qbo-client-secret-test', realmId: '9341453012345678' };
const TOKEN_KEY = 'a3'.repeat(32);
const KEY = Buffer.from(TOKEN_KEY, 'hex');

let fake: FakeQbo;
let shop: TestShop;
const qboEnv = () => ({
  QBO_CLIENT_ID: APP.clientId,
  QBO_CLIENT_SECRET: APP.clientSecret,
  QBO_TOKEN_KEY: TOKEN_KEY,
  QBO_API_URL: fake.url,
  QBO_TOKEN_URL: `${fake.url}/oauth2/v1/tokens/bearer`,
  QBO_REVOKE_URL: `${fake.url}/v2/oauth2/tokens/revoke`,
  QBO_AUTHORIZE_URL: 'https://appcenter.intuit.test/connect/oauth2',
});

beforeAll(async () => {
  fake = await startFakeQbo(APP);
  shop = await startTestShop({ seed: false, env: qboEnv() });
});
afterAll(async () => {
  await shop?.close();
  await fake?.close();
});

const get = async (token: string) => shop.app.inject({ method: 'GET', url: '/api/v1/admin/quickbooks', headers: bearer(token) });
const post = async (token: string, path: string) =>
  shop.app.inject({ method: 'POST', url: `/api/v1/admin/quickbooks/${path}`, headers: bearer(token), payload: {} });
const storedConnection = async () => (await shop.handle.db.select().from(qboConnections))[0];
const creates = (resource: string) => fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/${resource}`));

/** Connects the shop as an owner does: the screen's button, Intuit's consent, the callback. */
async function connectAsOwner(): Promise<{ location: string; ownerToken: string }> {
  const ownerToken = await staffToken(shop, 'owner');
  const start = await post(ownerToken, 'connect');
  expect(start.statusCode, start.body).toBe(200);
  const consent = new URL(start.json().authorize_url);
  const callback = await shop.app.inject({
    method: 'GET',
    url: `/api/v1/quickbooks/callback?code=${fake.issueCode()}&state=${consent.searchParams.get('state')}&realmId=${APP.realmId}`,
  });
  expect(callback.statusCode).toBe(303);
  return { location: callback.headers.location as string, ownerToken };
}

describe('role × route matrix of /api/v1/admin/quickbooks', () => {
  it('the screen and resync: owner and sales; connect and disconnect: owner only', async () => {
    const followers = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };
    await expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/quickbooks' }, followers);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/quickbooks/connect', payload: {} },
      { owner: 200, sales: 403, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
    // Not connected yet: past the guard, the answer is 409.
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/quickbooks/disconnect', payload: {} },
      { owner: 409, sales: 403, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/quickbooks/resync', payload: {} },
      { ...followers, owner: 409, sales: 409 },
    );
  });
});

describe('connecting to QuickBooks', () => {
  it("sends the owner to Intuit's consent page with the app, the accounting scope, the callback and a state", async () => {
    const res = await post(await staffToken(shop, 'owner'), 'connect');
    const url = new URL(res.json().authorize_url);
    expect(url.origin + url.pathname).toBe('https://appcenter.intuit.test/connect/oauth2');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: APP.clientId,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      redirect_uri: `${shop.config.publicUrl}/api/v1/quickbooks/callback`,
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{30,}$/);
  });

  it('refuses a callback whose state this shop never gave, or gave and saw used', async () => {
    const unknown = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/quickbooks/callback?code=${fake.issueCode()}&state=forged-state&realmId=${APP.realmId}`,
    });
    expect(unknown.headers.location).toMatch(/\/admin\/quickbooks\?quickbooks=expired$/);
    expect(await storedConnection()).toBeUndefined();
  });

  it('connects nothing when the owner cancelled at Intuit, or is no longer an owner when Intuit sends them back', async () => {
    const owner = await createStaff(shop, { role: 'owner' });
    const ownerToken = await staffToken(shop, { id: owner.id });
    const stateOf = async () => new URL((await post(ownerToken, 'connect')).json().authorize_url).searchParams.get('state');
    const callback = async (query: string) =>
      (await shop.app.inject({ method: 'GET', url: `/api/v1/quickbooks/callback?${query}` })).headers.location as string;
    expect(await callback(`error=access_denied&state=${await stateOf()}`)).toMatch(/\?quickbooks=refused$/);
    const state = await stateOf();
    await shop.handle.db.update(staff).set({ role: 'sales' }).where(eq(staff.id, owner.id));
    expect(await callback(`code=${fake.issueCode()}&state=${state}&realmId=${APP.realmId}`)).toMatch(/\?quickbooks=not-allowed$/);
    expect(await storedConnection()).toBeUndefined();
  });

  it('answers 400 to a realmId that is not a QuickBooks company id, and stores nothing', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/v1/quickbooks/callback?code=x&state=y&realmId=1%3Bdrop' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await storedConnection()).toBeUndefined();
  });

  it('stores the realm and the refresh token encrypted, audited, and the screen says connected', async () => {
    const { location, ownerToken } = await connectAsOwner();
    expect(location).toBe(`${shop.config.publicUrl}/admin/quickbooks?quickbooks=connected`);
    const row = await storedConnection();
    expect(row.realmId).toBe(APP.realmId);
    const tokenRequest = fake.requests.find((r) => r.form?.grant_type === 'authorization_code')!;
    expect(tokenRequest.form).toMatchObject({ redirect_uri: `${shop.config.publicUrl}/api/v1/quickbooks/callback` });
    // Sealed at rest: the plain token is nowhere in the row, and QBO_TOKEN_KEY opens the one Intuit accepts.
    expect(row.refreshToken).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('AB11-refresh');
    expect(fake.acceptsRefreshToken(openToken(KEY, row.refreshToken))).toBe(true);
    const [entry] = await shop.handle.db.select().from(auditLog).where(eq(auditLog.action, 'quickbooks.connect'));
    expect(entry.summary).toContain(`QuickBooks company ${APP.realmId}`);
    const screen = (await get(ownerToken)).json();
    expect(screen).toMatchObject({ configured: true, connected: true, realm_id: APP.realmId, source: 'oauth', waiting: 0 });
  });
});

describe('books kept by jobs', () => {
  it('books a Net 30 order as an Invoice and its payment as a Payment, once each though the job ran twice', async () => {
    const buyer = await insertCustomer(shop.handle.db, { name: 'Dana Whitfield' }, { name: "O'Brien Sheet Metal Co" });
    const order = await insertOrder(shop.handle.db, buyer.id, {
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      poNumber: 'PO-7781',
      paymentResponse: { due_date: Math.floor(Date.parse('2030-01-15T17:00:00Z') / 1000) },
      lines: [
        plainLine('Thick Turret Punch 1.25" Round', 100_000, 1, 'NB-TP-125'),
        plainLine('Press Brake Die: 88° V12', 12_500, 2, 'NB-PB-12'),
      ],
      subTotalCents: 125_000,
      shippingCents: 2_950,
      taxCents: 1_000,
      totalCents: 128_950,
    });
    const salesToken = await staffToken(shop, 'sales');
    const resync = await post(salesToken, 'resync');
    expect(resync.json().message).toBe('One order is queued for booking.');
    await shop.jobs.runDue();

    expect(fake.store.Invoice).toHaveLength(1);
    const invoice = fake.store.Invoice[0];
    const customer = fake.store.Customer.find((c) => c.Id === (invoice.CustomerRef as { value: string }).value)!;
    expect(customer.DisplayName).toBe("O'Brien Sheet Metal Co");
    expect(invoice).toMatchObject({
      DocNumber: order.orderNumber,
      DueDate: '2030-01-15',
      CustomerMemo: { value: 'PO PO-7781' },
      TotalAmt: 1289.5,
    });
    const lines = invoice.Line as { Amount: number; SalesItemLineDetail: { ItemRef: { name: string }; Qty: number; UnitPrice: number } }[];
    expect(
      lines.map((l) => [l.SalesItemLineDetail.ItemRef.name, l.SalesItemLineDetail.Qty, l.SalesItemLineDetail.UnitPrice, l.Amount]),
    ).toEqual([
      ['Thick Turret Punch 1.25" Round', 1, 1000, 1000],
      ['Press Brake Die - 88° V12', 2, 125, 250],
      ['Shipping', 1, 29.5, 29.5],
      ['Sales tax', 1, 10, 10],
    ]);
    const invoicePost = creates('invoice')[0];
    expect(invoicePost.query).toMatchObject({ requestid: `order-${order.orderNumber}-invoice`, minorversion: '75' });

    // The job's commit lost after QuickBooks booked (a crash): the next run asks again with the
    // same requestid and Intuit answers the first invoice instead of booking a second.
    await shop.handle.db.delete(booksEntries).where(eq(booksEntries.orderId, order.id));
    await post(salesToken, 'resync');
    await shop.jobs.runDue();
    expect(creates('invoice')).toHaveLength(2);
    expect(creates('invoice')[1].query.requestid).toBe(`order-${order.orderNumber}-invoice`);
    expect(fake.store.Invoice).toHaveLength(1);
    const [entry] = await shop.handle.db.select().from(booksEntries).where(eq(booksEntries.orderId, order.id));
    expect(entry).toMatchObject({ kind: 'invoice', qboId: invoice.Id });

    // The cheque arrives: the payment is booked against the invoice.
    await shop.handle.db
      .update(orders)
      .set({
        paymentStatus: 'Paid',
        paymentResponse: { paid_by_hand: { reference: 'CHQ 4471', staff_email: 's@x', at: '2030-01-10T15:00:00Z' } },
      })
      .where(eq(orders.id, order.id));
    await post(salesToken, 'resync');
    await shop.jobs.runDue();
    await post(salesToken, 'resync');
    await shop.jobs.runDue();
    expect(fake.store.Payment).toHaveLength(1);
    expect(fake.store.Payment[0]).toMatchObject({
      TotalAmt: 1289.5,
      PaymentRefNum: 'CHQ 4471',
      Line: [{ Amount: 1289.5, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }],
    });
    expect(creates('payment')[0].query.requestid).toBe(`order-${order.orderNumber}-payment`);
    expect(invoice.Balance).toBe(0);
    const screen = (await get(salesToken)).json();
    expect(screen.booked).toEqual({ invoices: 1, payments: 1, sales_receipts: 0 });
    expect(screen.waiting).toBe(0);
  });

  it('books a card order paid at once as a Sales Receipt, through a 429 from QuickBooks', async () => {
    const buyer = await insertCustomer(shop.handle.db, {}, { name: 'Great Lakes Press Brake' });
    const order = await insertOrder(shop.handle.db, buyer.id, {
      paymentType: 'CREDIT_CARD',
      paymentStatus: 'Paid',
      paymentResponse: { reference: 'cs_test_1', paid_reference: 'pi_test_1' },
    });
    fake.failNext(429, 1);
    await post(await staffToken(shop, 'sales'), 'resync');
    await shop.jobs.runDue();
    // Intuit's 429 (throttling) answered the first call; the same call was made again and answered.
    const throttled = fake.requests.findIndex((r) => r.status === 429);
    expect(throttled).toBeGreaterThan(-1);
    const again = fake.requests[throttled + 1];
    expect([again.method, again.path, again.query, again.status]).toEqual([
      fake.requests[throttled].method,
      fake.requests[throttled].path,
      fake.requests[throttled].query,
      200,
    ]);
    const receipt = fake.store.SalesReceipt.find((r) => r.DocNumber === order.orderNumber);
    expect(receipt).toMatchObject({ TotalAmt: 1279.5, PaymentRefNum: 'pi_test_1' });
    const [entry] = await shop.handle.db.select().from(booksEntries).where(eq(booksEntries.orderId, order.id));
    expect(entry).toMatchObject({ kind: 'sales_receipt', qboId: receipt!.Id });
  });

  it('renews an expired access token once (401) and stores the refresh token Intuit rotated', async () => {
    const before = openToken(KEY, (await storedConnection()).refreshToken);
    fake.expireAccessTokens();
    const buyer = await insertCustomer(shop.handle.db, {}, { name: 'Token Renewal Tooling' });
    const order = await insertOrder(shop.handle.db, buyer.id, { paymentType: 'COD', paymentStatus: 'Paid' });
    await post(await staffToken(shop, 'sales'), 'resync');
    await shop.jobs.runDue();
    expect(fake.store.SalesReceipt.some((r) => r.DocNumber === order.orderNumber)).toBe(true);
    expect(fake.requests.some((r) => r.status === 401)).toBe(true);
    const after = openToken(KEY, (await storedConnection()).refreshToken);
    expect(after).not.toBe(before);
    expect(fake.acceptsRefreshToken(after)).toBe(true);
    expect(fake.acceptsRefreshToken(before)).toBe(false);
  });

  it('renews an access token about to expire before using it', async () => {
    await shop.handle.db.update(qboConnections).set({ accessExpiresAt: new Date(Date.now() + 60_000) });
    const refreshes = fake.requests.filter((r) => r.form?.grant_type === 'refresh_token').length;
    const buyer = await insertCustomer(shop.handle.db, {}, { name: 'Early Renewal Fab' });
    await insertOrder(shop.handle.db, buyer.id, { paymentType: 'BANK_TRANSFER', paymentStatus: 'Paid' });
    await post(await staffToken(shop, 'sales'), 'resync');
    const from = fake.requests.length;
    await shop.jobs.runDue();
    expect(fake.requests.filter((r) => r.form?.grant_type === 'refresh_token')).toHaveLength(refreshes + 1);
    // Renewed before the call, not after a refusal: QuickBooks answered no 401.
    expect(fake.requests.slice(from).map((r) => r.status)).not.toContain(401);
    expect(
      fake.requests
        .slice(from)
        .filter((r) => r.path.endsWith('/salesreceipt'))
        .map((r) => r.status),
    ).toEqual([200]);
  });

  it("shows a booking QuickBooks refused on the jobs page, with Intuit's Fault", async () => {
    const buyer = await insertCustomer(shop.handle.db, {}, { name: 'Fault Line Fabrication' });
    const order = await insertOrder(shop.handle.db, buyer.id, { paymentType: 'NET_30', paymentStatus: 'unpaid' });
    // QuickBooks refuses the booking (a closed books period, say): the job fails and waits for its retry.
    fake.failNext(400, 1);
    const salesToken = await staffToken(shop, 'sales');
    await post(salesToken, 'resync');
    await shop.jobs.runDue();
    const jobs = await shop.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(salesToken) });
    const failed = jobs.json().result.find((j: { about: string }) => j.about === order.orderNumber);
    expect(failed).toMatchObject({ kind: 'books.order', state: 'queued', attempts: 1 });
    expect(failed.last_error).toBe(
      // The first line of the error as staff read it: Intuit's Fault, message and detail.
      'QuickBooks answered 400 (code 6000): A business validation error has occurred while processing your request: Business Validation Error: The account period has closed.',
    );
    expect(fake.store.Invoice.some((i) => i.DocNumber === order.orderNumber)).toBe(false);
  });

  it('disconnects: the owner only; the connection is forgotten and audited', async () => {
    const res = await post(await staffToken(shop, 'owner'), 'disconnect');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('disconnected'), result: { connected: false } });
    expect(await storedConnection()).toBeUndefined();
  });
});

describe('connected at start by QBO_REALM_ID and QBO_REFRESH_TOKEN', () => {
  it('needs no browser: the screen says connected (env) and an order is booked', async () => {
    const envShop = await startTestShop({
      seed: false,
      env: { ...qboEnv(), QBO_REALM_ID: APP.realmId, QBO_REFRESH_TOKEN: fake.issueRefreshToken() },
    });
    try {
      const token = await staffToken(envShop, 'owner');
      const screen = await envShop.app.inject({ method: 'GET', url: '/api/v1/admin/quickbooks', headers: bearer(token) });
      expect(screen.json()).toMatchObject({ connected: true, source: 'env', realm_id: APP.realmId });
      const buyer = await insertCustomer(envShop.handle.db, {}, { name: 'Scripted Operator Metals' });
      const order = await insertOrder(envShop.handle.db, buyer.id, { paymentType: 'NET_30', paymentStatus: 'unpaid' });
      await envShop.app.inject({ method: 'POST', url: '/api/v1/admin/quickbooks/resync', headers: bearer(token), payload: {} });
      await envShop.jobs.runDue();
      expect(fake.store.Invoice.some((i) => i.DocNumber === order.orderNumber)).toBe(true);
    } finally {
      await envShop.close();
    }
  });
});
