import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, machineMakes, machineModels } from '../../db/schema/index.js';
import { customerOrder, mailTo, signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { login, refresh, verifiedCustomer } from '../auth/test-helpers.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const SALES_ONLY = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };

const machines = beforeAllValue(async () => {
  const [trumpf] = await shop.handle.db.insert(machineMakes).values({ name: 'Trumpf', sortOrder: 1 }).returning();
  const [amada] = await shop.handle.db.insert(machineMakes).values({ name: 'Amada', sortOrder: 2 }).returning();
  const [truPunch] = await shop.handle.db.insert(machineModels).values({ makeId: trumpf.id, name: 'TruPunch 5000' }).returning();
  return { trumpf, amada, truPunch };
});

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

describe('GET /api/v1/admin/customers', () => {
  it('searches by name, email and company with the row fields and order counts', async () => {
    const tag = unique();
    const c = await newCustomer(shop, {
      values: { name: `Greta Gauge ${tag}`, email: `greta.${tag}@gaugeworks.example`, businessName: `Gaugeworks ${tag}` },
    });
    await customerOrder(shop, {}, c);
    await customerOrder(shop, {}, c);
    for (const search of [`gauge ${tag}`, `GRETA.${tag}`, `gaugeworks ${tag}`]) {
      const res = await sales.send('GET', `/customers?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        result: [
          {
            _id: c.id,
            name: `Greta Gauge ${tag}`,
            email: `greta.${tag}@gaugeworks.example`,
            company: `Gaugeworks ${tag}`,
            verified: true,
            disabled: false,
            order_count: 2,
            createdAt: expect.any(String),
          },
        ],
        paginationInfo: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 20 },
      });
    }
  });

  it('role matrix: owner and sales', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/customers' }, SALES_ONLY));
});

describe('GET /api/v1/admin/customers/{id}', () => {
  it('shows the profile with machine names, sheets, counts and recent orders', async () => {
    const { trumpf, amada, truPunch } = machines;
    const c = await newCustomer(shop, {
      address: true,
      company: {
        machineMakeIds: [amada.id, trumpf.id],
        machineModelIds: [truPunch.id],
        sheetMaterials: ['Stainless steel'],
        sheetThicknesses: ['3 mm'],
      },
    });
    const { order } = await customerOrder(shop, { paymentType: 'COD', totalCents: 42_000 }, c);
    const res = await sales.send('GET', `/customers/${c.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      _id: c.id,
      email: c.email,
      company: 'Precision Fab LLC',
      company_id: c.row.companyId,
      company_name: 'Precision Fab LLC',
      company_role: 'admin',
      phone: '+1 616 555 0199',
      verified: true,
      disabled: false,
      machine_makes: ['Trumpf', 'Amada'],
      machine_models: ['Trumpf TruPunch 5000'],
      sheet_materials: ['Stainless steel'],
      sheet_thicknesses: ['3 mm'],
      shipping_address: expect.objectContaining({ customer_city: 'Holland' }),
      counts: { order: 1, cart: 0, wishlist: 0 },
      order_count: 1,
      recent_orders: [
        { _id: order.id, order_id: order.orderNumber, status: 'Pending', payment_type: 'COD', total: 420, createdAt: expect.any(String) },
      ],
    });
  });

  it('404 for an unknown customer, 400 for a malformed id', async () => {
    expect((await sales.send('GET', '/customers/00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404);
    expect((await sales.send('GET', '/customers/nope')).statusCode).toBe(400);
  });

  it('role matrix: owner and sales', async () => {
    const c = await newCustomer(shop);
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/customers/${c.id}` }, SALES_ONLY);
  });
});

describe('POST /api/v1/admin/customers/{id}/disable and /enable', () => {
  it('a disabled customer cannot log in and their refresh fails; enabling lets them in again', async () => {
    const { email, password } = await verifiedCustomer(shop);
    const session = await login(shop, email, password, true);

    const res = await sales.send('POST', `/customers/${session.customerId}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The customer has been disabled and signed out everywhere.',
      result: { disabled: true, disabled_at: expect.any(String) },
    });

    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { user_email: email, user_password: password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'This account has been disabled. Please contact us if you think this is a mistake.',
      code: 'ACCOUNT_DISABLED',
    });
    expect((await refresh(shop, session.customerId, session.cookie)).statusCode).toBe(401);
    // A wrong password still answers as before: a disabled account is not revealed to a guesser.
    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { user_email: email, user_password: 'Wrong#2024' },
    });
    expect(wrong.statusCode).toBe(401);

    expect((await sales.send('POST', `/customers/${session.customerId}/disable`)).statusCode).toBe(200);
    const enabled = await sales.send('POST', `/customers/${session.customerId}/enable`);
    expect(enabled.json().result.disabled).toBe(false);
    await login(shop, email, password);

    const audit = (await sales.send('GET', `/customers/${session.customerId}`)).json();
    expect(audit.result.disabled).toBe(false);
    const entries = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?entity_type=customer&entity_id=${session.customerId}`,
      headers: { authorization: `Bearer ${(await signedInStaff(shop, 'owner')).token}` },
    });
    // The repeated disable changed nothing and wrote nothing.
    expect(entries.json().result.map((e: { action: string }) => e.action)).toEqual(['customer.enable', 'customer.disable']);
    expect(entries.json().result[1]).toMatchObject({ staff_email: sales.email, before: { disabled: false }, after: { disabled: true } });
  });

  it('role matrix: owner and sales', async () => {
    const c = await newCustomer(shop);
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/customers/${c.id}/disable` }, SALES_ONLY);
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/customers/${c.id}/enable` }, SALES_ONLY);
  });
});

describe('POST /api/v1/admin/customers/{id}/verify and /resend-verification', () => {
  it('emails a new link to an unverified customer, verifies them, then refuses another link (409)', async () => {
    const c = await newCustomer(shop, { values: { verifiedAt: null } });
    const sent = await sales.send('POST', `/customers/${c.id}/resend-verification`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('A new verification link is on its way to the customer.');
    const mail = await mailTo(shop, c.email, 'Verify your email');
    expect(mail.text).toMatch(/\/user\/verify\/register\?token=[A-Za-z0-9_-]{43}/);

    const verified = await sales.send('POST', `/customers/${c.id}/verify`);
    expect(verified.json().result).toMatchObject({ verified: true, verified_at: expect.any(String) });
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row.verifiedAt).not.toBeNull();

    const again = await sales.send('POST', `/customers/${c.id}/resend-verification`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This customer's email is already verified.");
  });

  it('role matrix: owner and sales', async () => {
    const c = await newCustomer(shop, { values: { verifiedAt: null } });
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/customers/${c.id}/verify` }, SALES_ONLY);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/customers/${c.id}/resend-verification` },
      { ...SALES_ONLY, owner: 409, sales: 409 },
    );
  });
});
