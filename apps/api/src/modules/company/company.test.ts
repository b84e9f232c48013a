import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customers, customerTokens } from '../../db/schema/index.js';
import { asCustomer, newCustomer, SAMPLE_ADDRESS } from '../../test/customers.js';
import { useTestShop } from '../../test/test-app.js';
import { companyWithBuyer, invitationToken, PASSWORD } from './test-utils.js';

const shop = useTestShop({ seed: false });
const visitor = asCustomer(shop);
const accept = (token: string, name = 'Sam Foreman') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/company/invitations/accept',
    payload: { token, user_name: name, user_password: PASSWORD, user_confirm_password: PASSWORD },
  });
const login = (email: string) =>
  shop.app.inject({ method: 'POST', url: '/api/v1/customer/login', payload: { user_email: email, user_password: PASSWORD } });
const LOCATION = { ...SAMPLE_ADDRESS, label: 'Plant 2 dock', is_default: false };

describe('GET /api/v1/company', () => {
  it('shows a registered customer as the admin of their own company', async () => {
    const me = await newCustomer(shop, { company: { name: 'Holland Fab' } });
    const res = await me.send('GET', '/company');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      _id: me.row.companyId,
      company_name: 'Holland Fab',
      my_role: 'admin',
      members: [
        {
          _id: me.id,
          user_email: me.email,
          user_name: 'Dana Whitfield',
          company_role: 'admin',
          order_limit: null,
          status: 'active',
          invited_at: null,
          invitation_expired: false,
        },
      ],
      addresses: [],
      terms: expect.objectContaining({ credit_limit: 25000, open_balance: 0 }),
      tax_exempt: null,
    });
  });

  it('refuses a visitor', async () => {
    expect((await visitor('GET', '/company')).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('invites a buyer with a limit, who accepts through the emailed link, logs in and belongs to the company', async () => {
    const { admin, buyer } = await companyWithBuyer(shop, 500);
    const company = (await buyer.send('GET', '/company')).json().result;
    expect(company.my_role).toBe('buyer');
    expect(company.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: admin.id, company_role: 'admin' }),
        expect.objectContaining({ _id: buyer.id, user_email: buyer.email, company_role: 'buyer', order_limit: 500, status: 'active' }),
      ]),
    );
    const loggedIn = await login(buyer.email);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json().user.user_company).toEqual({
      _id: admin.row.companyId,
      company_name: 'Precision Fab LLC',
      company_role: 'buyer',
      order_limit: 500,
    });
  });

  it('lists an invitation as invited until it is accepted, and the invitee cannot log in before', async () => {
    const admin = await newCustomer(shop);
    const email = `pat-${admin.id.slice(0, 6)}@precisionfab.com`;
    const res = await admin.send('POST', '/company/members', {
      user_email: email,
      user_name: 'Pat',
      company_role: 'admin',
      order_limit: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ result: { _id: expect.any(String) }, message: `An invitation has been sent to ${email}.` });
    const members = (await admin.send('GET', '/company')).json().result.members;
    expect(members).toContainEqual(expect.objectContaining({ user_email: email, status: 'invited', company_role: 'admin' }));
    expect((await login(email)).statusCode).not.toBe(200);
  });

  it('works once: a second accept with the same link is refused and changes nothing', async () => {
    const admin = await newCustomer(shop);
    const email = `once-${admin.id.slice(0, 6)}@precisionfab.com`;
    await admin.send('POST', '/company/members', { user_email: email, user_name: 'Once', company_role: 'buyer', order_limit: null });
    const token = await invitationToken(shop, email);
    const facts = await shop.app.inject({ method: 'POST', url: '/api/v1/company/invitations/check', payload: { token } });
    expect(facts.json()).toEqual({ result: { company_name: 'Precision Fab LLC', user_email: email, user_name: 'Once' } });
    expect((await accept(token, 'First Name')).statusCode).toBe(200);
    const again = await accept(token, 'Second Name');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This invitation link is invalid or has expired. Ask your company admin to send a new one.');
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.email, email));
    expect(row!.name).toBe('First Name');
    expect(row!.verifiedAt).not.toBeNull();
  });

  it('refuses an expired link, and a new invitation sends a link that works', async () => {
    const admin = await newCustomer(shop);
    const email = `late-${admin.id.slice(0, 6)}@precisionfab.com`;
    const invited = (
      await admin.send('POST', '/company/members', { user_email: email, user_name: 'Late', company_role: 'buyer', order_limit: 250 })
    ).json();
    const token = await invitationToken(shop, email);
    await shop.handle.db
      .update(customerTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(customerTokens.customerId, invited.result._id));
    expect((await accept(token)).statusCode).toBe(400);
    expect((await login(email)).statusCode).not.toBe(200);
    const resent = await admin.send('POST', `/company/members/${invited.result._id}/invitation`);
    expect(resent.json().message).toBe(`A new invitation has been sent to ${email}.`);
    await expect.poll(async () => (await invitationToken(shop, email)) !== token).toBe(true);
    expect((await accept(await invitationToken(shop, email))).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('refuses an email that already has an account in another company (409) without naming it', async () => {
    const other = await newCustomer(shop, { company: { name: 'Secret Competitor Inc' } });
    const admin = await newCustomer(shop);
    const res = await admin.send('POST', '/company/members', {
      user_email: other.email,
      user_name: 'X',
      company_role: 'buyer',
      order_limit: null,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This email already has an account with us, so it cannot be invited. Ask them to contact us.');
    expect(res.body).not.toContain('Secret Competitor');
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.id, other.id));
    expect(row!.companyId).toBe(other.row.companyId);
  });

  it('refuses bad input with the field message and writes nothing', async () => {
    const admin = await newCustomer(shop);
    const before = (await shop.handle.db.select().from(customers)).length;
    for (const body of [
      { user_email: 'not-an-email', user_name: 'X', company_role: 'buyer', order_limit: null },
      { user_email: 'ok@precisionfab.com', user_name: '', company_role: 'buyer', order_limit: null },
      { user_email: 'ok@precisionfab.com', user_name: 'X', company_role: 'owner', order_limit: null },
      { user_email: 'ok@precisionfab.com', user_name: 'X', company_role: 'buyer', order_limit: -5 },
      { user_email: 'ok@precisionfab.com', user_name: 'X', company_role: 'buyer', order_limit: 10.005 },
    ]) {
      const res = await admin.send('POST', '/company/members', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await shop.handle.db.select().from(customers)).length).toBe(before);
  });
});

describe('members', () => {
  it('changes a buyer’s limit and role, and audits it', async () => {
    const { admin, buyer } = await companyWithBuyer(shop, 500);
    const res = await admin.send('PUT', `/company/members/${buyer.id}`, { company_role: 'buyer', order_limit: 1200.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.members).toContainEqual(expect.objectContaining({ _id: buyer.id, order_limit: 1200.5 }));
    const promoted = await admin.send('PUT', `/company/members/${buyer.id}`, { company_role: 'admin', order_limit: 99 });
    expect(promoted.json().result.members).toContainEqual(
      expect.objectContaining({ _id: buyer.id, company_role: 'admin', order_limit: null }),
    );
    const entries = await shop.handle.db.select().from(auditLog).where(eq(auditLog.entityId, admin.row.companyId));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['company.invite', 'company.member_change']));
  });

  it('keeps the last admin: neither demoted nor removed (409), by themselves or anyone', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const demote = await admin.send('PUT', `/company/members/${admin.id}`, { company_role: 'buyer', order_limit: null });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('Your company needs at least one admin. Make another member an admin first.');
    expect((await admin.send('DELETE', `/company/members/${admin.id}`)).statusCode).toBe(409);
    // With a second admin, the first may step down.
    await admin.send('PUT', `/company/members/${buyer.id}`, { company_role: 'admin', order_limit: null });
    expect((await admin.send('PUT', `/company/members/${admin.id}`, { company_role: 'buyer', order_limit: null })).statusCode).toBe(200);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    await admin.send('PUT', `/company/members/${buyer.id}`, { company_role: 'admin', order_limit: null });
    const answers = await Promise.all([
      admin.send('PUT', `/company/members/${buyer.id}`, { company_role: 'buyer', order_limit: null }),
      buyer.send('PUT', `/company/members/${admin.id}`, { company_role: 'buyer', order_limit: null }),
    ]);
    // The second waits for the first's lock, then is no admin any more (403) or would leave none (409).
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = await shop.handle.db
      .select()
      .from(customers)
      .where(sql`${customers.companyId} = ${admin.row.companyId} and ${customers.companyRole} = 'admin'`);
    expect(admins).toHaveLength(1);
  });

  it('removes a member: they cannot log in, their token stops, and they leave the list', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const res = await admin.send('DELETE', `/company/members/${buyer.id}`);
    expect(res.json()).toEqual({ message: 'The member has been removed from your company.' });
    // Their sessions ended: the token is refused as an ended session's (the storefront then logs out).
    expect((await buyer.send('GET', '/company')).statusCode).toBe(403);
    expect((await login(buyer.email)).statusCode).toBe(403);
    expect((await admin.send('GET', '/company')).json().result.members.map((m: { _id: string }) => m._id)).toEqual([admin.id]);
  });
});

