import { findRegion, isCountry, type ShippingAddress } from '@northbend/shared';
import { COUNTRY_CODES } from '../../integrations/tax/tax-rates.js';
import type { TaxDestination } from '../../integrations/tax/tax-provider.js';

/** The saved shipping address as a tax authority places it, or null when it names no known state or province. */
export function taxDestinationOf(address: ShippingAddress): TaxDestination | null {
  if (!isCountry(address.customer_country)) return null;
  const region = findRegion(address.customer_country, address.customer_state);
  if (!region) return null;
  return {
    country: COUNTRY_CODES[address.customer_country],
    region: region.code,
    postalCode: address.customer_zip_code,
    city: address.customer_city,
    line1: address.customer_address,
  };
}
