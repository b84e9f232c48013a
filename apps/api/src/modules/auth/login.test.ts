import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '@northbend/shared';
import { refreshSessions } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { AUTH_MESSAGES } from './messages.js';
import {
  call,
  freshEmail,
  linkToken,
  login,
  mailsTo,
  mailTo,
  PASSWORD,
  registration,
  VERIFY_SUBJECT,
  verifiedCustomer,
} from './test-helpers.js';

const shop = useTestShop();

const attempt = (payload: object) => call(shop, { method: 'POST', url: '/api/v1/customer/login', payload });
// The refresh cookie's line only: login also sets nb_page (page-cookie.api.test.ts), which has a Max-Age of its own.
const setCookieHeader = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .filter((line) => typeof line === 'string' && line.startsWith('nb_refresh='))
    .join('\n');

describe('POST /customer/login', () => {
  it('answers status, message, user and authToken; the token unlocks prices', async () => {
    const { email } = await verifiedCustomer(shop);
    const { res, authToken } = await login(shop, email);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: AUTH_MESSAGES.loggedIn, authToken: expect.any(String) });
    expect(body.user).toMatchObject({
      _id: expect.any(String),
      user_name: 'Dana Whitfield',
      user_email: email,
      user_business_name: 'Precision Fab LLC',
    });

    const asVisitor = (await call(shop, { method: 'GET', url: '/api/v1/product/public/lists' })).json();
    expect(asVisitor.result[0]).not.toHaveProperty('product_price');
    const asCustomer = (
      await call(shop, { method: 'GET', url: '/api/v1/product/public/lists', headers: { authorization: authToken } })
    ).json();
    expect(typeof asCustomer.result[0].product_price).toBe('number');
    const withBearer = (
      await call(shop, { method: 'GET', url: '/api/v1/product/public/lists', headers: { authorization: `Bearer ${authToken}` } })
    ).json();
    expect(typeof withBearer.result[0].product_price).toBe('number');
  });

  it('sets an httpOnly, SameSite=Strict browser-session cookie on the customer path without remember_me', async () => {
    const { email } = await verifiedCustomer(shop);
    const { res, cookie } = await login(shop, email, PASSWORD, false);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = setCookieHeader(res);
    expect(header).toMatch(/nb_refresh=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api\/v1\/customer/);
    expect(header).not.toMatch(/Max-Age|Expires/i);
    // PUBLIC_URL is http:// in tests; Secure comes with an https:// PUBLIC_URL.
    expect(header).not.toMatch(/Secure/);
  });

  it('keeps the cookie one week with remember_me', async () => {
    const { email } = await verifiedCustomer(shop);
    const { res, customerId } = await login(shop, email, PASSWORD, true);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieHeader(res))?.[1]);
    expect(maxAge).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
    const [session] = await shop.handle.db.select().from(refreshSessions).where(eq(refreshSessions.customerId, customerId));
    expect(session.rememberMe).toBe(true);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { email } = await verifiedCustomer(shop);
    const res = await attempt({ user_email: `  ${email.toUpperCase()} `, user_password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike with 401 and no cookie', async () => {
    const { email } = await verifiedCustomer(shop);
    const wrong = await attempt({ user_email: email, user_password: 'Punch#2025' });
    const unknown = await attempt({ user_email: freshEmail('nobody'), user_password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: AUTH_MESSAGES.badCredentials });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED and sends a new link that works', async () => {
    const email = freshEmail('unverified');
    await call(shop, { method: 'POST', url: '/api/v1/customer/register', payload: registration(email) });
    await mailTo(shop, email, VERIFY_SUBJECT);

    const res = await attempt({ user_email: email, user_password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: AUTH_MESSAGES.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' });
    expect(res.headers['set-cookie']).toBeUndefined();

    const fresh = await mailTo(shop, email, VERIFY_SUBJECT, { after: 1 });
    const token = linkToken(fresh, '/user/verify/register');
    expect((await call(shop, { method: 'GET', url: `/api/v1/customer/verify/register?token=${token}` })).json().message_type).toBe(1);
    expect((await attempt({ user_email: email, user_password: PASSWORD })).statusCode).toBe(200);
  });

  it('sends at most three verification links an hour to one unverified account', async () => {
    const email = freshEmail('pushy');
    await call(shop, { method: 'POST', url: '/api/v1/customer/register', payload: registration(email) });
    await mailTo(shop, email, VERIFY_SUBJECT);
    for (let i = 0; i < 4; i++) expect((await attempt({ user_email: email, user_password: PASSWORD })).statusCode).toBe(403);
    expect(await mailsTo(shop, email, VERIFY_SUBJECT)).toHaveLength(3);
  });

  it('tells an unverified account nothing without the right password', async () => {
    const email = freshEmail('quiet');
    await call(shop, { method: 'POST', url: '/api/v1/customer/register', payload: registration(email) });
    const res = await attempt({ user_email: email, user_password: 'Punch#2025' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('logs in while an expired access token of an earlier session is still sent', async () => {
    const { email } = await verifiedCustomer(shop);
    const expired = await shop.customerToken(undefined, Math.floor(Date.now() / 1000) - 60);
    const res = await call(shop, {
      method: 'POST',
      url: '/api/v1/customer/login',
      headers: { authorization: expired },
      payload: { user_email: email, user_password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses empty fields with the form message', async () => {
    const res = await attempt({ user_email: '', user_password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: CUSTOMER_MESSAGES.fillAllFields });
  });

  it('ends the session of the cookie the browser still had', async () => {
    const { email } = await verifiedCustomer(shop);
    const first = await login(shop, email);
    const second = await call(shop, {
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { user_email: email, user_password: PASSWORD },
      cookies: { nb_refresh: first.cookie },
    });
    expect(second.statusCode).toBe(200);
    const refused = await call(shop, {
      method: 'GET',
      url: `/api/v1/customer/refresh_token/${first.customerId}`,
      cookies: { nb_refresh: first.cookie },
    });
    expect(refused.statusCode).toBe(401);
  });
});
