import { dollarsToCents } from './money.js';

/** From `fromCents` of sub total on (up to the next tier), shipping costs `chargeCents`. */
export interface RateTier {
  fromCents: number;
  chargeCents: number;
}

/**
 * The default table (config SHIPPING_RATES), in dollars "from:charge". Sub total stands in for
 * weight: a few turret punches travel in one small, heavy box by UPS Ground ($19.50); a set of
 * punches and dies fills a larger one ($29.50); press-brake tooling in sectioned lengths needs
 * long, heavy parcels ($49); from $5,000 the shop pays the freight.
 */
export const DEFAULT_SHIPPING_RATES = '0:19.50,250:29.50,1000:49,5000:0';

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/**
 * Reads "from:charge,from:charge,…" (dollars, up to 2 decimals). The first tier must start at 0
 * and each next one higher, so every sub total has exactly one charge. Throws a sentence that
 * says what is wrong.
 */
export function parseRateTable(text: string): RateTier[] {
  const pairs = text.split(',').map((p) => p.trim());
  const tiers = pairs.map((pair) => {
    const [from, charge, extra] = pair.split(':').map((s) => s?.trim());
    if (extra !== undefined || !from || !charge || !AMOUNT.test(from) || !AMOUNT.test(charge)) {
      throw new Error(`"${pair}" is not "from:charge" in dollars, e.g. ${DEFAULT_SHIPPING_RATES}`);
    }
    return { fromCents: dollarsToCents(Number(from)), chargeCents: dollarsToCents(Number(charge)) };
  });
  if (tiers[0].fromCents !== 0) throw new Error(`the first tier must start at 0, e.g. ${DEFAULT_SHIPPING_RATES}`);
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i].fromCents <= tiers[i - 1].fromCents) throw new Error('each tier must start above the one before it');
  }
  return tiers;
}

/** The charge of the last tier whose start the sub total has reached. */
export function chargeFor(tiers: readonly RateTier[], subTotalCents: number): number {
  let charge = tiers[0].chargeCents;
  for (const tier of tiers) if (subTotalCents >= tier.fromCents) charge = tier.chargeCents;
  return charge;
}
