import type { FastifyBaseLogger } from 'fastify';
import {
  centsToDollars,
  dollarsToCents,
  SHIPPING_MESSAGES,
  type ShippingAddress,
  type ShippingAddressBody,
  type ShippingOptionsAnswer,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { LoadPricedCart } from '../cart/index.js';
import { findShippingAddress, saveShippingAddress } from './queries.js';
import type { RatedOptions, ShippingOption, ShippingRates } from './rates.js';
import { shipmentOf } from './shipment.js';

export const ADDRESS_SAVED = 'Your shipping address has been saved.';

const optionView = (o: ShippingOption) => ({
  service_code: o.serviceCode,
  service_name: o.serviceName,
  charge: centsToDollars(o.chargeCents),
  delivery_days: o.deliveryDays,
  source: o.source,
});

/**
 * The service a buyer chose among those offered now (none given: the cheapest, as an older client
 * that sends no code gets); an unknown or no longer offered code is a 400.
 */
export function chosenOption(rated: RatedOptions, serviceCode: string | null | undefined): ShippingOption {
  const chosen = serviceCode ? rated.options.find((o) => o.serviceCode === serviceCode) : rated.options[0];
  // The code lets the checkout keep the buyer there and offer the services of now.
  if (!chosen) throw new HttpError(400, SHIPPING_MESSAGES.serviceNotOffered, 'SHIPPING_SERVICE_NOT_OFFERED');
  return chosen;
}

export function shippingService({ db, rates, loadPricedCart }: { db: Database; rates: ShippingRates; loadPricedCart: LoadPricedCart }) {
  return {
    /** Saves the checkout address; whatever email the body holds, the account's email is kept. */
    async saveAddress(customerId: string, body: ShippingAddressBody): Promise<Record<string, string>> {
      const { customer_email: _fromTheForm, ...fields } = body;
      const saved = await saveShippingAddress(db, customerId, fields);
      if (!saved) throw notFound('Customer not found');
      return saved;
    },

    /** The spec's quote for a sub total in dollars: the rate table's tier (the services are GET /shipping/options). */
    async charge(customerId: string, subTotalDollars: number): Promise<number> {
      const destination = (await findShippingAddress(db, customerId)) as ShippingAddress | null;
      return centsToDollars(await rates.quote(dollarsToCents(subTotalDollars), destination));
    },

    /** The services for the customer's cart to their saved address, cheapest first. */
    async options(customerId: string, log?: FastifyBaseLogger): Promise<ShippingOptionsAnswer> {
      const address = (await findShippingAddress(db, customerId)) as ShippingAddress | null;
      const cart = await loadPricedCart(db, customerId);
      const rated = await rates.options(await shipmentOf(db, cart, address), log);
      return { success: true, result: rated.options.map(optionView), notice: rated.fellBack ? SHIPPING_MESSAGES.upsUnavailable : null };
    },
  };
}

export type ShippingService = ReturnType<typeof shippingService>;
