import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OutboxMessage } from '../../integrations/mail/outbox-mailer.js';
import { buildApp } from '../../app.js';
import type { RateLimits } from '../../config.js';
import type { TestShop } from '../../test/test-app.js';
import { REFRESH_COOKIE } from './refresh-sessions.js';

// Shared by the auth test files (not a test file itself).

export const PASSWORD = 'Punch#2024';
let serial = 0;
/** A new, unique customer email for each call (test files share nothing, but tests in a file do). */
export const freshEmail = (label = 'buyer') => `${label}.${Date.now().toString(36)}${(serial++).toString(36)}@precisionfab.com`;

export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  user_name: 'Dana Whitfield',
  user_email: email,
  user_mobile_number: '+1 616 555 0199',
  user_business_name: 'Precision Fab LLC',
  user_password: PASSWORD,
  user_confirm_password: PASSWORD,
  ...overrides,
});

const SECRET_KEY = /password|token_?hash|passwordhash|tokenhash/i;

/** Fails when any key anywhere in the body names password or token-hash material, or a hash shows. */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(/\$argon2/);
  if (!res.headers['content-type']?.toString().includes('json') || !res.body) return;
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        expect(SECRET_KEY.test(key), `${path}.${key} must not be in a response`).toBe(false);
        walk(v, `${path}.${key}`);
      }
    }
  };
  walk(res.json(), '$');
}

/** app.inject that also checks every answer for password and token material. */
export async function call(shop: TestShop, opts: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await shop.app.inject(opts);
  expectNoSecrets(res);
  return res;
}

export async function outbox(shop: TestShop): Promise<OutboxMessage[]> {
  return (await shop.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).json().result;
}

/** The newest mail to an address whose subject matches; waits a little for mail sent after the answer. */
export async function mailTo(shop: TestShop, to: string, subject: RegExp, opts: { after?: number } = {}): Promise<OutboxMessage> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = (await outbox(shop)).filter((m) => m.to === to && subject.test(m.subject));
    if (found.length > (opts.after ?? 0)) return found[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const mailsTo = async (shop: TestShop, to: string, subject: RegExp) =>
  (await outbox(shop)).filter((m) => m.to === to && subject.test(m.subject));

/** The token of the link in a mail, checked against the link the text shows. */
export function linkToken(mail: OutboxMessage, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return match[1];
}

export const VERIFY_SUBJECT = /^Verify your email/;
export const RESET_SUBJECT = /^Reset your .* password$/;

/** Registers, opens the verification mail and verifies: a customer who can log in. */
export async function verifiedCustomer(shop: TestShop, email = freshEmail()): Promise<{ email: string; password: string }> {
  expect((await call(shop, { method: 'POST', url: '/api/v1/customer/register', payload: registration(email) })).statusCode).toBe(201);
  const token = linkToken(await mailTo(shop, email, VERIFY_SUBJECT), '/user/verify/register');
  expect((await call(shop, { method: 'GET', url: `/api/v1/customer/verify/register?token=${token}` })).json().message_type).toBe(1);
  return { email, password: PASSWORD };
}

export interface Login {
  res: LightMyRequestResponse;
  authToken: string;
  customerId: string;
  /** The nb_refresh cookie value. */
  cookie: string;
}

export async function login(shop: TestShop, email: string, password = PASSWORD, rememberMe = false): Promise<Login> {
  const res = await call(shop, {
    method: 'POST',
    url: '/api/v1/customer/login',
    payload: { user_email: email, user_password: password, remember_me: rememberMe },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { res, authToken: body.authToken, customerId: body.user._id, cookie: refreshCookieOf(res) ?? '' };
}

export const refreshCookieOf = (res: LightMyRequestResponse): string | undefined =>
  res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;

export const refresh = (shop: TestShop, customerId: string, cookie?: string) =>
  call(shop, {
    method: 'GET',
    url: `/api/v1/customer/refresh_token/${customerId}`,
    ...(cookie !== undefined ? { cookies: { [REFRESH_COOKIE]: cookie } } : {}),
  });

/** A shop with small, explicit limits (limits are off by default under test). */
export async function limitedShop(shop: TestShop, overrides: Partial<RateLimits>, redisUrl?: string): Promise<FastifyInstance> {
  const rateLimits: RateLimits = { ...shop.config.rateLimits, enabled: true, ...overrides };
  const app = await buildApp({ ...shop.config, rateLimits, redisUrl }, { handle: shop.handle });
  await app.ready();
  return app;
}
