import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalRequests, categories, orders, products } from '../../db/schema/index.js';
import { companyWithBuyer } from '../company/test-utils.js';
import { startFakeUps, type FakeUps } from '../../integrations/ups/fake-ups-server.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { cartLineCount, fillCart } from '../../test/carts.js';
import { pickCatalog } from '../../test/catalog.js';
import { newCustomer, SAMPLE_ADDRESS } from '../../test/customers.js';

// The shop talks to a local server that answers as UPS documents; a short UPS_TIMEOUT_MS lets the
// timeout test fall back without a 5 s wait.
const env: Record<string, string> = {};
let fake: FakeUps;
beforeAll(async () => {
  fake = await startFakeUps();
  Object.assign(env, {
    UPS_CLIENT_ID: fake.clientId,
    UPS_CLIENT_SECRET: fake.clientSecret,
    UPS_ACCOUNT_NUMBER: 'A1B2C3',
    UPS_API_URL: fake.url,
    UPS_SERVICES: '03,12,02,01',
    UPS_TIMEOUT_MS: '400',
    SHIP_FROM_NAME: 'Northbend Tooling',
    SHIP_FROM_ADDRESS: '400 Press Brake Way',
    SHIP_FROM_CITY: 'Grand Rapids',
    SHIP_FROM_STATE: 'MI',
    SHIP_FROM_POSTAL_CODE: '49503',
    SHIP_FROM_COUNTRY: 'US',
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const shop = useTestShop({ env });
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));

const WASHINGTON = { ...SAMPLE_ADDRESS, customer_city: 'Spokane', customer_state: 'Washington', customer_zip_code: '99201' };

/** A buyer with a Washington address saved through the API and the usual cart (3 plain + 2 variant pieces). */
async function buyer() {
  const me = await newCustomer(shop);
  const saved = await me.send('POST', `/ups/shipping/address/${me.id}`, { ...WASHINGTON, customer_email: me.email });
  expect(saved.statusCode, saved.body).toBe(200);
  await fillCart(shop.handle.db, me.id, picks);
  return me;
}

const ordersOf = (customerId: string) => shop.handle.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('GET /shipping/options', () => {
  it('offers the UPS_SERVICES UPS rates for the cart to the saved address, cheapest first, with delivery days', async () => {
    await shop.handle.db.update(products).set({ shippingWeightLb: 4 }).where(eq(products.id, picks.plain.id));
    const me = await buyer();
    const res = await me.send('GET', '/shipping/options');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.notice).toBeNull();
    expect(body.result.map((o: { service_code: string }) => o.service_code)).toEqual(['03', '12', '02', '01']);
    expect(body.result.find((o: { service_code: string }) => o.service_code === '02')).toEqual({
      service_code: '02',
      service_name: 'UPS 2nd Day Air',
      charge: expect.any(Number),
      delivery_days: 2,
      source: 'ups',
    });
    // 3 × 4 lb (the product's own weight) + 2 × 2 lb (the shop's default) = 16 lb in one parcel.
    const [rated] = fake.to('POST', '/api/rating/v2409/Shop');
    const shipment = (
      rated.body as { RateRequest: { Shipment: Record<string, { Address?: object; PackageWeight?: object }[] & Record<string, unknown>> } }
    ).RateRequest.Shipment;
    expect(shipment.ShipTo).toMatchObject({
      Address: { City: 'Spokane', StateProvinceCode: 'WA', PostalCode: '99201', CountryCode: 'US' },
    });
    expect(shipment.Package).toEqual([
      expect.objectContaining({ PackageWeight: { UnitOfMeasurement: { Code: 'LBS', Description: 'Pounds' }, Weight: '16' } }),
    ]);
    expect(body.result[2].charge).toBe(27.6 + 2.1 * 16);
  });

  it('falls back to the rate table and says so when UPS answers 500, refuses the credentials, or takes too long', async () => {
    const me = await buyer();
    for (const failure of [
      () => fake.failNext('error', 1, '/api/rating'),
      () => fake.failNext('unauthorized', 2),
      () => fake.failNext('hang', 1, '/api/rating'),
    ]) {
      failure();
      const res = await me.send('GET', '/shipping/options');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        result: [
          { service_code: 'TABLE', service_name: 'Standard shipping', charge: expect.any(Number), delivery_days: null, source: 'table' },
        ],
        notice: 'UPS rates are not available right now, so standard shipping from our rate table is offered instead.',
      });
    }
  });

  it("weighs a product without a weight of its own at its category's default, inherited from the nearest ancestor", async () => {
    const db = shop.handle.db;
    const [plain] = await db.select().from(products).where(eq(products.id, picks.plain.id));
    const [category] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, plain.primaryCategoryId ?? plain.categoryIds[0]));
    const ancestorId = category.parentId ?? category.id;
    await db.update(products).set({ shippingWeightLb: null }).where(eq(products.id, plain.id));
    await db.update(products).set({ shippingWeightLb: 1 }).where(eq(products.id, picks.variant.productId));
    await db.update(categories).set({ defaultShippingWeightLb: 5 }).where(eq(categories.id, ancestorId));
    try {
      const me = await buyer();
      expect((await me.send('GET', '/shipping/options')).statusCode).toBe(200);
      // 3 plain pieces × 5 lb (the category's default) + 2 variant pieces × 1 lb (their product's).
      const [rated] = fake.to('POST', '/api/rating/v2409/Shop');
      expect(JSON.stringify(rated.body)).toContain(
        '"PackageWeight":{"UnitOfMeasurement":{"Code":"LBS","Description":"Pounds"},"Weight":"17"}',
      );
    } finally {
      await db.update(categories).set({ defaultShippingWeightLb: null }).where(eq(categories.id, ancestorId));
      await db.update(products).set({ shippingWeightLb: null }).where(eq(products.id, picks.variant.productId));
    }
  });

  it('asks UPS nothing for an empty cart: the table’s option, without a notice', async () => {
    const me = await newCustomer(shop, { address: true });
    const res = await me.send('GET', '/shipping/options');
    expect(res.json()).toMatchObject({ result: [{ service_code: 'TABLE', source: 'table' }], notice: null });
    expect(fake.to('POST', '/api/rating/v2409/Shop')).toEqual([]);
  });

  it('refuses a visitor', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/v1/shipping/options' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /order/create with shipping_service_code', () => {
  it('rates again and freezes the chosen UPS service, its charge and source on the order', async () => {
    const me = await buyer();
    const offered = (await me.send('GET', '/shipping/options')).json().result as { service_code: string; charge: number }[];
    const secondDay = offered.find((o) => o.service_code === '02')!;
    const res = await me.send('POST', '/order/create', {
      customer_id: me.id,
      customer_payment: { type: 'NET_30' },
      shipping_service_code: '02',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await ordersOf(me.id);
    expect(order).toMatchObject({
      shippingServiceCode: '02',
      shippingServiceName: 'UPS 2nd Day Air',
      shippingSource: 'ups',
      shippingCents: Math.round(secondDay.charge * 100),
    });
    // A later price change at UPS does not touch the placed order.
    fake.setNegotiated(0.5);
    const view = (await me.send('GET', `/order/user/${me.id}`)).json().data.result[0];
    expect(view.order_charges).toMatchObject({ shipping_charges: secondDay.charge, shipping: secondDay.charge });
    expect(view.shipping_service).toEqual({ service_code: '02', service_name: 'UPS 2nd Day Air', source: 'ups' });
  });

  it('refuses an unknown or no longer offered service with 400 and writes nothing', async () => {
    const me = await buyer();
    for (const code of ['99', '13', 'TABLE']) {
      const res = await me.send('POST', '/order/create', {
        customer_id: me.id,
        customer_payment: { type: 'COD' },
        shipping_service_code: code,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'This shipping service is not offered for your order. Please choose one of the services shown at checkout.',
        code: 'SHIPPING_SERVICE_NOT_OFFERED',
      });
    }
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await cartLineCount(shop.handle.db, me.id)).toBe(2);
  });

  it('records the rate table as the source when UPS did not answer', async () => {
    const me = await buyer();
    fake.failNext('error', 5, '/api/rating');
    const res = await me.send('POST', '/order/create', {
      customer_id: me.id,
      customer_payment: { type: 'COD' },
      shipping_service_code: 'TABLE',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await ordersOf(me.id);
    expect(order).toMatchObject({ shippingServiceCode: 'TABLE', shippingServiceName: 'Standard shipping', shippingSource: 'table' });
  });
});

describe('a buyer’s order over their limit, with a UPS service', () => {
  it('keeps the chosen service and its charge in the request; approving places the order with them', async () => {
    const { admin, buyer } = await companyWithBuyer(shop, null);
    await buyer.send('POST', `/ups/shipping/address/${buyer.id}`, { ...WASHINGTON, customer_email: buyer.email });
    await fillCart(shop.handle.db, buyer.id, picks);
    await admin.send('PUT', `/company/members/${buyer.id}`, { company_role: 'buyer', order_limit: 1 });
    const nextDay = ((await buyer.send('GET', '/shipping/options')).json().result as { service_code: string; charge: number }[]).find(
      (o) => o.service_code === '01',
    )!;
    const sent = await buyer.send('POST', '/order/create', {
      customer_id: buyer.id,
      customer_payment: { type: 'COD' },
      shipping_service_code: '01',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const approvalId = sent.json().result.approval_id as string;
    const [request] = await shop.handle.db.select().from(approvalRequests).where(eq(approvalRequests.id, approvalId));
    expect(request).toMatchObject({ shippingServiceCode: '01', shippingServiceName: 'UPS Next Day Air', shippingSource: 'ups' });

    // UPS's price moves meanwhile; the admin approves what the buyer chose.
    fake.setNegotiated(0.5);
    const approved = await admin.send('POST', `/company/approvals/${approvalId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [order] = await ordersOf(buyer.id);
    expect(order).toMatchObject({
      shippingServiceCode: '01',
      shippingServiceName: 'UPS Next Day Air',
      shippingSource: 'ups',
      shippingCents: Math.round(nextDay.charge * 100),
    });
  });
});
