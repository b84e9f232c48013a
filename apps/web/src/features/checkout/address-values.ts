import { ShippingAddressBody } from '@northbend/shared';
import { firstMessages, PLACE_FIELDS } from '../../components/address-fields';
import type { CheckoutCustomer } from './checkout-api';

/** The address form's fields in the order it shows them (spec section 3). */
export const ADDRESS_FIELDS = ['customer_email', ...PLACE_FIELDS] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/**
 * The saved address, or a first one drafted from the profile (name, phone, business). The email
 * is always the account's: the form shows it read-only and the server keeps its own.
 */
export function initialAddress(customer: CheckoutCustomer): AddressValues {
  const saved = customer.user_shipping?.shipment_address;
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, saved?.[f] ?? ''])) as AddressValues;
  if (!saved) {
    values.customer_name = customer.user_name ?? '';
    values.customer_phone_number = customer.user_mobile_number ?? '';
    values.customer_company = customer.user_business_name ?? '';
  }
  values.customer_email = customer.user_email;
  return values;
}

/** Checks with the shared schema (the server runs the same): the address to send, or each field's first message. */
export function validateAddress(values: AddressValues): { address?: ShippingAddressBody; errors: AddressErrors } {
  const parsed = ShippingAddressBody.safeParse(values);
  if (parsed.success) return { address: parsed.data, errors: {} };
  return { errors: firstMessages<AddressField>(parsed.error.issues) };
}
