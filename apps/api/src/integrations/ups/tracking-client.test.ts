import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUps, type FakeUps } from './fake-ups-server.js';
import { deliveredAnswer, deliveryAttemptedAnswer, inTransitAnswer, returnedAnswer } from './tracking-answers.js';
import { isUpsTrackingNumber, upsTrackingClient, type ParcelTracker } from './tracking-client.js';
import { upsToken } from './ups-token.js';

const PARCEL = '1Z999AA10123456784';
const TRACK_PATH = `/api/track/v1/details/${PARCEL}`;

let fake: FakeUps;
let client: ParcelTracker;

beforeAll(async () => {
  fake = await startFakeUps();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  const token = upsToken({ apiUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret });
  client = upsTrackingClient({ apiUrl: fake.url, token, transactionSource: 'northbend-test' });
});

describe('UPS tracking client', () => {
  it('reads a delivered parcel: the day and time UPS delivered it', async () => {
    fake.setTracking(PARCEL, deliveredAnswer(PARCEL, '20261127', '143200'));
    expect(await client.track(PARCEL)).toEqual({
      trackingNumber: PARCEL,
      state: 'delivered',
      status: { type: 'D', code: 'FS', description: 'DELIVERED' },
      deliveredOn: '2026-11-27',
      deliveredTime: '14:32',
    });
  });

  it('asks with a bearer token from the token endpoint and the transId and transactionSrc headers UPS requires', async () => {
    fake.setTracking(PARCEL, inTransitAnswer(PARCEL));
    await client.track(PARCEL);
    await client.track(PARCEL);
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(1);
    const asked = fake.to('GET', TRACK_PATH);
    expect(asked).toHaveLength(2);
    expect(asked[0].authorization).toMatch(/^Bearer fake-ups-token-\d+$/);
    expect(asked[1].authorization).toBe(asked[0].authorization);
    expect(asked[0].headers?.transid).toMatch(/^[0-9a-f]{32}$/);
    expect(asked[1].headers?.transid).not.toBe(asked[0].headers?.transid);
    expect(asked[0].headers?.transactionsrc).toBe('northbend-test');
  });

  it('reads a parcel in transit as moving, without a delivery date', async () => {
    fake.setTracking(PARCEL, inTransitAnswer(PARCEL));
    const parcel = await client.track(PARCEL);
    expect(parcel.state).toBe('moving');
    expect(parcel.status).toEqual({ type: 'I', code: 'DP', description: 'Departed from Facility' });
    expect(parcel.deliveredOn).toBeNull();
  });

  it('reads a delivery attempt as an exception with UPS’s words', async () => {
    fake.setTracking(PARCEL, deliveryAttemptedAnswer(PARCEL));
    const parcel = await client.track(PARCEL);
    expect(parcel.state).toBe('exception');
    expect(parcel.status.type).toBe('X');
    expect(parcel.status.description).toMatch(/receiver was not available/);
  });

  it('reads a return to the shipper as returned', async () => {
    fake.setTracking(PARCEL, returnedAnswer(PARCEL));
    expect((await client.track(PARCEL)).state).toBe('returned');
  });

  it('answers unknown, not a failure, for a number UPS has no record of (404 TW0001)', async () => {
    const parcel = await client.track('1Z999AA10000000000');
    expect(parcel).toMatchObject({ state: 'unknown', status: { code: 'TW0001' }, deliveredOn: null });
  });

  it('asks once more with a fresh token when UPS answers 401 to the kept one', async () => {
    fake.setTracking(PARCEL, deliveredAnswer(PARCEL));
    await client.track(PARCEL);
    fake.expireTokens();
    expect((await client.track(PARCEL)).state).toBe('delivered');
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(2);
    const [first, refused, fresh] = fake.to('GET', TRACK_PATH).map((r) => r.authorization);
    expect(refused).toBe(first);
    expect(fresh).not.toBe(first);
    expect(fresh).toMatch(/^Bearer fake-ups-token-\d+$/);
  });

  it('fails with UPS’s message when UPS fails, so the job tries again later', async () => {
    fake.failNext('error', 1, '/api/track');
    await expect(client.track(PARCEL)).rejects.toThrow('UPS tracking: General Failure (10500)');
  });
});

describe('isUpsTrackingNumber', () => {
  it('knows UPS’s 1Z numbers from other carriers’ and typos', () => {
    expect(isUpsTrackingNumber('1Z999AA10123456784')).toBe(true);
    expect(isUpsTrackingNumber('1z999aa10123456784')).toBe(true);
    expect(isUpsTrackingNumber('1Z999AA1012345678')).toBe(false);
    expect(isUpsTrackingNumber('9400111899223197428490')).toBe(false);
  });
});
