import { z } from 'zod';
import { COUNTRIES, findRegion, isCountry, isPostalCode, normalizePostalCode } from '../regions.js';

/** The address form's messages (spec section 5), in the order the form shows its fields. */
export const SHIPPING_ADDRESS_MESSAGES = {
  email: 'Email is required',
  name: 'Name is required',
  company: 'Company required for business addresses',
  address: 'Address is required',
  city: 'City is required',
  country: 'Country is required',
  state: 'State is required',
  zipCode: 'Zip Code is required',
  unknownCountry: `We ship to ${COUNTRIES.slice(0, -1).join(', ')} and ${COUNTRIES.at(-1)} only.`,
  stateNotInCountry: (country: string) => `Please choose a state or province of ${country}.`,
  postalCode: (country: string) => `Please enter a valid ZIP or postal code for ${country}.`,
} as const;

const M = SHIPPING_ADDRESS_MESSAGES;

const required = (message: string, max: number, label: string) =>
  z.string({ message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);
const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

/**
 * The checkout's shipping address (spec sections 3 and 5), used by the address form and as the
 * body of POST /ups/shipping/address/{userId}. The state must be one of the chosen country's and
 * the postal code must look like that country's; the state comes out as its full name and a
 * Canadian code as 'A1A 1A1'. The server ignores customer_email and keeps the account's email.
 */
/** The address fields without the email (a company's saved location keeps none: issue 26). */
export const ShippingAddressFields = z.object({
  customer_name: required(M.name, 120, 'Name'),
  customer_phone_number: optional(40, 'Phone number'),
  customer_company: required(M.company, 200, 'Company'),
  customer_address: required(M.address, 200, 'Address'),
  customer_secondary_address: optional(200, 'Apartment, suite'),
  customer_city: required(M.city, 100, 'City'),
  customer_country: required(M.country, 60, 'Country'),
  customer_state: required(M.state, 60, 'State'),
  customer_zip_code: required(M.zipCode, 12, 'Zip Code'),
});

interface PlaceFields {
  customer_country: string;
  customer_state: string;
  customer_zip_code: string;
}

/**
 * An address schema with the place checks: the state must be one of the chosen country's and the
 * postal code must look like that country's; the state comes out as its full name and a Canadian
 * code as 'A1A 1A1'.
 */
export const checkedPlace = <T extends z.ZodType<PlaceFields, PlaceFields>>(schema: T) =>
  schema
    .superRefine((a, ctx) => {
      if (!isCountry(a.customer_country)) {
        ctx.addIssue({ code: 'custom', path: ['customer_country'], message: M.unknownCountry });
        return;
      }
      if (!findRegion(a.customer_country, a.customer_state)) {
        ctx.addIssue({ code: 'custom', path: ['customer_state'], message: M.stateNotInCountry(a.customer_country) });
      }
      if (!isPostalCode(a.customer_country, a.customer_zip_code)) {
        ctx.addIssue({ code: 'custom', path: ['customer_zip_code'], message: M.postalCode(a.customer_country) });
      }
    })
    .overwrite((a) => {
      if (!isCountry(a.customer_country)) return a;
      return {
        ...a,
        customer_state: findRegion(a.customer_country, a.customer_state)?.name ?? a.customer_state,
        customer_zip_code: normalizePostalCode(a.customer_country, a.customer_zip_code),
      };
    });

export const ShippingAddressBody = checkedPlace(
  z.object({ customer_email: required(M.email, 254, 'Email'), ...ShippingAddressFields.shape }),
);
export type ShippingAddressBody = z.infer<typeof ShippingAddressBody>;

/** A saved shipping address (user_shipping.shipment_address, an order's snapshot): the body's fields, email from the account. */
export type ShippingAddress = ShippingAddressBody;

/** POST /ups/shipping/charge: the cart's sub total in dollars. */
export const ShippingChargeBody = z.object({
  orderSubTotal: z
    .number({ message: 'orderSubTotal must be an amount in dollars' })
    .min(0, 'orderSubTotal cannot be negative')
    .max(10_000_000, 'orderSubTotal is too large'),
});
export type ShippingChargeBody = z.infer<typeof ShippingChargeBody>;
