import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUps, type FakeUps } from './fake-ups-server.js';
import { upsRating } from './rating-client.js';
import type { UpsShipment } from './rating-request.js';
import { upsToken } from './ups-token.js';

const SHIP_FROM = {
  name: 'Northbend Tooling',
  address: '400 Press Brake Way',
  city: 'Grand Rapids',
  state: 'MI',
  postalCode: '49503',
  country: 'US',
};
const shipment: UpsShipment = {
  shipTo: {
    name: 'Dana Whitfield',
    company: 'Precision Fab LLC',
    addressLines: ['1200 Industrial Ave', 'Dock 4'],
    city: 'Spokane',
    state: 'WA',
    postalCode: '99201',
    country: 'US',
  },
  parcels: [{ weightLb: 12.5, dimensionsIn: { length: 12, width: 10, height: 6 } }, { weightLb: 3 }],
};

let fake: FakeUps;
beforeAll(async () => {
  fake = await startFakeUps();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = () =>
  upsRating(
    { apiUrl: fake.url, accountNumber: 'A1B2C3', shipFrom: SHIP_FROM },
    upsToken({ apiUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret }),
  );
const signal = () => AbortSignal.timeout(2000);

describe('UPS Rating API, Shop', () => {
  it("sends UPS's documented RateRequest with a bearer token: shipper number, ship-to, parcels in LBS as strings", async () => {
    await client().shop(shipment, signal());
    const [req] = fake.to('POST', '/api/rating/v2409/Shop');
    expect(req.authorization).toMatch(/^Bearer fake-ups-token-/);
    expect(req.body).toMatchObject({
      RateRequest: {
        Request: { RequestOption: 'Shop' },
        Shipment: {
          Shipper: {
            ShipperNumber: 'A1B2C3',
            Address: { City: 'Grand Rapids', StateProvinceCode: 'MI', PostalCode: '49503', CountryCode: 'US' },
          },
          ShipTo: {
            Name: 'Precision Fab LLC',
            Address: { AddressLine: ['1200 Industrial Ave', 'Dock 4'], StateProvinceCode: 'WA', PostalCode: '99201', CountryCode: 'US' },
          },
          ShipFrom: { Address: { PostalCode: '49503' } },
          PaymentDetails: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: 'A1B2C3' } }] },
          ShipmentRatingOptions: { NegotiatedRatesIndicator: 'Y' },
          Package: [
            {
              PackagingType: { Code: '02' },
              Dimensions: { UnitOfMeasurement: { Code: 'IN' }, Length: '12', Width: '10', Height: '6' },
              PackageWeight: { UnitOfMeasurement: { Code: 'LBS' }, Weight: '12.5' },
            },
            { PackagingType: { Code: '02' }, PackageWeight: { UnitOfMeasurement: { Code: 'LBS' }, Weight: '3' } },
          ],
        },
      },
    });
    expect((req.body as { RateRequest: { Shipment: { Package: object[] } } }).RateRequest.Shipment.Package[1]).not.toHaveProperty(
      'Dimensions',
    );
  });

  it('reads each rated service: published total, guaranteed days, none for Ground', async () => {
    const rated = await client().shop(shipment, signal());
    // The fake bills 13 + 3 = 16 lb: 2nd Day Air 27.60 + 2.10 × 16.
    expect(rated.find((r) => r.serviceCode === '02')).toEqual({ serviceCode: '02', chargeCents: 6120, deliveryDays: 2 });
    expect(rated.find((r) => r.serviceCode === '03')).toEqual({ serviceCode: '03', chargeCents: 2510, deliveryDays: null });
  });

  it('takes the negotiated rate over the published one when UPS sends it', async () => {
    fake.setNegotiated(0.5);
    const rated = await client().shop(shipment, signal());
    expect(rated.find((r) => r.serviceCode === '02')?.chargeCents).toBe(3060);
  });

  it('keeps one token for many ratings, and asks for a new one once when UPS refuses it (401)', async () => {
    const rating = client();
    await rating.shop(shipment, signal());
    await rating.shop(shipment, signal());
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(1);
    fake.expireTokens();
    await rating.shop(shipment, signal());
    expect(fake.to('POST', '/security/v1/oauth/token')).toHaveLength(2);
    const [first, second, refused, renewed] = fake.to('POST', '/api/rating/v2409/Shop').map((r) => r.authorization);
    expect([second, refused]).toEqual([first, first]);
    expect(renewed).not.toBe(first);
  });

  it("throws UPS's error for a 500 and for a refused request", async () => {
    fake.failNext('error', 1, '/api/rating');
    await expect(client().shop(shipment, signal())).rejects.toThrow('UPS rating: General Failure (10500)');
    await expect(client().shop({ ...shipment, parcels: [{ weightLb: 0 }] }, signal())).rejects.toMatchObject({
      status: 400,
      code: '111036',
    });
  });

  it('gives up when the signal ends the wait', async () => {
    fake.failNext('hang', 1, '/api/rating');
    await expect(client().shop(shipment, AbortSignal.timeout(150))).rejects.toThrow(/timeout|aborted/i);
  });
});
