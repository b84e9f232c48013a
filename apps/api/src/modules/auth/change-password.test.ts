import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '@northbend/shared';
import { useTestShop } from '../../test/test-app.js';
import { AUTH_MESSAGES } from './messages.js';
import { call, login, PASSWORD, refresh, verifiedCustomer, type Login } from './test-helpers.js';

const shop = useTestShop({ seed: false });

const NEW_PASSWORD = 'Brake!Die9';
const change = (customerId: string, opts: { token?: string; cookie?: string; body?: object } = {}) =>
  call(shop, {
    method: 'POST',
    url: `/api/v1/customer/change-password/${customerId}`,
    headers: opts.token ? { authorization: opts.token } : {},
    ...(opts.cookie ? { cookies: { nb_refresh: opts.cookie } } : {}),
    payload: opts.body ?? { user_current_password: PASSWORD, user_new_password: NEW_PASSWORD, user_confirm_password: NEW_PASSWORD },
  });
const tryLogin = (email: string, password: string) =>
  call(shop, { method: 'POST', url: '/api/v1/customer/login', payload: { user_email: email, user_password: password } });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /customer/change-password/{id}', () => {
  let email: string;
  let session: Login;
  beforeAll(async () => {
    ({ email } = await verifiedCustomer(shop));
    session = await login(shop, email);
  });

  it('refuses a visitor with 401', async () => {
    const res = await change(session.customerId);
    expect(res.statusCode).toBe(401);
  });

  it("refuses another customer's token with 403, before reading the body", async () => {
    const other = await login(shop, (await verifiedCustomer(shop)).email);
    const res = await change(session.customerId, { token: other.authToken, body: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'You can only access your own account.' });
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an expired token with 403 TOKEN_EXPIRED (the client refreshes once and retries)', async () => {
    const expired = await shop.customerToken(session.customerId, Math.floor(Date.now() / 1000) - 60);
    const res = await change(session.customerId, { token: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, code: 'TOKEN_EXPIRED' });
  });

  it('treats an `alg: none` token as no token at all (401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ typ: 'access', sub: session.customerId, iss: 'northbend-tooling', aud: 'northbend-storefront', iat: now, exp: now + 600 })}.`;
    const res = await change(session.customerId, { token: unsigned });
    expect(res.statusCode).toBe(401);
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(200);
  });

  it('treats a token signed with another secret as no token (401)', async () => {
    const { signAccessToken } = await import('../../lib/access-tokens.js');
    const forged = await signAccessToken('a-different-secret-of-at-least-32-characters', session.customerId, randomUUID());
    expect((await change(session.customerId, { token: forged })).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400', async () => {
    const res = await change(session.customerId, {
      token: session.authToken,
      body: { user_current_password: 'Punch#2025', user_new_password: NEW_PASSWORD, user_confirm_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: AUTH_MESSAGES.currentPasswordWrong });
  });

  it.each([
    [
      'a weak new password',
      { user_current_password: PASSWORD, user_new_password: 'weakpass', user_confirm_password: 'weakpass' },
      CUSTOMER_MESSAGES.password,
    ],
    [
      'a confirmation that differs',
      { user_current_password: PASSWORD, user_new_password: NEW_PASSWORD, user_confirm_password: 'Brake!Die8' },
      CUSTOMER_MESSAGES.passwordMismatch,
    ],
    [
      'no current password',
      { user_current_password: '', user_new_password: NEW_PASSWORD, user_confirm_password: NEW_PASSWORD },
      'Current password is required',
    ],
  ])('refuses %s with its message', async (_case, body, message) => {
    const res = await change(session.customerId, { token: session.authToken, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
  });

  it('refuses a malformed id with 403 (not yours) rather than looking it up', async () => {
    expect((await change('not-a-uuid', { token: session.authToken })).statusCode).toBe(403);
  });

  it('changes the password, keeps this device signed in and ends the other sessions', async () => {
    const phone = await login(shop, email);
    const res = await change(session.customerId, { token: session.authToken, cookie: session.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.passwordChanged });

    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await refresh(shop, session.customerId, session.cookie)).statusCode).toBe(200);
    expect((await refresh(shop, phone.customerId, phone.cookie)).statusCode).toBe(401);
  });
});
