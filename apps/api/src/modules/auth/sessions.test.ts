import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshSessions } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { checkAccessToken } from '../../lib/access-tokens.js';
import { hashSecret } from '../../lib/secrets.js';
import { AUTH_MESSAGES } from './messages.js';
import { ROTATION_GRACE_MS } from './refresh-sessions.js';
import { call, login, PASSWORD, refresh, refreshCookieOf, verifiedCustomer } from './test-helpers.js';

const shop = useTestShop({ seed: false });

const ended = { success: false, status: false, message: AUTH_MESSAGES.sessionEnded };
const logout = (cookie?: string) =>
  call(shop, { method: 'POST', url: '/api/v1/customer/logout', ...(cookie ? { cookies: { nb_refresh: cookie } } : {}) });

describe('GET /customer/refresh_token/{id}', () => {
  it('answers a new access token and rotates the cookie', async () => {
    const { email } = await verifiedCustomer(shop);
    const session = await login(shop, email, PASSWORD, true);
    const res = await refresh(shop, session.customerId, session.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, user: { token: expect.any(String) } });
    expect(await checkAccessToken(shop.config.jwtSecret, body.user.token)).toEqual({
      kind: 'valid',
      claims: { customerId: session.customerId, sessionId: expect.any(String) },
    });

    const rotated = refreshCookieOf(res);
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(session.cookie);
    // 'Remember me' survives the rotation: the cookie keeps a Max-Age up to the week's end.
    expect([res.headers['set-cookie']].flat().join()).toMatch(/Max-Age=\d+/);
    expect((await refresh(shop, session.customerId, rotated)).statusCode).toBe(200);
  });

  it('refuses a cookie replaced longer ago than the grace window, and that replay ends the new cookie too (theft)', async () => {
    const { email } = await verifiedCustomer(shop);
    const session = await login(shop, email);
    const rotated = refreshCookieOf(await refresh(shop, session.customerId, session.cookie))!;
    await shop.handle.db
      .update(refreshSessions)
      .set({ replacedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
      .where(eq(refreshSessions.tokenHash, hashSecret(session.cookie)));

    const replay = await refresh(shop, session.customerId, session.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(ended);
    const afterTheft = await refresh(shop, session.customerId, rotated);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json()).toEqual(ended);
  });

  // Issue 15: two tabs refreshing at once revoked the whole session.
  it('answers two simultaneous refreshes with one cookie (two tabs), rotating it once and keeping the session', async () => {
    const { email } = await verifiedCustomer(shop);
    const session = await login(shop, email);
    const answers = await Promise.all([
      refresh(shop, session.customerId, session.cookie),
      refresh(shop, session.customerId, session.cookie),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const cookies = answers.map(refreshCookieOf).filter(Boolean);
    expect(cookies).toHaveLength(1);
    expect((await refresh(shop, session.customerId, cookies[0])).statusCode).toBe(200);
  });

  it('answers a second refresh with the just-replaced cookie inside the grace window, without a new cookie', async () => {
    const session = await login(shop, (await verifiedCustomer(shop)).email);
    const rotated = refreshCookieOf(await refresh(shop, session.customerId, session.cookie))!;
    const late = await refresh(shop, session.customerId, session.cookie);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)).toBeUndefined();
    expect((await refresh(shop, session.customerId, rotated)).statusCode).toBe(200);
  });

  it('works while the storefront still sends the expired access token it wants to replace', async () => {
    const session = await login(shop, (await verifiedCustomer(shop)).email);
    const expired = await shop.customerToken(session.customerId, Math.floor(Date.now() / 1000) - 60);
    const res = await call(shop, {
      method: 'GET',
      url: `/api/v1/customer/refresh_token/${session.customerId}`,
      headers: { authorization: expired },
      cookies: { nb_refresh: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it("refuses another customer's id with 401 and leaves the session usable", async () => {
    const a = await login(shop, (await verifiedCustomer(shop)).email);
    const b = await login(shop, (await verifiedCustomer(shop)).email);
    const res = await refresh(shop, b.customerId, a.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
    expect((await refresh(shop, a.customerId, a.cookie)).statusCode).toBe(200);
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown cookie', 'A'.repeat(43)],
    ['a malformed cookie', 'x'],
  ])('refuses %s with 401 and clears the cookie', async (_case, cookie) => {
    const res = await refresh(shop, '00000000-0000-4000-8000-000000000001', cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(ended);
    const cleared = res.cookies.find((c) => c.name === 'nb_refresh');
    expect(cleared?.value).toBe('');
  });

  it('refuses an expired session', async () => {
    const session = await login(shop, (await verifiedCustomer(shop)).email);
    await shop.handle.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshSessions.customerId, session.customerId));
    expect((await refresh(shop, session.customerId, session.cookie)).statusCode).toBe(401);
  });

  it('keeps only hashes of the cookie secrets', async () => {
    const session = await login(shop, (await verifiedCustomer(shop)).email);
    const rows = await shop.handle.db.select().from(refreshSessions).where(eq(refreshSessions.customerId, session.customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(session.cookie);
  });
});

describe('POST /customer/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const session = await login(shop, (await verifiedCustomer(shop)).email);
    const rotated = refreshCookieOf(await refresh(shop, session.customerId, session.cookie))!;
    const res = await logout(rotated);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.loggedOut });
    const header = [res.headers['set-cookie']].flat().join();
    expect(header).toMatch(/nb_refresh=;/);
    expect(header).toMatch(/Path=\/api\/v1\/customer/);
    expect((await refresh(shop, session.customerId, rotated)).statusCode).toBe(401);
  });

  it('answers 200 without a cookie, with an unknown one, and with an empty JSON body', async () => {
    expect((await logout()).statusCode).toBe(200);
    expect((await logout('B'.repeat(43))).statusCode).toBe(200);
    const empty = await call(shop, {
      method: 'POST',
      url: '/api/v1/customer/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().message).toBe(AUTH_MESSAGES.loggedOut);
  });

  it('logs out with an expired access token still in the header', async () => {
    const session = await login(shop, (await verifiedCustomer(shop)).email);
    const expired = await shop.customerToken(session.customerId, Math.floor(Date.now() / 1000) - 60);
    const res = await call(shop, {
      method: 'POST',
      url: '/api/v1/customer/logout',
      headers: { authorization: expired },
      cookies: { nb_refresh: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(shop, session.customerId, session.cookie)).statusCode).toBe(401);
  });

  it('leaves the sessions of other devices alone', async () => {
    const { email } = await verifiedCustomer(shop);
    const laptop = await login(shop, email);
    const phone = await login(shop, email);
    await logout(laptop.cookie);
    expect((await refresh(shop, phone.customerId, phone.cookie)).statusCode).toBe(200);
  });
});
