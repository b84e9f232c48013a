import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { useTestShop } from '../../test/test-app.js';
import { TOO_MANY_ATTEMPTS } from './rate-limits.js';
import { expectNoSecrets, freshEmail, limitedShop, login, PASSWORD, registration, verifiedCustomer } from './test-helpers.js';

const minute = { windowMs: 60_000 };

let ipSerial = 0;
/** Each test asks from addresses of its own, so the per-IP counters of one test do not touch another's. */
const newIp = () => `203.0.113.${++ipSerial}`;

const shop = useTestShop({ seed: false });
let app: FastifyInstance;
beforeAll(async () => {
  app = await limitedShop(shop, {
    loginPerIp: { max: 8, ...minute },
    loginPerAccountIp: { max: 3, ...minute },
    loginPerAccount: { max: 5, ...minute },
    registerPerIp: { max: 3, ...minute },
    registerPerAccount: { max: 2, ...minute },
    forgetPasswordPerIp: { max: 4, ...minute },
    forgetPasswordPerAccount: { max: 2, ...minute },
    verifyPerIp: { max: 4, ...minute },
    verifyPerToken: { max: 2, ...minute },
    changePasswordPerAccount: { max: 3, ...minute },
  });
});
afterAll(() => app.close());

const send = async (opts: InjectOptions & { remoteAddress: string }) => {
  const res = await app.inject(opts);
  expectNoSecrets(res);
  return res;
};
const loginFrom = (ip: string, email: string, password = 'Wrong#Pass1') =>
  send({ method: 'POST', url: '/api/v1/customer/login', remoteAddress: ip, payload: { user_email: email, user_password: password } });

function expectLimited(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ status: false, message: TOO_MANY_ATTEMPTS });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits of POST /customer/login', () => {
  it('allows 3 attempts per account and IP, then answers 429 even for the right password', async () => {
    const ip = newIp();
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await loginFrom(ip, email)).statusCode).toBe(401);
    expectLimited(await loginFrom(ip, email));
    expectLimited(await loginFrom(ip, email.toUpperCase(), PASSWORD));
    // The same account from another address still gets its answer.
    expect((await loginFrom(newIp(), email)).statusCode).toBe(401);
  });

  it('counts one account over all addresses (5 here) so guessing from many addresses stops too', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await loginFrom(newIp(), email)).statusCode).toBe(401);
    expectLimited(await loginFrom(newIp(), email));
  });

  it('counts every attempt of one address (8 here), whatever the email', async () => {
    const ip = newIp();
    for (let i = 0; i < 8; i++) expect((await loginFrom(ip, freshEmail())).statusCode).toBe(401);
    expectLimited(await loginFrom(ip, freshEmail()));
  });
});

describe('rate limits of POST /customer/register', () => {
  it('allows 3 registrations per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect(
        (await send({ method: 'POST', url: '/api/v1/customer/register', remoteAddress: ip, payload: registration(freshEmail()) }))
          .statusCode,
      ).toBe(201);
    expectLimited(await send({ method: 'POST', url: '/api/v1/customer/register', remoteAddress: ip, payload: registration(freshEmail()) }));
  });

  it('allows 2 attempts per email from any address', async () => {
    const email = freshEmail();
    const codes = [];
    for (let i = 0; i < 2; i++)
      codes.push(
        (await send({ method: 'POST', url: '/api/v1/customer/register', remoteAddress: newIp(), payload: registration(email) })).statusCode,
      );
    // A known email is answered as a new one (issue 15), so both count and get the same answer.
    expect(codes).toEqual([201, 201]);
    expectLimited(await send({ method: 'POST', url: '/api/v1/customer/register', remoteAddress: newIp(), payload: registration(email) }));
  });
});

