import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerTokens } from '../../db/schema/index.js';
import { checkAccessToken } from '../../lib/access-tokens.js';
import { hashPassword } from '../../lib/passwords.js';
import { newSecret } from '../../lib/secrets.js';
import { insertCustomer } from '../../test/customers.js';
import { bearer, staffToken } from '../../test/staff.js';
import { useTestShop } from '../../test/test-app.js';
import { AUTH_MESSAGES } from './messages.js';
import { call, login, PASSWORD, refresh, type Login } from './test-helpers.js';

// Issue 15 (decision 014): an access token stops working as soon as its session ends, not when
// its 15 minutes are up.

const shop = useTestShop({ seed: false });

const NEW_PASSWORD = 'Brake!Die9';
const EXPIRED = { code: 'TOKEN_EXPIRED', message: 'Your session has expired. Please log in again.' };
const SESSION_ENDED = { success: false, status: false, message: AUTH_MESSAGES.sessionEnded };

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

/** A verified customer who can log in with PASSWORD. */
async function customer(): Promise<{ id: string; email: string }> {
  const row = await insertCustomer(shop.handle.db, { passwordHash });
  return { id: row.id, email: row.email };
}

/** The profile call: what every logged-in screen asks first. */
const profile = (s: Pick<Login, 'customerId' | 'authToken'>) =>
  call(shop, { method: 'GET', url: `/api/v1/customer/${s.customerId}`, headers: { authorization: s.authToken } });

const logout = (cookie: string) => call(shop, { method: 'POST', url: '/api/v1/customer/logout', cookies: { nb_refresh: cookie } });

function expectEnded(res: Awaited<ReturnType<typeof profile>>): void {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject(EXPIRED);
}

describe('customer access tokens name their session', () => {
  it('carries the session (sid) the login started, and keeps it through refreshes', async () => {
    const { email } = await customer();
    const session = await login(shop, email);
    const first = await checkAccessToken(shop.config.jwtSecret, session.authToken);
    expect(first).toEqual({ kind: 'valid', claims: { customerId: session.customerId, sessionId: expect.any(String) } });
    const refreshed = (await refresh(shop, session.customerId, session.cookie)).json().user.token as string;
    expect(await checkAccessToken(shop.config.jwtSecret, refreshed)).toEqual(first);
  });

  it('treats a token without a session (signed before this change) as expired, and one refresh names the session', async () => {
    const { email } = await customer();
    const session = await login(shop, email);
    const old = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.customerId)
      .setIssuer('northbend-tooling')
      .setAudience('northbend-storefront')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(shop.config.jwtSecret));
    expectEnded(await profile({ customerId: session.customerId, authToken: old }));
    const res = await refresh(shop, session.customerId, session.cookie);
    expect(res.statusCode).toBe(200);
    expect((await profile({ customerId: session.customerId, authToken: res.json().user.token })).statusCode).toBe(200);
  });

  it('refuses a validly signed token whose session does not exist', async () => {
    const { id } = await customer();
    const { signAccessToken } = await import('../../lib/access-tokens.js');
    expectEnded(await profile({ customerId: id, authToken: await signAccessToken(shop.config.jwtSecret, id, randomUUID()) }));
  });
});

