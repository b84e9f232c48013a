import type { Pricing } from './buyer-prices.js';

/** Who is pricing: a request's viewer (plugins/viewer.ts), or a customer named by a module (the wishlist). */
export type PriceViewer = { kind: 'visitor' } | { kind: 'customer'; customerId: string };

/** Whether any rule prices one variant alone: then a listing's ranges are priced variant by variant. */
export const pricesVariantsAlone = (prices: Pricing): boolean =>
  !!prices?.rules.some((r) => r.variantId !== null && r.optionId === null && r.minQuantity <= 1);
