import type { Database } from '../../db/client.js';
import { pricesVariantsAlone, type Pricing } from '../pricing/index.js';
import { findVariantPriceRanges } from './product-queries.js';
import { findVariantsOfProducts } from './tool-finder-queries.js';
import { priceRangeOf, productSummary, type PriceRange, type ProductRow } from './product-view.js';

/**
 * Listed products as the viewer sees them (`prices`: the buyer's, BuyerPriceBook.of): no price for a visitor; for a buyer, their price (their
 * company's price lists, decision 024) with each variant product's price range. The range comes from
 * one min/max query, unless a contract prices a variant alone: then from the listed variants.
 */
export async function pricedSummaries(db: Database, rows: ProductRow[], prices: Pricing) {
  if (!prices) return rows.map((r) => productSummary(r, null));
  const withVariants = rows.filter((r) => r.variantsStatus).map((r) => r.id);
  let ranges: Map<string, PriceRange>;
  if (pricesVariantsAlone(prices)) {
    const variants = await findVariantsOfProducts(db, withVariants);
    ranges = new Map();
    for (const row of rows) {
      const own = variants.filter((v) => v.productId === row.id);
      if (own.length) ranges.set(row.id, priceRangeOf(own, prices, row));
    }
  } else {
    ranges = await findVariantPriceRanges(db, withVariants);
  }
  return rows.map((r) => productSummary(r, prices, ranges.get(r.id)));
}