describe('rate limits of POST /customer/forget-password', () => {
  it('allows 2 requests per email, known or not, so the limit reveals no account either', async () => {
    const registered = freshEmail();
    await send({ method: 'POST', url: '/api/v1/customer/register', remoteAddress: newIp(), payload: registration(registered) });
    for (const email of [registered, freshEmail('nobody')]) {
      const forget = () =>
        send({ method: 'POST', url: '/api/v1/customer/forget-password', remoteAddress: newIp(), payload: { user_email: email } });
      expect((await forget()).statusCode).toBe(200);
      expect((await forget()).statusCode).toBe(200);
      expectLimited(await forget());
    }
  });

  it('allows 4 requests per IP', async () => {
    const ip = newIp();
    const forget = () =>
      send({ method: 'POST', url: '/api/v1/customer/forget-password', remoteAddress: ip, payload: { user_email: freshEmail() } });
    for (let i = 0; i < 4; i++) expect((await forget()).statusCode).toBe(200);
    expectLimited(await forget());
  });
});

describe('rate limits of the emailed-link checks', () => {
  it('allows 4 token checks per IP over verify/register, verify/reset-password and reset-password', async () => {
    const ip = newIp();
    const token = () => freshEmail().replace(/\W/g, '').padEnd(43, 'x').slice(0, 43);
    expect(
      (await send({ method: 'GET', url: `/api/v1/customer/verify/register?token=${token()}`, remoteAddress: ip })).json().message_type,
    ).toBe(3);
    expect(
      (await send({ method: 'GET', url: `/api/v1/customer/verify/reset-password?token=${token()}`, remoteAddress: ip })).statusCode,
    ).toBe(400);
    expect(
      (await send({ method: 'POST', url: `/api/v1/customer/verify/reset-password?token=${token()}`, remoteAddress: ip })).statusCode,
    ).toBe(400);
    const resetBody = { user_new_password: PASSWORD, user_confirm_password: PASSWORD };
    expect(
      (await send({ method: 'POST', url: `/api/v1/customer/reset-password?token=${token()}`, remoteAddress: ip, payload: resetBody }))
        .statusCode,
    ).toBe(400);
    expectLimited(await send({ method: 'GET', url: `/api/v1/customer/verify/register?token=${token()}`, remoteAddress: ip }));
  });

  it('allows 2 checks of one token from any address', async () => {
    const url = `/api/v1/customer/verify/reset-password?token=${'D'.repeat(43)}`;
    expect((await send({ method: 'GET', url, remoteAddress: newIp() })).statusCode).toBe(400);
    expect((await send({ method: 'GET', url, remoteAddress: newIp() })).statusCode).toBe(400);
    expectLimited(await send({ method: 'GET', url, remoteAddress: newIp() }));
  });
});

describe('rate limits of POST /customer/change-password', () => {
  // Issue 15: a stolen access token could guess the current password without limit.
  it('allows 3 tries per account from any address, then 429 even for the right password', async () => {
    const { email } = await verifiedCustomer(shop);
    const { authToken, customerId } = await login(shop, email);
    const change = (current: string) =>
      send({
        method: 'POST',
        url: `/api/v1/customer/change-password/${customerId}`,
        remoteAddress: newIp(),
        headers: { authorization: authToken },
        payload: { user_current_password: current, user_new_password: 'Brake!Die9', user_confirm_password: 'Brake!Die9' },
      });
    for (let i = 0; i < 3; i++) expect((await change('Wrong#Pass1')).statusCode).toBe(400);
    expectLimited(await change(PASSWORD));
  });
});

describe('rate limit settings', () => {
  it('are on by default, off under test unless RATE_LIMITS=on, with the documented login default', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({ enabled: true, loginPerAccountIp: { max: 10, windowMs: 15 * 60_000 } });
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimits.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'on' }).rateLimits.enabled).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS must be on or off/);
  });

  it('take REDIS_URL only as a redis:// or rediss:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).redisUrl).toBe('redis://cache.internal:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('let account calls through when Redis cannot be reached, rather than locking customers out', async () => {
    const unreachable = await limitedShop(shop, { loginPerAccountIp: { max: 1, ...minute } }, 'redis://127.0.0.1:9/0');
    try {
      const email = freshEmail();
      for (let i = 0; i < 2; i++) {
        const res = await unreachable.inject({
          method: 'POST',
          url: '/api/v1/customer/login',
          payload: { user_email: email, user_password: 'Wrong#Pass1' },
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await unreachable.close();
    }
  });
});
