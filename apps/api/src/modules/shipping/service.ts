import { centsToDollars, dollarsToCents, type ShippingAddress, type ShippingAddressBody } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { findShippingAddress, saveShippingAddress } from './queries.js';
import type { ShippingRates } from './rates.js';

export const ADDRESS_SAVED = 'Your shipping address has been saved.';

export function shippingService({ db, rates }: { db: Database; rates: ShippingRates }) {
  return {
    /** Saves the checkout address; whatever email the body holds, the account's email is kept. */
    async saveAddress(customerId: string, body: ShippingAddressBody): Promise<Record<string, string>> {
      const { customer_email: _fromTheForm, ...fields } = body;
      const saved = await saveShippingAddress(db, customerId, fields);
      if (!saved) throw notFound('Customer not found');
      return saved;
    },

    /** The shipping quote for a sub total in dollars, to the saved address when there is one. */
    async charge(customerId: string, subTotalDollars: number): Promise<number> {
      const destination = (await findShippingAddress(db, customerId)) as ShippingAddress | null;
      return centsToDollars(await rates.quote(dollarsToCents(subTotalDollars), destination));
    },
  };
}

export type ShippingService = ReturnType<typeof shippingService>;
