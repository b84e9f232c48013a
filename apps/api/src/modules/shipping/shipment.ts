import { findRegion, isCountry, type Country, type ShippingAddress } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { LoadPricedCart } from '../cart/index.js';
import { packParcels, type PackingItem } from './packing.js';
import type { ShipmentToRate } from './rates.js';
import { pieceWeights, SHOP_DEFAULT_WEIGHT_LB } from './weights-queries.js';

const COUNTRY_CODES: Readonly<Record<Country, string>> = { 'United States': 'US', Canada: 'CA', Mexico: 'MX' };

/** The saved address as a carrier reads it: two-letter country and state codes. */
export function shipToOf(address: ShippingAddress | null): ShipmentToRate['shipTo'] {
  if (!address || !isCountry(address.customer_country)) return null;
  const region = findRegion(address.customer_country, address.customer_state);
  if (!region) return null;
  return {
    name: address.customer_name,
    company: address.customer_company ?? '',
    addressLines: [address.customer_address, address.customer_secondary_address ?? ''],
    city: address.customer_city,
    state: region.code,
    postalCode: address.customer_zip_code,
    country: COUNTRY_CODES[address.customer_country],
  };
}

/**
 * The cart as parcels to the saved address (the packing rule, decision 031). A quote line has no
 * catalog weight: each of its pieces counts at the shop's default weight.
 */
export async function shipmentOf(
  db: Database,
  cart: Awaited<ReturnType<LoadPricedCart>>,
  address: ShippingAddress | null,
): Promise<ShipmentToRate> {
  const catalogLines = cart.lines.filter((line) => !line.quote);
  const weights = await pieceWeights(
    db,
    catalogLines.map((line) => line.productId),
    catalogLines.flatMap((line) => line.variants.map((v) => v.variantId)),
  );
  const items: PackingItem[] = cart.lines.flatMap((line): PackingItem[] => {
    if (line.quote) return [{ weightLb: SHOP_DEFAULT_WEIGHT_LB, quantity: line.quantity }];
    const product = weights.get(line.productId) ?? { weightLb: SHOP_DEFAULT_WEIGHT_LB };
    if (line.variants.length) return line.variants.map((v) => ({ ...(weights.get(v.variantId) ?? product), quantity: v.quantity }));
    return [{ ...product, quantity: line.quantity }];
  });
  return { subTotalCents: cart.subTotalCents, shipTo: shipToOf(address), parcels: packParcels(items) };
}

/** Two shipments a carrier would rate alike: same address and parcels (the sub total aside). */
export const sameCarrierShipment = (a: ShipmentToRate, b: ShipmentToRate) =>
  JSON.stringify([a.shipTo, a.parcels]) === JSON.stringify([b.shipTo, b.parcels]);