describe('locations', () => {
  it('adds, edits, makes default and removes a location; the first is the default', async () => {
    const admin = await newCustomer(shop);
    const first = await admin.send('POST', '/company/addresses', LOCATION);
    expect(first.statusCode, first.body).toBe(201);
    const second = await admin.send('POST', '/company/addresses', {
      ...LOCATION,
      label: 'Main plant',
      customer_city: 'Zeeland',
      is_default: true,
    });
    let company = (await admin.send('GET', '/company')).json().result;
    expect(company.addresses.map((a: { label: string; is_default: boolean }) => [a.label, a.is_default])).toEqual([
      ['Main plant', true],
      ['Plant 2 dock', false],
    ]);
    company = (await admin.send('DELETE', `/company/addresses/${second.json().result._id}`)).json().result;
    expect(company.addresses).toEqual([
      expect.objectContaining({ _id: first.json().result._id, is_default: true, customer_state: 'Michigan' }),
    ]);
    const bad = await admin.send('POST', '/company/addresses', { ...LOCATION, customer_zip_code: 'ABCDE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid ZIP or postal code for United States.');
  });
});

describe('who may call what', () => {
  it('answers each company route by role: admin, buyer (403), another company’s admin (404), visitor (401)', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const stranger = await newCustomer(shop);
    const location = (await admin.send('POST', '/company/addresses', LOCATION)).json().result._id;
    const routes: [method: 'PUT' | 'POST' | 'DELETE', url: string, body?: object][] = [
      ['PUT', '/company', { company_name: 'Renamed' }],
      [
        'POST',
        '/company/members',
        { user_email: `x-${admin.id.slice(0, 5)}@example.com`, user_name: 'X', company_role: 'buyer', order_limit: null },
      ],
      ['PUT', `/company/members/${buyer.id}`, { company_role: 'buyer', order_limit: 10 }],
      ['POST', `/company/members/${buyer.id}/invitation`],
      ['PUT', `/company/addresses/${location}`, LOCATION],
      ['DELETE', `/company/addresses/${location}`],
      ['DELETE', `/company/members/${buyer.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await visitor(method, url, body)).statusCode, `${method} ${url} visitor`).toBe(401);
      const asBuyer = await buyer.send(method, url, body);
      expect(asBuyer.statusCode, `${method} ${url} buyer`).toBe(403);
      expect(asBuyer.json().message).toBe('Only an admin of your company can do this.');
      // Another company's admin reaches nothing of this company: its ids are unknown there.
      if (url.includes(buyer.id) || url.includes(location))
        expect((await stranger.send(method, url, body)).statusCode, `${method} ${url} stranger`).toBe(404);
    }
    expect((await stranger.send('GET', '/company')).json().result.members).toHaveLength(1);
    // The admin may do all of it (the invitation again answers 409: the buyer has accepted).
    const codes = [];
    for (const [method, url, body] of routes) codes.push((await admin.send(method, url, body)).statusCode);
    expect(codes).toEqual([200, 201, 200, 409, 200, 200, 200]);
  });
});
