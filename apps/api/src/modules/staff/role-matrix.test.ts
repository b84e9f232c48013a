import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.js';
import { createStaff, expectRoleMatrix, freshStaffEmail } from '../../test/staff.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(() => shop.close());

// Who may call each back-office route of the staff and audit modules (401: not signed in to the
// back office, a customer's token included; 403: the role does not allow it).
const ANY_STAFF = { owner: 200, sales: 200, warehouse: 200, editor: 200, customer: 401, visitor: 401 };
const OWNER_ONLY = { owner: 200, sales: 403, warehouse: 403, editor: 403, customer: 401, visitor: 401 };

describe('role × route matrix of /api/v1/admin', () => {
  it('GET /me: any staff user', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/me' }, ANY_STAFF));

  it('POST /me/totp/setup: any staff user', () =>
    expectRoleMatrix(shop, { method: 'POST', url: '/api/v1/admin/me/totp/setup' }, ANY_STAFF));

  it('POST /me/password, /me/totp/enable, /me/totp/disable: any staff user (400/409 = past the guard)', async () => {
    const tooShort = { current_password: 'whatever', new_password: 'short' };
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/me/password', payload: tooShort },
      { owner: 400, sales: 400, warehouse: 400, editor: 400, customer: 401, visitor: 401 },
    );
    const notTotpYet = { owner: 400, sales: 400, warehouse: 400, editor: 400, customer: 401, visitor: 401 };
    await expectRoleMatrix(shop, { method: 'POST', url: '/api/v1/admin/me/totp/enable', payload: { code: 'abc' } }, notTotpYet);
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/me/totp/disable', payload: { code: '123456' } },
      { owner: 409, sales: 409, warehouse: 409, editor: 409, customer: 401, visitor: 401 },
    );
  });

  it('GET /staff: owner', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/staff' }, OWNER_ONLY));

  it('POST /staff/invite: owner', () =>
    expectRoleMatrix(
      shop,
      {
        method: 'POST',
        url: '/api/v1/admin/staff/invite',
        payload: () => ({ email: freshStaffEmail('matrix'), name: 'M', role: 'sales' }),
      },
      { ...OWNER_ONLY, owner: 201 },
    ));

  it('PATCH /staff/{id}: owner', async () => {
    const target = await createStaff(shop, { role: 'warehouse' });
    await expectRoleMatrix(shop, { method: 'PATCH', url: `/api/v1/admin/staff/${target.id}`, payload: { role: 'sales' } }, OWNER_ONLY);
  });

  it('GET and PUT /settings/security: owner', async () => {
    await expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/settings/security' }, OWNER_ONLY);
    await expectRoleMatrix(
      shop,
      { method: 'PUT', url: '/api/v1/admin/settings/security', payload: { staff_totp_required: false } },
      OWNER_ONLY,
    );
  });

  it('GET /audit: owner', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/audit?page=1' }, OWNER_ONLY));

  it('the /auth calls are open to everybody (they check their own body or cookie)', async () => {
    const open = (status: number) => ({
      owner: status,
      sales: status,
      warehouse: status,
      editor: status,
      customer: status,
      visitor: status,
    });
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: 'x@y.z', password: 'nope' } },
      open(401),
    );
    await expectRoleMatrix(shop, { method: 'POST', url: '/api/v1/admin/auth/refresh' }, open(401));
    await expectRoleMatrix(shop, { method: 'POST', url: '/api/v1/admin/auth/logout' }, open(200));
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/auth/set-password', payload: { token: 'A'.repeat(43), password: 'long-enough-password' } },
      open(400),
    );
  });
});
