import { describe, expect, it } from 'vitest';
import { initialAddress, validateAddress, type AddressValues } from './address-values';

const customer = {
  _id: 'c1',
  user_name: 'Dana Whitfield',
  user_email: 'dana@precisionfab.com',
  user_mobile_number: '616 555 0199',
  user_business_name: 'Precision Fab',
};

describe('initialAddress', () => {
  it('drafts a first address from the profile, email from the account', () => {
    const v = initialAddress(customer);
    expect(v).toMatchObject({
      customer_email: 'dana@precisionfab.com',
      customer_name: 'Dana Whitfield',
      customer_company: 'Precision Fab',
      customer_country: '',
    });
  });

  it('prefers the saved address', () => {
    const saved = { ...initialAddress(customer), customer_name: 'Receiving Dock', customer_city: 'Holland' };
    const v = initialAddress({ ...customer, user_shipping: { shipment_address: saved as never } });
    expect(v.customer_name).toBe('Receiving Dock');
    expect(v.customer_city).toBe('Holland');
  });
});

describe('validateAddress', () => {
  it('gives each missing field the message of spec section 5', () => {
    const empty = Object.fromEntries(Object.keys(initialAddress(customer)).map((k) => [k, ''])) as AddressValues;
    expect(validateAddress(empty).errors).toEqual({
      customer_email: 'Email is required',
      customer_name: 'Name is required',
      customer_company: 'Company required for business addresses',
      customer_address: 'Address is required',
      customer_city: 'City is required',
      customer_country: 'Country is required',
      customer_state: 'State is required',
      customer_zip_code: 'Zip Code is required',
    });
  });

  it('accepts a full address and checks the postal code per country', () => {
    const full: AddressValues = {
      ...initialAddress(customer),
      customer_address: '1200 Industrial Ave',
      customer_city: 'Holland',
      customer_country: 'United States',
      customer_state: 'Michigan',
      customer_zip_code: '49423',
    };
    expect(validateAddress(full).address?.customer_state).toBe('Michigan');
    expect(validateAddress({ ...full, customer_zip_code: '4942' }).errors.customer_zip_code).toBe(
      'Please enter a valid ZIP or postal code for United States.',
    );
  });
});
