import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const UPS = { UPS_CLIENT_ID: 'id', UPS_CLIENT_SECRET: 'secret', UPS_ACCOUNT_NUMBER: 'a1b2c3' };
const SHIP_FROM = {
  SHIP_FROM_NAME: 'Northbend Tooling',
  SHIP_FROM_ADDRESS: '400 Press Brake Way',
  SHIP_FROM_CITY: 'Grand Rapids',
  SHIP_FROM_STATE: 'mi',
  SHIP_FROM_POSTAL_CODE: '49503',
  SHIP_FROM_COUNTRY: 'us',
};

describe('UPS settings (config.ts)', () => {
  it('none set: no UPS, the rate table prices shipping as before', () => {
    expect(loadConfig({}).ups).toBeUndefined();
  });

  it("all set: UPS's production address, the default services Ground, 3 Day Select, 2nd Day Air, Next Day Air, 5 s", () => {
    expect(loadConfig({ ...UPS, ...SHIP_FROM }).ups).toEqual({
      apiUrl: 'https://onlinetools.ups.com',
      clientId: 'id',
      clientSecret: 'secret',
      accountNumber: 'A1B2C3',
      services: ['03', '12', '02', '01'],
      timeoutMs: 5000,
      shipFrom: {
        name: 'Northbend Tooling',
        address: '400 Press Brake Way',
        city: 'Grand Rapids',
        state: 'MI',
        postalCode: '49503',
        country: 'US',
      },
    });
    expect(loadConfig({ ...UPS, ...SHIP_FROM, UPS_SERVICES: '02, 01', UPS_API_URL: 'https://wwwcie.ups.com/' }).ups).toMatchObject({
      apiUrl: 'https://wwwcie.ups.com',
      services: ['02', '01'],
    });
  });

  it.each([
    [{ UPS_CLIENT_ID: 'id' }, /UPS_CLIENT_SECRET: UPS_CLIENT_ID, UPS_CLIENT_SECRET and UPS_ACCOUNT_NUMBER go together/],
    [{ UPS_CLIENT_ID: 'id', UPS_CLIENT_SECRET: 's' }, /UPS_ACCOUNT_NUMBER: UPS_CLIENT_ID/],
    [{ ...UPS }, /SHIP_FROM_NAME: required with UPS/],
    [{ ...UPS, ...SHIP_FROM, SHIP_FROM_POSTAL_CODE: '' }, /SHIP_FROM_POSTAL_CODE/],
    [{ ...UPS, ...SHIP_FROM, UPS_SERVICES: '03,ground' }, /UPS_SERVICES lists two-digit UPS service codes/],
    [{ ...UPS, ...SHIP_FROM, UPS_ACCOUNT_NUMBER: '12' }, /UPS_ACCOUNT_NUMBER must be the 6-character UPS shipper number/],
  ])('a half-configured UPS stops the start naming the variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
