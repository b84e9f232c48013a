import type { Pricing } from './buyer-prices.js';

/** Who is pricing: a request's viewer (plugins/viewer.ts), or a customer named by a module (the wishlist). */
export type PriceViewer = { kind: 'visitor' } | { kind: 'customer'; customerId: string };

/**
 * The products one of whose variants a rule prices alone (at one piece): a listing prices their
 * ranges variant by variant; every other product's range follows from its list range. `all`: a
 * variant rule that does not name its product (none is written so; kept safe all the same).
 */
export function productsPricedByVariant(prices: Pricing): Set<string> | 'all' {
  const ids = new Set<string>();
  for (const r of prices?.rules ?? []) {
    if (r.variantId === null || r.optionId !== null || r.minQuantity > 1) continue;
    if (r.productId === null) return 'all';
    ids.add(r.productId);
  }
  return ids;
}
