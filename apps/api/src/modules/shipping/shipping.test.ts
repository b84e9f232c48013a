import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { newCustomer, SAMPLE_ADDRESS } from '../../test/customers.js';

const shop = useTestShop({ seed: false });

const ADDRESS = { ...SAMPLE_ADDRESS, customer_email: 'someone.else@example.com' };

const buyer = () => newCustomer(shop);

const saveAddress = (userId: string, token: string | undefined, payload: Record<string, unknown>) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/v1/ups/shipping/address/${userId}`,
    headers: token ? { authorization: token } : {},
    payload,
  });

const savedAddressOf = async (id: string) =>
  (await shop.handle.db.select({ a: customers.shippingAddress }).from(customers).where(eq(customers.id, id)))[0].a;

describe('POST /ups/shipping/address/{userId}', () => {
  it("saves the address with the account's email, whatever email the body holds", async () => {
    const me = await buyer();
    const res = await saveAddress(me.id, me.token, ADDRESS);
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...ADDRESS, customer_email: me.email };
    expect(res.json()).toEqual({ success: true, message: 'Your shipping address has been saved.', result: expected });
    expect(await savedAddressOf(me.id)).toEqual(expected);
  });

  it('shows the saved address on GET /customer/{id} as user_shipping.shipment_address', async () => {
    const me = await buyer();
    await saveAddress(me.id, me.token, { ...ADDRESS, customer_country: 'Canada', customer_state: 'on', customer_zip_code: 'm5v3l9' });
    const profile = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/customer/${me.id}`, headers: { authorization: me.token } })
    ).json();
    expect(profile.result.user_shipping.shipment_address).toEqual({
      ...ADDRESS,
      customer_email: me.email,
      customer_country: 'Canada',
      customer_state: 'Ontario',
      customer_zip_code: 'M5V 3L9',
    });
  });

  it('replaces an earlier address and keeps the optional fields empty when left out', async () => {
    const me = await buyer();
    await saveAddress(me.id, me.token, ADDRESS);
    const { customer_phone_number: _p, customer_secondary_address: _s, ...required } = ADDRESS;
    expect((await saveAddress(me.id, me.token, { ...required, customer_city: 'Grand Rapids' })).statusCode).toBe(200);
    expect(await savedAddressOf(me.id)).toMatchObject({
      customer_city: 'Grand Rapids',
      customer_phone_number: '',
      customer_secondary_address: '',
    });
  });

  it.each([
    ['customer_email', 'Email is required'],
    ['customer_name', 'Name is required'],
    ['customer_company', 'Company required for business addresses'],
    ['customer_address', 'Address is required'],
    ['customer_city', 'City is required'],
    ['customer_country', 'Country is required'],
    ['customer_state', 'State is required'],
    ['customer_zip_code', 'Zip Code is required'],
  ])('without %s: 400 %s, nothing saved', async (field, message) => {
    const me = await buyer();
    const { [field]: _left, ...without } = ADDRESS as Record<string, string>;
    const res = await saveAddress(me.id, me.token, without);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message });
    expect((await saveAddress(me.id, me.token, { ...ADDRESS, [field]: '  ' })).json().message).toBe(message);
    expect(await savedAddressOf(me.id)).toBeNull();
  });

  it.each([
    ['United States', 'Texas', '7500'],
    ['United States', 'Texas', 'M5V 3L9'],
    ['Canada', 'Quebec', '75001'],
    ['Mexico', 'Nuevo León', '6400'],
  ])('refuses a postal code that does not fit %s (%s)', async (country, state, zip) => {
    const me = await buyer();
    const res = await saveAddress(me.id, me.token, {
      ...ADDRESS,
      customer_country: country,
      customer_state: state,
      customer_zip_code: zip,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Please enter a valid ZIP or postal code for ${country}.`);
    expect(await savedAddressOf(me.id)).toBeNull();
  });

  it('refuses a state of another country and a country the shop does not ship to', async () => {
    const me = await buyer();
    const wrongState = await saveAddress(me.id, me.token, {
      ...ADDRESS,
      customer_country: 'Mexico',
      customer_state: 'Michigan',
      customer_zip_code: '64000',
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().message).toBe('Please choose a state or province of Mexico.');
    const wrongCountry = await saveAddress(me.id, me.token, { ...ADDRESS, customer_country: 'Germany' });
    expect(wrongCountry.json().message).toBe('We ship to United States, Canada and Mexico only.');
    expect(await savedAddressOf(me.id)).toBeNull();
  });

  it("refuses another customer's userId with 403 and a visitor with 401", async () => {
    const [me, other] = [await buyer(), await buyer()];
    const res = await saveAddress(other.id, me.token, ADDRESS);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'You can only access your own account.' });
    expect(await savedAddressOf(other.id)).toBeNull();
    const visitor = await saveAddress(me.id, undefined, ADDRESS);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to continue.');
  });
});

describe('POST /ups/shipping/charge', () => {
  const charge = async (payload: unknown, token?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/v1/ups/shipping/charge',
      headers: { authorization: token ?? (await buyer()).token },
      payload: payload as object,
    });

  it.each([
    [0, 19.5],
    [0.01, 19.5],
    [249.99, 19.5],
    [250, 29.5],
    [999.99, 29.5],
    [1000, 49],
    [4999.99, 49],
    [5000, 0],
    [125_000, 0],
  ])('a sub total of $%d ships for $%d', async (orderSubTotal, shippingCharges) => {
    const res = await charge({ orderSubTotal });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: { shippingCharges } });
  });

  it.each([[{ orderSubTotal: -1 }], [{ orderSubTotal: '250' }], [{ orderSubTotal: null }], [{}]])(
    'refuses %j with 400',
    async (payload) => {
      const res = await charge(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: expect.stringMatching(/orderSubTotal/) });
    },
  );

  it('needs a logged-in customer', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/v1/ups/shipping/charge', payload: { orderSubTotal: 10 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /shipping/options without UPS', () => {
  it("offers the rate table's one service for the cart's sub total", async () => {
    const me = await newCustomer(shop, { address: true });
    const res = await me.send('GET', '/shipping/options');
    expect(res.statusCode, res.body).toBe(200);
    // An empty cart: the table's first tier ($19.50 by default).
    expect(res.json()).toEqual({
      success: true,
      result: [{ service_code: 'TABLE', service_name: 'Standard shipping', charge: 19.5, delivery_days: null, source: 'table' }],
      notice: null,
    });
  });
});
