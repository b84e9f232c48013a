import type { Database } from '../../db/client.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { BuyerPrices, Pricing } from './buyer-prices.js';
import { findBuyerRules, inForce, type StoredBuyerRules } from './buyer-price-queries.js';
import type { PriceViewer } from './price-viewer.js';

/**
 * How long a buyer's rules are reused by the catalog reads. Every price-list or catalog write
 * clears them in every API process (the catalog change bus), so this bounds only a missed message.
 */
const BOOK_TTL_MS = 60_000;

interface Entry {
  stored: StoredBuyerRules;
  /** The prices in force, and until when (the next start or end of one of the lists). */
  current: { prices: BuyerPrices; from: number; until: number } | null;
}

/** The earliest list start or end after `now`: the prices in force change then. */
function nextChange(stored: StoredBuyerRules, now: number): number {
  let next = Infinity;
  for (const r of stored.rules) for (const t of [r.startsAt, r.endsAt]) if (t !== null && t > now && t < next) next = t;
  return next;
}

/**
 * Buyers' prices for the catalog's reads (issue 27, decision 024): each customer's company rules
 * read once and kept, so a listing or product page pays no query for them, with the rules in force
 * (and their index) worked out again only when a list starts or ends. The cart and orders read the
 * database instead (findBuyerPrices): what is charged is never a cached price.
 */
export function buyerPriceBook(db: Database) {
  const book = ttlCache<Entry>(BOOK_TTL_MS, 10_000);
  return {
    async of(viewer: PriceViewer, at: Date = new Date()): Promise<Pricing> {
      if (viewer.kind !== 'customer') return null;
      const entry = await book.get(viewer.customerId, async () => ({ stored: await findBuyerRules(db, viewer.customerId), current: null }));
      const now = at.getTime();
      if (!entry.current || now < entry.current.from || now >= entry.current.until)
        entry.current = { prices: inForce(entry.stored, at), from: now, until: nextChange(entry.stored, now) };
      return entry.current.prices;
    },
    /** Called on every catalog change (price lists, products, categories), in every API process. */
    forget: () => book.clear(),
  };
}

export type BuyerPriceBook = ReturnType<typeof buyerPriceBook>;
