import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies, customers } from '../../db/schema/index.js';
import { customerOrder, mailTo, signedInStaff } from '../../test/back-office.js';
import { insertCustomer, newCustomer } from '../../test/customers.js';
import { insertOrder } from '../../test/orders.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { login, refresh } from '../auth/test-helpers.js';
import { insertQuote } from '../quotes/test-utils.js';
import { companyWithBuyer, PASSWORD } from './test-utils.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const SALES_ONLY = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** A company with an admin and a buyer straight in the tables. */
async function company(name = `Gaugeworks ${unique()}`) {
  const admin = await newCustomer(shop, { values: { name: 'Greta Gauge' }, company: { name } });
  const buyer = await insertCustomer(shop.handle.db, {
    companyId: admin.row.companyId,
    name: 'Bo Buyer',
    companyRole: 'buyer',
    orderLimitCents: 50_000,
  });
  return { id: admin.row.companyId, name, admin, buyer };
}

const auditOf = (companyId: string) => shop.handle.db.select().from(auditLog).where(eq(auditLog.entityId, companyId)).orderBy(auditLog.id);

describe('the company routes under /api/v1/admin', () => {
  it("each declares the customers' permission, so admin-access.api.test.ts walks them for every role", () => {
    // Issue 27's terms, statement and certificates have matrices of their own (admin-terms, statement, tax-certificates tests).
    const issue27 = /\/(terms|statement\.pdf|tax-certificates)$/;
    const routes = shop.app.adminRoutes.filter((r) => r.url.startsWith('/api/v1/admin/companies') && !issue27.test(r.url));
    expect(routes.map((r) => `${r.method} ${r.url} ${String(r.access)}`).sort()).toEqual([
      'GET /api/v1/admin/companies customers.manage',
      'GET /api/v1/admin/companies/:id customers.manage',
      'HEAD /api/v1/admin/companies customers.manage',
      'HEAD /api/v1/admin/companies/:id customers.manage',
      'POST /api/v1/admin/companies/:id/members customers.manage',
      'POST /api/v1/admin/companies/:id/members/:member_id/disable customers.manage',
      'POST /api/v1/admin/companies/:id/members/:member_id/enable customers.manage',
      'PUT /api/v1/admin/companies/:id customers.manage',
    ]);
  });
});

