import { describe, expect, it } from 'vitest';
import { ShippingAddressBody, ShippingChargeBody } from './schemas/shipping.js';

const address = {
  customer_email: 'dana@precisionfab.com',
  customer_name: 'Dana Whitfield',
  customer_phone_number: '+1 616 555 0199',
  customer_company: 'Precision Fab LLC',
  customer_address: '1200 Industrial Ave',
  customer_secondary_address: 'Dock 4',
  customer_city: 'Holland',
  customer_state: 'Michigan',
  customer_zip_code: '49423',
  customer_country: 'United States',
};

const firstMessage = (body: Record<string, unknown>) => {
  const parsed = ShippingAddressBody.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('ShippingAddressBody', () => {
  it('accepts a complete address', () => {
    expect(ShippingAddressBody.parse(address)).toEqual(address);
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
  ])('%s missing or blank: %s', (field, message) => {
    const { [field]: _left, ...without } = address as Record<string, string>;
    expect(firstMessage(without)).toBe(message);
    expect(firstMessage({ ...address, [field]: '   ' })).toBe(message);
  });

  it('lets phone and apartment/suite out, as empty strings', () => {
    const { customer_phone_number: _p, customer_secondary_address: _s, ...rest } = address;
    expect(ShippingAddressBody.parse(rest)).toMatchObject({ customer_phone_number: '', customer_secondary_address: '' });
  });

  it('shows the first missing field of the form first', () => {
    expect(firstMessage({ customer_email: 'a@b.co' })).toBe('Name is required');
  });

  it('refuses a state of another country and a country the shop does not ship to', () => {
    expect(firstMessage({ ...address, customer_state: 'Ontario' })).toBe('Please choose a state or province of United States.');
    expect(firstMessage({ ...address, customer_country: 'Germany' })).toBe('We ship to United States, Canada and Mexico only.');
  });

  it.each([
    ['United States', 'Michigan', '4942'],
    ['Canada', 'Ontario', '49423'],
    ['Mexico', 'Jalisco', 'K1A 0B1'],
  ])('refuses a postal code that does not fit %s', (country, state, zip) => {
    expect(firstMessage({ ...address, customer_country: country, customer_state: state, customer_zip_code: zip })).toBe(
      `Please enter a valid ZIP or postal code for ${country}.`,
    );
  });

  it('keeps the full state name and the printed form of a Canadian code', () => {
    const parsed = ShippingAddressBody.parse({ ...address, customer_country: 'Canada', customer_state: 'on', customer_zip_code: 'm5v3l9' });
    expect(parsed).toMatchObject({ customer_state: 'Ontario', customer_zip_code: 'M5V 3L9' });
  });

  it('refuses overlong fields with a message naming the field', () => {
    expect(firstMessage({ ...address, customer_city: 'x'.repeat(101) })).toBe('City must be at most 100 characters');
  });
});

describe('ShippingChargeBody', () => {
  it('takes a dollar amount of 0 or more', () => {
    expect(ShippingChargeBody.parse({ orderSubTotal: 0 })).toEqual({ orderSubTotal: 0 });
    expect(ShippingChargeBody.safeParse({ orderSubTotal: -1 }).success).toBe(false);
    expect(ShippingChargeBody.safeParse({ orderSubTotal: '12' }).success).toBe(false);
    expect(ShippingChargeBody.safeParse({}).success).toBe(false);
  });
});
