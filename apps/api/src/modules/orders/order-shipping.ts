import type { FastifyBaseLogger } from 'fastify';
import { SHIPPING_MESSAGES, type ShippingAddress } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import type { LoadPricedCart } from '../cart/index.js';
import {
  chosenOption,
  findShippingAddress,
  sameCarrierShipment,
  shipmentOf,
  TABLE_SERVICE,
  type ShipmentToRate,
  type ShippingOption,
  type ShippingRates,
} from '../shipping/index.js';

/** The shipping an order freezes (decision 031): the charge, the service and where the charge came from. */
export interface FrozenShipping {
  shippingCents: number;
  shippingServiceCode: string;
  shippingServiceName: string;
  shippingSource: 'ups' | 'table';
}

export interface ChosenShipping {
  option: ShippingOption;
  /** What was rated, to check under the lock that the cart still ships the same. */
  shipment: ShipmentToRate;
}

/**
 * Before the order's transaction (a carrier may take seconds; no lock is held meanwhile): the cart
 * as it stands rated again, and the buyer's service among the offered ones; an unknown or no longer
 * offered code is a 400 and nothing is written. Null when there is no cart or address to rate
 * (placing refuses those with its own messages).
 */
export async function chooseShipping(
  deps: { db: Database; rates: ShippingRates; loadPricedCart: LoadPricedCart },
  customerId: string,
  serviceCode: string | null | undefined,
  log?: FastifyBaseLogger,
): Promise<ChosenShipping | null> {
  const address = (await findShippingAddress(deps.db, customerId)) as ShippingAddress | null;
  const cart = await deps.loadPricedCart(deps.db, customerId);
  if (!address || !cart.lines.length) return null;
  const shipment = await shipmentOf(deps.db, cart, address);
  return { option: chosenOption(await deps.rates.options(shipment, log), serviceCode), shipment };
}

/**
 * Under the customer's lock, with the cart as it is placed: the table's charge is read again from
 * the sub total (as before services existed); a UPS charge stands when the cart still packs into the
 * same parcels to the same address, and is refused (409) when it changed meanwhile.
 */
export async function frozenShipping(
  tx: Database,
  rates: ShippingRates,
  chosen: ChosenShipping | null,
  cart: Awaited<ReturnType<LoadPricedCart>>,
  address: ShippingAddress,
): Promise<FrozenShipping> {
  if (chosen?.option.source === 'ups') {
    if (!sameCarrierShipment(chosen.shipment, await shipmentOf(tx, cart, address)))
      throw new HttpError(409, SHIPPING_MESSAGES.cartChanged, 'SHIPPING_CHANGED');
    return {
      shippingCents: chosen.option.chargeCents,
      shippingServiceCode: chosen.option.serviceCode,
      shippingServiceName: chosen.option.serviceName,
      shippingSource: 'ups',
    };
  }
  return {
    shippingCents: await rates.quote(cart.subTotalCents, address),
    shippingServiceCode: chosen?.option.serviceCode ?? TABLE_SERVICE.code,
    shippingServiceName: chosen?.option.serviceName ?? TABLE_SERVICE.name,
    shippingSource: 'table',
  };
}
