import type { Database } from '../../db/client.js';
import type { Pricing } from './buyer-prices.js';
import { findBuyerPrices } from './buyer-price-queries.js';

/** Who is pricing: a request's viewer (plugins/viewer.ts), or a customer named by a module (the wishlist). */
export type PriceViewer = { kind: 'visitor' } | { kind: 'customer'; customerId: string };

/** A request's prices: none for a visitor, the company's price lists in force for a logged-in buyer. */
export async function pricingOf(db: Database, viewer: PriceViewer): Promise<Pricing> {
  return viewer.kind === 'customer' ? findBuyerPrices(db, viewer.customerId) : null;
}

/** Whether any rule prices one variant alone: then a listing's ranges are priced variant by variant. */
export const pricesVariantsAlone = (prices: Pricing): boolean =>
  !!prices?.rules.some((r) => r.variantId !== null && r.optionId === null && r.minQuantity <= 1);
