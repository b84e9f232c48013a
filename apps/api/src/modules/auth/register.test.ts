import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '@northbend/shared';
import { customers, customerTokens } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { AUTH_MESSAGES } from './messages.js';
import { call, freshEmail, linkToken, mailsTo, mailTo, PASSWORD, registration, VERIFY_SUBJECT } from './test-helpers.js';

const shop = useTestShop({ seed: false });

const register = (payload: object) => call(shop, { method: 'POST', url: '/api/v1/customer/register', payload });
const verify = (token: string) => call(shop, { method: 'GET', url: `/api/v1/customer/verify/register?token=${encodeURIComponent(token)}` });
const customerCount = async () => (await shop.handle.db.select({ id: customers.id }).from(customers)).length;

describe('POST /customer/register', () => {
  it('creates the account with an argon2id hash and emails a verification link', async () => {
    const email = freshEmail();
    const res = await register(registration(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: AUTH_MESSAGES.registered });

    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({ name: 'Dana Whitfield', businessName: 'Precision Fab LLC', verifiedAt: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);

    const mail = await mailTo(shop, email, VERIFY_SUBJECT);
    const token = linkToken(mail, '/user/verify/register');
    expect(mail.text).toContain(`${shop.config.publicUrl}/user/verify/register?token=${token}`);
    expect(mail.html).toContain(`${shop.config.publicUrl}/user/verify/register?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url

    // Only the SHA-256 of the secret is stored, with a 24-hour expiry.
    const [stored] = await shop.handle.db.select().from(customerTokens).where(eq(customerTokens.customerId, row.id));
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.purpose).toBe('verify');
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('stores the email lower-case; the same email in another case gets the same answer, and its owner a mail', async () => {
    const email = freshEmail('casey');
    const first = await register(registration(email.toUpperCase()));
    expect(first.statusCode).toBe(201);
    expect(await shop.handle.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))).toHaveLength(1);

    const before = await customerCount();
    const again = await register(registration(`  ${email.replace(/^c/, 'C')}`));
    // Issue 15: a different answer told anyone which emails have accounts.
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await customerCount()).toBe(before);
    expect(await mailsTo(shop, email, VERIFY_SUBJECT)).toHaveLength(1);
    const notice = await mailTo(shop, email, /^Your Northbend Tooling account$/);
    expect(notice.text).toContain('You already have an account.');
    expect(notice.text).toContain('/user/forget-password');
  });

  it('lets exactly one of two simultaneous registrations of one email in', async () => {
    const email = freshEmail('twice');
    const results = await Promise.all([register(registration(email)), register(registration(email))]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await shop.handle.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it.each([
    ['an email with no domain ending', { user_email: 'dana@precisionfab' }, CUSTOMER_MESSAGES.emailInvalid],
    ['an email with spaces inside', { user_email: 'dana whitfield@precisionfab.com' }, CUSTOMER_MESSAGES.emailInvalid],
    [
      'a password without a special character',
      { user_password: 'Punch2024', user_confirm_password: 'Punch2024' },
      CUSTOMER_MESSAGES.password,
    ],
    [
      'a password without an upper-case letter',
      { user_password: 'punch#2024', user_confirm_password: 'punch#2024' },
      CUSTOMER_MESSAGES.password,
    ],
    ['a password shorter than 6', { user_password: 'Pu#1', user_confirm_password: 'Pu#1' }, CUSTOMER_MESSAGES.password],
    ['a confirmation that differs', { user_confirm_password: 'Punch#2025' }, CUSTOMER_MESSAGES.passwordMismatch],
    ['a missing name', { user_name: '' }, 'Name is required'],
  ])('refuses %s with its message and creates nothing', async (_case, overrides, message) => {
    const before = await customerCount();
    const res = await register(registration(freshEmail(), overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
    expect(await customerCount()).toBe(before);
  });
});

describe('GET /customer/verify/register', () => {
  it('verifies once (message_type 1), then answers "already verified" (message_type 2)', async () => {
    const email = freshEmail();
    await register(registration(email));
    const token = linkToken(await mailTo(shop, email, VERIFY_SUBJECT), '/user/verify/register');

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, message: AUTH_MESSAGES.verified, message_type: 1 });
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.email, email));
    expect(row.verifiedAt).toBeInstanceOf(Date);

    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: true, message: AUTH_MESSAGES.alreadyVerified, message_type: 2 });
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['a malformed token', 'not-a-token'],
    ['an empty token', ''],
  ])('answers message_type 3 with 400 for %s', async (_case, token) => {
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: AUTH_MESSAGES.verifyLinkInvalid, message_type: 3 });
  });

  it.each([
    ['no token at all', ''],
    ['the token twice', `?token=${'a'.repeat(43)}&token=${'b'.repeat(43)}`],
    ['a 10 KB token', `?token=${'a'.repeat(10_000)}`],
  ])('answers message_type 3 for %s', async (_case, query) => {
    const res = await call(shop, { method: 'GET', url: `/api/v1/customer/verify/register${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: AUTH_MESSAGES.verifyLinkInvalid, message_type: 3 });
  });

  it('refuses an expired link (message_type 3) and leaves the account unverified', async () => {
    const email = freshEmail('late');
    await register(registration(email));
    const token = linkToken(await mailTo(shop, email, VERIFY_SUBJECT), '/user/verify/register');
    const [row] = await shop.handle.db.select().from(customers).where(eq(customers.email, email));
    await shop.handle.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.customerId, row.id));

    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message_type: 3 });
    const [after] = await shop.handle.db.select().from(customers).where(eq(customers.id, row.id));
    expect(after.verifiedAt).toBeNull();
  });

  it('verifies exactly once when the link is opened twice at the same moment', async () => {
    const email = freshEmail('double');
    await register(registration(email));
    const token = linkToken(await mailTo(shop, email, VERIFY_SUBJECT), '/user/verify/register');
    const types = (await Promise.all([verify(token), verify(token)])).map((r) => r.json().message_type).sort();
    expect(types).toEqual([1, 2]);
  });
});
