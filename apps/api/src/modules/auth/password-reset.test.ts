import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '@northbend/shared';
import { customers, customerTokens } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { AUTH_MESSAGES } from './messages.js';
import {
  call,
  freshEmail,
  linkToken,
  login,
  mailsTo,
  mailTo,
  outbox,
  PASSWORD,
  refresh,
  registration,
  RESET_SUBJECT,
  verifiedCustomer,
} from './test-helpers.js';

const shop = useTestShop({ seed: false });

const NEW_PASSWORD = 'Brake!Die9';
const forget = (email: string) => call(shop, { method: 'POST', url: '/api/v1/customer/forget-password', payload: { user_email: email } });
const checkToken = (token: string, method: 'GET' | 'POST' = 'GET') =>
  call(shop, { method, url: `/api/v1/customer/verify/reset-password?token=${encodeURIComponent(token)}` });
const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  call(shop, {
    method: 'POST',
    url: `/api/v1/customer/reset-password?token=${encodeURIComponent(token)}`,
    payload: { user_new_password: password, user_confirm_password: confirm },
  });
const tryLogin = (email: string, password: string) =>
  call(shop, { method: 'POST', url: '/api/v1/customer/login', payload: { user_email: email, user_password: password } });

/** Asks for a reset link and returns the token from the mail. */
async function resetToken(email: string): Promise<string> {
  const before = (await mailsTo(shop, email, RESET_SUBJECT)).length;
  expect((await forget(email)).statusCode).toBe(200);
  return linkToken(await mailTo(shop, email, RESET_SUBJECT, { after: before }), '/user/reset-password');
}

describe('POST /customer/forget-password', () => {
  it('answers known and unknown emails with the same body, and mails only the known one', async () => {
    const { email } = await verifiedCustomer(shop);
    const unknown = freshEmail('stranger');
    const known = await forget(email.toUpperCase());
    const other = await forget(unknown);
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    expect(known.body).toBe(other.body);
    expect(known.json()).toEqual({ status: true, message: AUTH_MESSAGES.resetLinkSent });

    const mail = await mailTo(shop, email, RESET_SUBJECT);
    const token = linkToken(mail, '/user/reset-password');
    expect(mail.text).toContain(`${shop.config.publicUrl}/user/reset-password?token=${token}`);
    expect((await outbox(shop)).some((m) => m.to === unknown)).toBe(false);

    // Only the hash is stored.
    expect(await shop.handle.db.select().from(customerTokens).where(eq(customerTokens.tokenHash, token))).toHaveLength(0);
  });

  it('keeps a reset link valid for one hour', async () => {
    const { email } = await verifiedCustomer(shop);
    await resetToken(email);
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.email, email));
    const tokens = await shop.handle.db.select().from(customerTokens).where(eq(customerTokens.customerId, row.id));
    const resetRow = tokens.find((t) => t.purpose === 'reset')!;
    expect(resetRow.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(resetRow.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('refuses an empty email with the form message', async () => {
    const res = await forget('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CUSTOMER_MESSAGES.emailInvalid);
  });
});

describe('GET and POST /customer/verify/reset-password', () => {
  it.each(['GET', 'POST'] as const)('%s answers "This link is valid." for a fresh link', async (method) => {
    const { email } = await verifiedCustomer(shop);
    const res = await checkToken(await resetToken(email), method);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.resetLinkValid });
  });

  it.each([
    ['an unknown token', 'C'.repeat(43)],
    ['a malformed token', '../../etc'],
    ['no token', ''],
  ])('refuses %s with 400', async (_case, token) => {
    const res = await checkToken(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: AUTH_MESSAGES.resetLinkInvalid });
  });

  it('refuses a verification link used as a reset link', async () => {
    const email = freshEmail();
    await call(shop, { method: 'POST', url: '/api/v1/customer/register', payload: registration(email) });
    const verifyToken = linkToken(await mailTo(shop, email, /^Verify/), '/user/verify/register');
    expect((await checkToken(verifyToken)).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { email } = await verifiedCustomer(shop);
    const token = await resetToken(email);
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.email, email));
    await shop.handle.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.customerId, row.id));
    expect((await checkToken(token)).statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(400);
  });
});

describe('POST /customer/reset-password', () => {
  it('sets the new password, ends every session and works once', async () => {
    const { email } = await verifiedCustomer(shop);
    const session = await login(shop, email, PASSWORD, true);
    const token = await resetToken(email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.passwordReset });

    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await refresh(shop, session.customerId, session.cookie)).statusCode).toBe(401);

    const reuse = await reset(token, 'Other#Pass1');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ status: false, message: AUTH_MESSAGES.resetLinkInvalid });
    expect((await checkToken(token)).statusCode).toBe(400);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("takes the spec's body without a confirmation, and checks the confirmation when one is sent", async () => {
    const { email } = await verifiedCustomer(shop);
    const mismatch = await reset(await resetToken(email), NEW_PASSWORD, 'Other#Pass1');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(CUSTOMER_MESSAGES.passwordMismatch);
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(200);

    const token = await resetToken(email);
    const res = await call(shop, {
      method: 'POST',
      url: `/api/v1/customer/reset-password?token=${encodeURIComponent(token)}`,
      payload: { user_new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other reset links of the customer', async () => {
    const { email } = await verifiedCustomer(shop);
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(older, 'Other#Pass1')).statusCode).toBe(400);
  });

  it.each([
    ['a weak password', 'password', 'password', CUSTOMER_MESSAGES.password],
    ['a confirmation that differs', NEW_PASSWORD, 'Brake!Die8', CUSTOMER_MESSAGES.passwordMismatch],
  ])('refuses %s with its message and keeps the link usable', async (_case, password, confirm, message) => {
    const { email } = await verifiedCustomer(shop);
    const token = await resetToken(email);
    const res = await reset(token, password, confirm);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
    expect((await checkToken(token)).statusCode).toBe(200);
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with one link through', async () => {
    const { email } = await verifiedCustomer(shop);
    const token = await resetToken(email);
    const codes = (await Promise.all([reset(token, 'First#Pass1'), reset(token, 'Second#Pass2')])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
  });

  it('verifies an account whose owner never opened the verification mail', async () => {
    const email = freshEmail('forgetful');
    await call(shop, { method: 'POST', url: '/api/v1/customer/register', payload: registration(email) });
    expect((await tryLogin(email, PASSWORD)).statusCode).toBe(403);
    expect((await reset(await resetToken(email))).statusCode).toBe(200);
    expect((await tryLogin(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
