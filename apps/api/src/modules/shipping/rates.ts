import type { ShippingAddress, RateTier } from '@northbend/shared';
import { chargeFor } from '@northbend/shared';

/**
 * What shipping an order costs. The storefront's quote (POST /ups/shipping/charge) and order
 * creation ask the same instance, so the total a customer saw is the total the order gets.
 */
export interface ShippingRates {
  /**
   * Shipping in cents for a sub total in cents. `destination` is the saved address when there is
   * one; the offline table ignores it, a carrier's rating needs it.
   */
  quote(subTotalCents: number, destination?: ShippingAddress | null): Promise<number>;
}

/**
 * The offline default: tiers by sub total from config SHIPPING_RATES (parseRateTable and chargeFor,
 * packages/shared/src/shipping-rates.ts).
 *
 * A live UPS rate would plug in here as a second implementation, `upsRates(credentials, origin)`,
 * chosen in app.ts when UPS credentials are configured: it would call the UPS Rating API (OAuth
 * client credentials, then POST /api/rating/v2/Shop) with the origin, the destination's
 * state code (findRegion) and postal code and the parcel weights from the lines, and fall back
 * to this table when UPS does not answer, so a carrier outage never blocks a checkout.
 */
export function tableRates(tiers: readonly RateTier[]): ShippingRates {
  if (!tiers.length || tiers[0].fromCents !== 0) throw new Error('A rate table needs a first tier from 0');
  return {
    async quote(subTotalCents) {
      return chargeFor(tiers, subTotalCents);
    },
  };
}
