import type { Config } from '../../config.js';
import { upsRating } from '../../integrations/ups/rating-client.js';
import { upsToken } from '../../integrations/ups/ups-token.js';
import { tableRates, upsRates, type ShippingRates } from './rates.js';

/** UPS rates when UPS is configured (UPS_*, decision 031), with the table standing in on failure; else the table alone. */
export function createShippingRates(config: Pick<Config, 'shippingRates' | 'ups'>): ShippingRates {
  const table = tableRates(config.shippingRates);
  if (!config.ups) return table;
  return upsRates(upsRating(config.ups, upsToken(config.ups)), table, config.ups);
}
