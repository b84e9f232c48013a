import type { FastifyBaseLogger } from 'fastify';
import type { RateTier, ShippingAddress } from '@northbend/shared';
import { chargeFor } from '@northbend/shared';
import type { Parcel, UpsShipment } from '../../integrations/ups/rating-request.js';
import type { UpsRating } from '../../integrations/ups/rating-client.js';
import { TABLE_SERVICE, upsServiceName } from './service-names.js';

/** One way to ship the order as the checkout offers it; the order freezes the chosen one. */
export interface ShippingOption {
  serviceCode: string;
  serviceName: string;
  chargeCents: number;
  /** Business days in transit the carrier guarantees; null when it guarantees none. */
  deliveryDays: number | null;
  source: 'ups' | 'table';
}

/** What is rated: the sub total (the table's basis), and where and what UPS would carry. */
export interface ShipmentToRate {
  subTotalCents: number;
  /** Null when the address cannot be rated by a carrier (then only the table applies). */
  shipTo: UpsShipment['shipTo'] | null;
  parcels: Parcel[];
}

export interface RatedOptions {
  options: ShippingOption[];
  /** UPS is configured but did not rate this shipment: the table's option stands in for it. */
  fellBack: boolean;
}

/**
 * What shipping an order costs. The storefront's options (GET /shipping/options) and order
 * creation ask the same instance, so the charge a customer chose is the charge the order gets.
 */
export interface ShippingRates {
  /** The rate table's charge for a sub total in cents (the spec's POST /ups/shipping/charge). */
  quote(subTotalCents: number, destination?: ShippingAddress | null): Promise<number>;
  /** The services offered for a shipment, cheapest first. */
  options(shipment: ShipmentToRate, log?: FastifyBaseLogger): Promise<RatedOptions>;
}

/**
 * The offline default: tiers by sub total from config SHIPPING_RATES (parseRateTable and chargeFor,
 * packages/shared/src/shipping-rates.ts), offered as one service, 'Standard shipping'.
 */
export function tableRates(tiers: readonly RateTier[]): ShippingRates {
  if (!tiers.length || tiers[0].fromCents !== 0) throw new Error('A rate table needs a first tier from 0');
  const quote = async (subTotalCents: number) => chargeFor(tiers, subTotalCents);
  return {
    quote,
    async options(shipment) {
      const chargeCents = await quote(shipment.subTotalCents);
      return {
        options: [{ serviceCode: TABLE_SERVICE.code, serviceName: TABLE_SERVICE.name, chargeCents, deliveryDays: null, source: 'table' }],
        fellBack: false,
      };
    },
  };
}

export interface UpsRatesSettings {
  /** UPS_SERVICES: the service codes offered, whatever else UPS rates. */
  services: readonly string[];
  /** How long the checkout waits for UPS (token and rating together) before the table stands in. */
  timeoutMs: number;
}

/**
 * Live UPS rates (decision 031), chosen in app.ts when UPS is configured: the Rating API's Shop
 * request for the packed parcels, narrowed to UPS_SERVICES. When UPS fails, times out or rates
 * none of those services, the rate table answers instead and says so, so a carrier outage never
 * blocks a checkout.
 */
export function upsRates(rating: UpsRating, table: ShippingRates, settings: UpsRatesSettings): ShippingRates {
  return {
    quote: table.quote,
    async options(shipment, log) {
      // Nothing to rate yet (no address, an empty cart): the table's option, with nothing to say.
      if (!shipment.shipTo || !shipment.parcels.length) return table.options(shipment);
      try {
        const rated = await rating.shop({ shipTo: shipment.shipTo, parcels: shipment.parcels }, AbortSignal.timeout(settings.timeoutMs));
        const options = rated
          .filter((r) => settings.services.includes(r.serviceCode))
          .map((r): ShippingOption => ({ ...r, serviceName: upsServiceName(r.serviceCode), source: 'ups' }))
          .sort((a, b) => a.chargeCents - b.chargeCents);
        if (options.length) return { options, fellBack: false };
        log?.warn({ rated: rated.map((r) => r.serviceCode) }, 'UPS rated none of UPS_SERVICES; the rate table stands in');
      } catch (err) {
        log?.warn({ err }, 'UPS rating failed; the rate table stands in');
      }
      return { ...(await table.options(shipment)), fellBack: true };
    },
  };
}
