import { randomUUID } from 'node:crypto';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { startTestShop, type TestShop } from '../../test/test-app.js';
import { bearer, createStaff, staffLogin, staffToken, STAFF_TEST_PASSWORD, totpCode } from '../../test/staff.js';
import { STAFF_MESSAGES } from './messages.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(() => shop.close());

const login = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload });
const me = (token?: string) => shop.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: token ? bearer(token) : {} });

describe('POST /admin/auth/login', () => {
  it('answers {token, staff} exactly, and the token opens /admin/me', async () => {
    const sales = await createStaff(shop, { role: 'sales', name: 'Sam Sales' });
    const { res, token } = await staffLogin(shop, sales.email);
    expect(res.json()).toEqual({
      token: expect.any(String),
      staff: { _id: sales.id, email: sales.email, name: 'Sam Sales', role: 'sales' },
    });
    const mine = await me(token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      staff: { _id: sales.id, role: 'sales', status: 'active', totp_enabled: false, last_login_at: expect.any(String) },
      permissions: expect.arrayContaining(['orders.read', 'customers.manage']),
      totp_required: false,
    });
    expect(mine.json().permissions).not.toContain('staff.manage');
  });

  it('sets an httpOnly SameSite=Strict refresh cookie on /api/v1/admin only', async () => {
    const { res, cookie } = await staffLogin(shop, (await createStaff(shop, { role: 'warehouse' })).email);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = [res.headers['set-cookie']].flat().join('\n');
    expect(header).toMatch(/nb_staff_refresh=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api\/v1\/admin/);
  });

  it('accepts the email in any case', async () => {
    const owner = await createStaff(shop, { role: 'owner' });
    expect((await login({ email: ` ${owner.email.toUpperCase()} `, password: STAFF_TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown email and an invited account alike: 401, no cookie', async () => {
    const editor = await createStaff(shop, { role: 'editor' });
    const invited = await createStaff(shop, { role: 'sales', password: null });
    for (const payload of [
      { email: editor.email, password: 'not-the-password' },
      { email: 'nobody@northbend.example', password: STAFF_TEST_PASSWORD },
      { email: invited.email, password: STAFF_TEST_PASSWORD },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: STAFF_MESSAGES.badCredentials });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a disabled account with 403 once the password is right', async () => {
    const gone = await createStaff(shop, { role: 'sales', disabled: true });
    const res = await login({ email: gone.email, password: STAFF_TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.disabled, code: 'STAFF_DISABLED' });
  });

  it('refuses empty fields with 400', async () => {
    expect((await login({ email: '', password: '' })).statusCode).toBe(400);
  });

  describe('with two-factor sign-in on', () => {
    const secret = generateSecret();
    let email: string;
    beforeAll(async () => {
      ({ email } = await createStaff(shop, { role: 'owner', totpSecret: secret }));
    });

    it('asks for the code: 401 TOTP_REQUIRED without one', async () => {
      const res = await login({ email, password: STAFF_TEST_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: 'Enter the 6-digit code from your authenticator app.', code: 'TOTP_REQUIRED' });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a wrong code with 401 TOTP_INVALID', async () => {
      const right = await totpCode(secret);
      const wrong = right === '000000' ? '111111' : '000000';
      const res = await login({ email, password: STAFF_TEST_PASSWORD, totp: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TOTP_INVALID' });
    });

    it('asks for the password before the code (a wrong password with a right code is 401 bad credentials)', async () => {
      const res = await login({ email, password: 'wrong-password!', totp: await totpCode(secret) });
      expect(res.json()).toEqual({ status: false, message: STAFF_MESSAGES.badCredentials });
    });

    it('signs in with the right code, which then works only once', async () => {
      const code = await totpCode(secret);
      await staffLogin(shop, email, STAFF_TEST_PASSWORD, code);
      const replay = await login({ email, password: STAFF_TEST_PASSWORD, totp: code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('TOTP_INVALID');
      // The next 30-second code still works (one step of clock drift is allowed).
      await staffLogin(shop, email, STAFF_TEST_PASSWORD, await totpCode(secret, 1));
    });
  });
});

describe('tokens of the back office and of the storefront', () => {
  it('answers a customer token on an admin route with 401', async () => {
    const res = await me(await shop.customerToken());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: 'Please sign in to the back office.' });
  });

  it('answers an expired customer token on an admin route with 401, not TOKEN_EXPIRED', async () => {
    const res = await me(await shop.customerToken(undefined, Math.floor(Date.now() / 1000) - 60));
    expect(res.statusCode).toBe(401);
  });

  it('treats a staff token on a customer route as a visitor (401)', async () => {
    const owner = await createStaff(shop, { role: 'owner' });
    const token = await staffToken(shop, owner);
    const res = await shop.app.inject({ method: 'GET', url: `/api/v1/customer/${owner.id}`, headers: { authorization: token } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue.');
    const expired = await staffToken(shop, owner, Math.floor(Date.now() / 1000) - 60);
    const late = await shop.app.inject({ method: 'GET', url: `/api/v1/customer/${owner.id}`, headers: { authorization: expired } });
    expect(late.statusCode).toBe(401);
  });

  it('answers an expired staff token with 403 TOKEN_EXPIRED (the admin UI refreshes once)', async () => {
    const token = await staffToken(shop, 'sales', Math.floor(Date.now() / 1000) - 60);
    const res = await me(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('treats a token signed with another secret as none (401)', async () => {
    const { signStaffToken } = await import('../../lib/access-tokens.js');
    const owner = await createStaff(shop, { role: 'owner' });
    expect((await me(await signStaffToken('another-secret-of-at-least-32-characters!', owner.id, randomUUID()))).statusCode).toBe(401);
  });

  it("stops a disabled user's live access token at the next request", async () => {
    const owner = await createStaff(shop, { role: 'owner' });
    const sales = await createStaff(shop, { role: 'sales' });
    const { token } = await staffLogin(shop, sales.email);
    expect((await me(token)).statusCode).toBe(200);
    const res = await shop.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${sales.id}`,
      headers: bearer(await staffToken(shop, owner)),
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('login rate limits', () => {
  it('answers 429 per email after the limit, and per IP', async () => {
    const rateLimits = {
      ...shop.config.rateLimits,
      enabled: true,
      staffLoginPerAccountIp: { max: 3, windowMs: 60_000 },
      staffLoginPerIp: { max: 5, windowMs: 60_000 },
    };
    const app = await buildApp({ ...shop.config, rateLimits }, { handle: shop.handle });
    await app.ready();
    try {
      const sales = await createStaff(shop, { role: 'sales' });
      const attempt = (email: string) =>
        app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email, password: 'wrong-password!' } });
      for (let i = 0; i < 3; i++) expect((await attempt(sales.email)).statusCode).toBe(401);
      const limited = await attempt(sales.email.toUpperCase());
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().message).toBe('Too many attempts. Please try again in a few minutes.');
      // Other emails from this IP still get through until the IP's own limit.
      expect((await attempt('other.1@northbend.example')).statusCode).toBe(401);
      expect((await attempt('other.2@northbend.example')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
