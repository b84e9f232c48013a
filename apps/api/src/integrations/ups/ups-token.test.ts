import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUps, type FakeUps } from './fake-ups-server.js';
import { upsToken, UpsError } from './ups-token.js';

let fake: FakeUps;
beforeAll(async () => {
  fake = await startFakeUps();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const credentials = () => ({ apiUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret });

describe('UPS OAuth client credentials token', () => {
  it('asks with HTTP Basic client id:secret and grant_type=client_credentials as a form', async () => {
    const token = await upsToken(credentials()).get();
    expect(token).toMatch(/^fake-ups-token-/);
    const [req] = fake.to('POST', '/security/v1/oauth/token');
    expect(req.authorization).toBe(`Basic ${Buffer.from('ups-client-id:ups-client-secret').toString('base64')}`);
    expect(req.body).toEqual({ grant_type: 'client_credentials' });
  });

  it('keeps the token until shortly before expires_in runs out, then asks for a new one', async () => {
    let clock = 1_000_000;
    fake.setTokenSeconds(3600);
    const keeper = upsToken(credentials(), { now: () => clock, renewBeforeMs: 60_000 });
    const first = await keeper.get();
    clock += 3_539_000; // 58 min 59 s later: still more than a minute left
    expect(await keeper.get()).toBe(first);
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(1);
    clock += 2_000; // less than a minute left: renewed before UPS would refuse it
    const second = await keeper.get();
    expect(second).not.toBe(first);
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(2);
  });

  it('asks once for checkouts that need a token at the same moment', async () => {
    const keeper = upsToken(credentials());
    const tokens = await Promise.all([keeper.get(), keeper.get(), keeper.get()]);
    expect(new Set(tokens).size).toBe(1);
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(1);
  });

  it('asks again after forget (UPS refused the kept token)', async () => {
    const keeper = upsToken(credentials());
    const first = await keeper.get();
    keeper.forget();
    expect(await keeper.get()).not.toBe(first);
  });

  it("reports UPS's error code and message for wrong credentials, and keeps nothing", async () => {
    const keeper = upsToken({ ...credentials(), clientSecret: 'wrong' });
    const failed = await keeper.get().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UpsError);
    expect(failed).toMatchObject({ status: 401, code: '10401', message: 'UPS token: ClientId is Invalid (10401)' });
    await expect(keeper.get()).rejects.toThrow(/ClientId is Invalid/);
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(2);
  });

  it('gives up after its timeout when UPS does not answer', async () => {
    fake.failNext('hang');
    await expect(upsToken(credentials(), { timeoutMs: 100 }).get()).rejects.toThrow(/timeout|aborted/i);
  });
});
