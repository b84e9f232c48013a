import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.js';
import { bearer, createStaff, staffLogin, staffToken, STAFF_TEST_PASSWORD } from '../../test/staff.js';
import { STAFF_MESSAGES } from './messages.js';
import { STAFF_REFRESH_COOKIE } from './staff-sessions.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(() => shop.close());

const refresh = (cookie?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/refresh',
    ...(cookie !== undefined ? { cookies: { [STAFF_REFRESH_COOKIE]: cookie } } : {}),
  });
const cookieOf = (res: Awaited<ReturnType<typeof refresh>>) => res.cookies.find((c) => c.name === STAFF_REFRESH_COOKIE)?.value ?? '';

describe('POST /admin/auth/refresh', () => {
  it('rotates the cookie and answers a new token with the staff user', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const { cookie } = await staffLogin(shop, sales.email);
    const res = await refresh(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      staff: { _id: sales.id, email: sales.email, name: sales.name, role: 'sales' },
    });
    const next = cookieOf(res);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(cookie);
    const me = await shop.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: bearer(res.json().token) });
    expect(me.statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('ends the whole family when a replaced cookie is replayed', async () => {
    const { cookie } = await staffLogin(shop, (await createStaff(shop, { role: 'warehouse' })).email);
    const rotated = cookieOf(await refresh(cookie));
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ status: false, message: STAFF_MESSAGES.sessionEnded });
    // The thief's replay also ends the owner's current cookie.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  // Staff sessions have no grace window (the customers' two-tab case): a second refresh with the
  // same cookie is a replay, however close behind the first it comes.
  it('ends the family when two refreshes send one cookie at once', async () => {
    const { cookie } = await staffLogin(shop, (await createStaff(shop, { role: 'sales' })).email);
    const answers = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const rotated = cookieOf(answers.find((r) => r.statusCode === 200)!);
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with a malformed one, and clears it', async () => {
    expect((await refresh()).statusCode).toBe(401);
    const res = await refresh('not-a-secret');
    expect(res.statusCode).toBe(401);
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/nb_staff_refresh=;/);
  });

  it('refuses the session of a user who has been disabled since', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const { cookie } = await staffLogin(shop, sales.email);
    const owner = await staffToken(shop, 'owner');
    const res = await shop.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${sales.id}`,
      headers: bearer(owner),
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('POST /admin/auth/logout', () => {
  it('ends the session of the cookie and clears it, with or without a JSON content type', async () => {
    const { cookie } = await staffLogin(shop, (await createStaff(shop, { role: 'editor' })).email);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/logout',
      headers: { 'content-type': 'application/json' },
      cookies: { [STAFF_REFRESH_COOKIE]: cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: STAFF_MESSAGES.signedOut });
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'POST', url: '/api/v1/admin/auth/logout' })).statusCode).toBe(200);
  });

  it('ends the earlier session when the same browser signs in again', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const first = await staffLogin(shop, sales.email);
    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: sales.email, password: STAFF_TEST_PASSWORD },
      cookies: { [STAFF_REFRESH_COOKIE]: first.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect((await refresh(first.cookie)).statusCode).toBe(401);
  });
});

describe('POST /admin/me/password', () => {
  const NEW_PASSWORD = 'A-much-longer-passphrase';
  const change = (token: string, cookie: string, body: object) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/me/password',
      headers: bearer(token),
      cookies: { [STAFF_REFRESH_COOKIE]: cookie },
      payload: body,
    });

  it('refuses a wrong current password and a short new one', async () => {
    const { token, cookie } = await staffLogin(shop, (await createStaff(shop, { role: 'sales' })).email);
    const wrong = await change(token, cookie, { current_password: 'not-my-password', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(STAFF_MESSAGES.currentPasswordWrong);
    const short = await change(token, cookie, { current_password: STAFF_TEST_PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The password must have at least 12 characters.');
  });

  it('changes the password, keeps this device signed in and ends the other sessions', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const laptop = await staffLogin(shop, sales.email);
    const phone = await staffLogin(shop, sales.email);
    const res = await change(laptop.token, laptop.cookie, { current_password: STAFF_TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: STAFF_MESSAGES.passwordChanged });
    await staffLogin(shop, sales.email, STAFF_TEST_PASSWORD, undefined, 401);
    await staffLogin(shop, sales.email, NEW_PASSWORD);
    expect((await refresh(laptop.cookie)).statusCode).toBe(200);
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
  });
});
