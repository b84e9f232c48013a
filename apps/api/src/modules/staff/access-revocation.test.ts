import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkStaffToken, signStaffToken } from '../../lib/access-tokens.js';
import { bearer, createStaff, staffLogin, staffToken, STAFF_TEST_PASSWORD } from '../../test/staff.js';
import { useTestShop } from '../../test/test-app.js';
import { STAFF_GUARD_MESSAGES } from '../../plugins/staff-viewer.js';
import { STAFF_REFRESH_COOKIE } from './staff-sessions.js';

// Issue 15 (decision 014): a back-office token stops at the next request once its session ends
// (sign-out, password change elsewhere) or its user is disabled or gets another role.

const shop = useTestShop({ seed: false });

const me = (token: string) => shop.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: bearer(token) });
const signOut = (cookie: string) =>
  shop.app.inject({ method: 'POST', url: '/api/v1/admin/auth/logout', cookies: { [STAFF_REFRESH_COOKIE]: cookie } });

function expectSignedOut(res: Awaited<ReturnType<typeof me>>): void {
  // 401 with a token: the back office ends its session and shows the sign-in page (no refresh loop).
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ status: false, message: STAFF_GUARD_MESSAGES.signIn });
}

describe('back-office access tokens name their session', () => {
  it('carries the session of the sign-in', async () => {
    const editor = await createStaff(shop, { role: 'editor' });
    const { token } = await staffLogin(shop, editor.email);
    expect(await checkStaffToken(shop.config.jwtSecret, token)).toEqual({
      kind: 'valid',
      staffId: editor.id,
      sessionId: expect.any(String),
    });
  });

  it('refuses a token of a session that does not exist', async () => {
    const editor = await createStaff(shop, { role: 'editor' });
    expectSignedOut(await me(await signStaffToken(shop.config.jwtSecret, editor.id, randomUUID())));
  });
});

describe('a back-office token stops at once', () => {
  it('after signing out, while the same user signed in elsewhere keeps working', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const desk = await staffLogin(shop, sales.email);
    const laptop = await staffLogin(shop, sales.email);
    expect((await me(desk.token)).statusCode).toBe(200);
    expect((await signOut(desk.cookie)).statusCode).toBe(200);
    expectSignedOut(await me(desk.token));
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it('after a password change, for every other session; the device that changed it stays signed in', async () => {
    const editor = await createStaff(shop, { role: 'editor' });
    const asking = await staffLogin(shop, editor.email);
    const other = await staffLogin(shop, editor.email);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/me/password',
      headers: bearer(asking.token),
      payload: { current_password: STAFF_TEST_PASSWORD, new_password: 'Another-Long-Pass-77' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(asking.token)).statusCode).toBe(200);
    expectSignedOut(await me(other.token));
  });

  it('when the owner disables the user', async () => {
    const warehouse = await createStaff(shop, { role: 'warehouse' });
    const { token } = await staffLogin(shop, warehouse.email);
    const owner = await staffToken(shop, 'owner');
    const res = await shop.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${warehouse.id}`,
      headers: bearer(owner),
      payload: { disabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectSignedOut(await me(token));
  });

  it("when the owner changes the user's role: the next request is judged by the new role", async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const { token } = await staffLogin(shop, sales.email);
    const customers = () => shop.app.inject({ method: 'GET', url: '/api/v1/admin/customers', headers: bearer(token) });
    expect((await customers()).statusCode).toBe(200);
    const owner = await staffToken(shop, 'owner');
    const res = await shop.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${sales.id}`,
      headers: bearer(owner),
      payload: { role: 'editor' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await customers();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: STAFF_GUARD_MESSAGES.roleRefused });
  });
});