describe('GET /api/v1/admin/companies', () => {
  it("searches by company name, a member's name or email, any case, with members, admins and orders", async () => {
    const tag = unique();
    const c = await company(`Lakeshore Sheet Metal ${tag}`);
    await shop.handle.db
      .update(customers)
      .set({ email: `bo.${tag}@lakeshore.example` })
      .where(eq(customers.id, c.buyer.id));
    await customerOrder(shop, {}, c.admin);
    await insertOrder(shop.handle.db, c.buyer.id);
    for (const search of [`LAKESHORE sheet metal ${tag}`, `BO.${tag}`, `lakeshore.example`]) {
      const res = await sales.send('GET', `/companies?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toContainEqual({
        _id: c.id,
        company_name: `Lakeshore Sheet Metal ${tag}`,
        member_count: 2,
        admin_emails: [c.admin.email],
        order_count: 2,
        created_at: expect.any(String),
      });
    }
    const exact = (await sales.send('GET', `/companies?search=${tag}`)).json();
    expect(exact.result.map((r: { _id: string }) => r._id)).toEqual([c.id]);
    expect(exact.paginationInfo).toEqual({ currentPage: 1, totalPages: 1, totalCount: 1, limit: 20 });
    const none = (await sales.send('GET', `/companies?search=nobody-${tag}`)).json();
    expect(none).toEqual({ result: [], paginationInfo: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 20 } });
  });

  it('pages newest first', async () => {
    const tag = unique();
    const first = await company(`Pager ${tag} A`);
    const second = await company(`Pager ${tag} B`);
    const page1 = (await sales.send('GET', `/companies?search=pager ${tag}&limit=1`)).json();
    const page2 = (await sales.send('GET', `/companies?search=pager ${tag}&limit=1&page=2`)).json();
    expect([page1.result[0]._id, page2.result[0]._id]).toEqual([second.id, first.id]);
    expect(page2.paginationInfo).toEqual({ currentPage: 2, totalPages: 2, totalCount: 2, limit: 1 });
  });

  it('400 with a message for a bad page', async () => {
    const res = await sales.send('GET', '/companies?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/page must be 1 or more/);
  });

  it('role matrix: owner and sales', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/companies' }, SALES_ONLY));
});

describe('GET /api/v1/admin/companies/{id}', () => {
  it("shows the members with status, the locations, every member's orders and quotes, and the audit entries", async () => {
    const c = await company();
    const removed = await insertCustomer(shop.handle.db, {
      companyId: c.id,
      name: 'Ray Removed',
      companyRole: 'buyer',
      removedAt: new Date(),
      disabledAt: new Date(),
    });
    const { order: adminOrder } = await customerOrder(shop, { totalCents: 42_000 }, c.admin);
    const buyerOrder = await insertOrder(shop.handle.db, c.buyer.id, { totalCents: 12_500 });
    const quote = await insertQuote(shop, c.buyer.id);
    await customerOrder(shop); // another company's
    expect((await sales.send('PUT', `/companies/${c.id}`, { company_name: `${c.name} Inc.` })).statusCode).toBe(200);

    const res = await sales.send('GET', `/companies/${c.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().result;
    expect(detail).toMatchObject({ _id: c.id, company_name: `${c.name} Inc.`, order_count: 2 });
    expect(detail.members).toEqual([
      expect.objectContaining({ _id: c.admin.id, user_name: 'Greta Gauge', company_role: 'admin', order_limit: null, status: 'active' }),
      expect.objectContaining({ _id: c.buyer.id, user_name: 'Bo Buyer', company_role: 'buyer', order_limit: 500, status: 'active' }),
      expect.objectContaining({ _id: removed.id, status: 'removed' }),
    ]);
    expect(detail.orders.map((o: { order_id: string }) => o.order_id).sort()).toEqual(
      [adminOrder.orderNumber, buyerOrder.orderNumber].sort(),
    );
    expect(detail.orders).toContainEqual(
      expect.objectContaining({
        order_id: buyerOrder.orderNumber,
        total: 125,
        placed_by: { _id: c.buyer.id, user_name: 'Bo Buyer', user_email: c.buyer.email },
      }),
    );
    expect(detail.quotes).toEqual([
      expect.objectContaining({
        quote_number: quote.quoteNumber,
        status: 'Requested',
        requested_by: expect.objectContaining({ _id: c.buyer.id }),
      }),
    ]);
    expect(detail.audit).toEqual([
      expect.objectContaining({ action: 'company.rename', entity_type: 'company', entity_id: c.id, staff_email: sales.email }),
    ]);
  });

  it('404 for an unknown company, 400 for a malformed id', async () => {
    const unknown = await sales.send('GET', `/companies/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Company not found');
    expect((await sales.send('GET', '/companies/nope')).statusCode).toBe(400);
  });

  it('role matrix: owner and sales', async () => {
    const c = await company();
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/companies/${c.id}` }, SALES_ONLY);
  });
});

describe('PUT /api/v1/admin/companies/{id}', () => {
  it('renames the company, audited with the staff actor', async () => {
    const c = await company();
    const res = await sales.send('PUT', `/companies/${c.id}`, { company_name: '  Gaugeworks Holland  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The company has been renamed.', result: { company_name: 'Gaugeworks Holland' } });
    const [entry] = await auditOf(c.id);
    expect(entry).toMatchObject({
      staffId: sales.id,
      staffEmail: sales.email,
      action: 'company.rename',
      entityType: 'company',
      before: { name: c.name },
      after: { name: 'Gaugeworks Holland' },
    });
  });

  it('400 with a message for an empty name, and nothing written', async () => {
    const c = await company();
    const res = await sales.send('PUT', `/companies/${c.id}`, { company_name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Company name is required/);
    const [row] = await shop.handle.db.select().from(companies).where(eq(companies.id, c.id));
    expect(row.name).toBe(c.name);
    expect(await auditOf(c.id)).toEqual([]);
  });

  it('404 for an unknown company', async () => {
    expect((await sales.send('PUT', `/companies/${UNKNOWN}`, { company_name: 'Ghost Fab' })).statusCode).toBe(404);
  });

  it('role matrix: owner and sales', async () => {
    const c = await company();
    await expectRoleMatrix(
      shop,
      { method: 'PUT', url: `/api/v1/admin/companies/${c.id}`, payload: { company_name: 'Renamed Fab' } },
      SALES_ONLY,
    );
  });
});

describe('POST /api/v1/admin/companies/{id}/members', () => {
  it('invites a member: an invited account, the invitation email naming the staff user, an audit entry', async () => {
    const c = await company();
    const email = `new.buyer.${unique()}@gaugeworks.example`;
    const res = await sales.send('POST', `/companies/${c.id}/members`, {
      user_email: email.toUpperCase(),
      user_name: 'Nia New',
      company_role: 'buyer',
      order_limit: 750,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(`An invitation has been sent to ${email}.`);
    expect(res.json().result.members).toContainEqual(
      expect.objectContaining({ user_email: email, user_name: 'Nia New', company_role: 'buyer', order_limit: 750, status: 'invited' }),
    );
    const mail = await mailTo(shop, email, 'Join ');
    expect(mail.text).toContain(`${sales.name} at ${shop.config.brandName} has invited you to order tooling for ${c.name} as a buyer.`);
    expect(mail.text).toMatch(/\/user\/invitation\?token=[A-Za-z0-9_-]{20,}/);
    const [entry] = await auditOf(c.id);
    expect(entry).toMatchObject({ staffId: sales.id, action: 'company.invite', after: { email, company_role: 'buyer', order_limit: 750 } });
  });

  it('409 for an email that has an account, in this company or another, and nothing written', async () => {
    const c = await company();
    const other = await newCustomer(shop);
    for (const taken of [c.buyer.email, other.email]) {
      const res = await sales.send('POST', `/companies/${c.id}/members`, { user_email: taken, user_name: 'Twice', company_role: 'buyer' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This email already has an account with us (in this or another company), so it cannot be invited.');
    }
    expect(await auditOf(c.id)).toEqual([]);
  });

  it('400 with a message for a bad email, role or limit, and nothing written', async () => {
    const c = await company();
    const good = { user_email: `x.${unique()}@gaugeworks.example`, user_name: 'Xavi', company_role: 'buyer', order_limit: 100 };
    for (const [change, message] of [
      [{ user_email: 'not-an-email' }, /email/i],
      [{ company_role: 'owner' }, /Choose a role: admin or buyer/],
      [{ order_limit: -5 }, /order limit must be a number of dollars/],
    ] as const) {
      const res = await sales.send('POST', `/companies/${c.id}/members`, { ...good, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const members = await shop.handle.db.select().from(customers).where(eq(customers.companyId, c.id));
    expect(members).toHaveLength(2);
    expect(await auditOf(c.id)).toEqual([]);
  });

  it('404 for an unknown company', async () => {
    const res = await sales.send('POST', `/companies/${UNKNOWN}/members`, {
      user_email: `ghost.${unique()}@example.com`,
      user_name: 'Ghost',
      company_role: 'admin',
    });
    expect(res.statusCode).toBe(404);
  });

  it('role matrix: owner and sales', async () => {
    const c = await company();
    await expectRoleMatrix(
      shop,
      {
        method: 'POST',
        url: `/api/v1/admin/companies/${c.id}/members`,
        payload: (caller: string) => ({
          user_email: `m.${caller}.${unique()}@gaugeworks.example`,
          user_name: 'Matrix',
          company_role: 'buyer',
        }),
      },
      { ...SALES_ONLY, owner: 201, sales: 201 },
    );
  });
});

describe('POST /api/v1/admin/companies/{id}/members/{member_id}/disable and /enable', () => {
  it('a disabled member cannot log in and their sessions end; enabling lets them in again; each audited once', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const companyId = admin.row.companyId;
    const session = await login(shop, buyer.email, PASSWORD, true);

    const res = await sales.send('POST', `/companies/${companyId}/members/${buyer.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The member has been disabled and signed out everywhere.');
    expect(res.json().result.members).toContainEqual(expect.objectContaining({ _id: buyer.id, status: 'disabled' }));
    expect((await refresh(shop, session.customerId, session.cookie)).statusCode).toBe(401);
    // The access token is refused as an ended session's (the storefront then logs out).
    const withToken = await shop.app.inject({ method: 'GET', url: '/api/v1/company', headers: { authorization: session.authToken } });
    expect(withToken.statusCode).toBe(403);
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { user_email: buyer.email, user_password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);

    // A repeat changes nothing and writes nothing.
    expect((await sales.send('POST', `/companies/${companyId}/members/${buyer.id}/disable`)).statusCode).toBe(200);
    const enabled = await sales.send('POST', `/companies/${companyId}/members/${buyer.id}/enable`, {});
    expect(enabled.json()).toMatchObject({ message: 'The member can sign in again.' });
    expect(enabled.json().result.members).toContainEqual(expect.objectContaining({ _id: buyer.id, status: 'active' }));
    await login(shop, buyer.email, PASSWORD);

    const staffEntries = (await auditOf(companyId)).filter((e) => e.staffId);
    expect(staffEntries.map((e) => [e.action, e.staffEmail])).toEqual([
      ['company.member_disable', sales.email],
      ['company.member_enable', sales.email],
    ]);
  });

  it("409 for the company's last active admin, and nothing written", async () => {
    const c = await company();
    const res = await sales.send('POST', `/companies/${c.id}/members/${c.admin.id}/disable`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The company needs at least one active admin. Ask the company to make another member an admin first.');
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.id, c.admin.id));
    expect(row.disabledAt).toBeNull();
    expect(await auditOf(c.id)).toEqual([]);

    // With a second admin, the first may go.
    await insertCustomer(shop.handle.db, { companyId: c.id, name: 'Second Admin', companyRole: 'admin' });
    expect((await sales.send('POST', `/companies/${c.id}/members/${c.admin.id}/disable`)).statusCode).toBe(200);
  });

  it('409 for a removed member; 404 for a member of another company or an unknown one', async () => {
    const c = await company();
    const gone = await insertCustomer(shop.handle.db, {
      companyId: c.id,
      companyRole: 'buyer',
      removedAt: new Date(),
      disabledAt: new Date(),
    });
    const enable = await sales.send('POST', `/companies/${c.id}/members/${gone.id}/enable`);
    expect(enable.statusCode).toBe(409);
    expect(enable.json().message).toBe('This member has left the company: their account stays closed.');
    const stranger = await newCustomer(shop);
    expect((await sales.send('POST', `/companies/${c.id}/members/${stranger.id}/disable`)).statusCode).toBe(404);
    expect((await sales.send('POST', `/companies/${UNKNOWN}/members/${c.buyer.id}/disable`)).statusCode).toBe(404);
    expect((await sales.send('POST', `/companies/${c.id}/members/nope/disable`)).statusCode).toBe(400);
  });

  it('role matrix: owner and sales', async () => {
    const c = await company();
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/companies/${c.id}/members/${c.buyer.id}/disable` }, SALES_ONLY);
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/companies/${c.id}/members/${c.buyer.id}/enable` }, SALES_ONLY);
  });
});