describe('logout', () => {
  it("stops that session's access token at once, on customer calls and the public catalog alike", async () => {
    const { email } = await customer();
    const session = await login(shop, email);
    expect((await profile(session)).statusCode).toBe(200);
    expect((await logout(session.cookie)).statusCode).toBe(200);

    expectEnded(await profile(session));
    const cart = await call(shop, {
      method: 'GET',
      url: `/api/v1/cart/customer-cart-list/${session.customerId}`,
      headers: { authorization: session.authToken },
    });
    expect(cart.statusCode).toBe(403);
    const catalog = await call(shop, {
      method: 'GET',
      url: '/api/v1/product/public/lists?limit=1',
      headers: { authorization: session.authToken },
    });
    expect(catalog.statusCode).toBe(403);
    // The storefront's one refresh then fails with the spec's 'session ended', so it logs the tab out.
    const again = await refresh(shop, session.customerId, session.cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(SESSION_ENDED);
    // Logging out and in again with the dead token still works (those calls ignore an ended token).
    expect(
      (await call(shop, { method: 'POST', url: '/api/v1/customer/logout', headers: { authorization: session.authToken } })).statusCode,
    ).toBe(200);
    const back = await login(shop, email);
    expect((await profile(back)).statusCode).toBe(200);
  });

  it("leaves the customer's other sessions (another device) working", async () => {
    const { email } = await customer();
    const laptop = await login(shop, email);
    const phone = await login(shop, email);
    await logout(laptop.cookie);
    expectEnded(await profile(laptop));
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await refresh(shop, phone.customerId, phone.cookie)).statusCode).toBe(200);
  });

  it('ends the token of the session a new login on the same browser replaces', async () => {
    const { email } = await customer();
    const before = await login(shop, email);
    const res = await call(shop, {
      method: 'POST',
      url: '/api/v1/customer/login',
      cookies: { nb_refresh: before.cookie },
      payload: { user_email: email, user_password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expectEnded(await profile(before));
    expect((await profile({ customerId: before.customerId, authToken: res.json().authToken })).statusCode).toBe(200);
  });
});

describe('password reset and change', () => {
  it('a reset ends the access tokens of every session of the customer', async () => {
    const { id, email } = await customer();
    const laptop = await login(shop, email);
    const phone = await login(shop, email);
    const link = newSecret();
    await shop.handle.db
      .insert(customerTokens)
      .values({ customerId: id, purpose: 'reset', tokenHash: link.hash, expiresAt: new Date(Date.now() + 3600_000) });
    const res = await call(shop, {
      method: 'POST',
      url: `/api/v1/customer/reset-password?token=${link.secret}`,
      payload: { user_new_password: NEW_PASSWORD, user_confirm_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expectEnded(await profile(laptop));
    expectEnded(await profile(phone));
    expect((await refresh(shop, phone.customerId, phone.cookie)).statusCode).toBe(401);
    expect((await profile(await login(shop, email, NEW_PASSWORD))).statusCode).toBe(200);
  });

  it('a change keeps the device that made it signed in and ends every other session at once', async () => {
    const { email } = await customer();
    const asking = await login(shop, email);
    const other = await login(shop, email);
    const res = await call(shop, {
      method: 'POST',
      url: `/api/v1/customer/change-password/${asking.customerId}`,
      headers: { authorization: asking.authToken },
      cookies: { nb_refresh: asking.cookie },
      payload: { user_current_password: PASSWORD, user_new_password: NEW_PASSWORD, user_confirm_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(asking)).statusCode).toBe(200);
    expectEnded(await profile(other));
    expect((await refresh(shop, other.customerId, other.cookie)).statusCode).toBe(401);
  });

  it('a change sent without the cookie keeps the session its access token names', async () => {
    const { email } = await customer();
    const asking = await login(shop, email);
    const other = await login(shop, email);
    const res = await call(shop, {
      method: 'POST',
      url: `/api/v1/customer/change-password/${asking.customerId}`,
      headers: { authorization: asking.authToken },
      payload: { user_current_password: PASSWORD, user_new_password: NEW_PASSWORD, user_confirm_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(asking)).statusCode).toBe(200);
    expectEnded(await profile(other));
  });
});

describe('the back office disables a customer', () => {
  it("stops the customer's live access tokens at once", async () => {
    const { email } = await customer();
    const session = await login(shop, email);
    expect((await profile(session)).statusCode).toBe(200);
    const owner = await staffToken(shop, 'owner');
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/${session.customerId}/disable`,
      headers: bearer(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    expectEnded(await profile(session));
  });
});
