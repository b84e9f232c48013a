import type { Database } from '../../db/client.js';
import { productsPricedByVariant, type Pricing } from '../pricing/index.js';
import { findVariantPriceRanges } from './product-queries.js';
import { findVariantsOfProducts } from './tool-finder-queries.js';
import { priceRangeOf, productSummary, type ProductRow } from './product-view.js';

/**
 * Listed products as the viewer sees them (`prices`: BuyerPriceBook.of): no price for a visitor;
 * for a buyer, their price (their company's price lists, decision 024) with each variant product's
 * price range. The range comes from
 * one min/max query, except for the products a contract prices a variant of: theirs from their variants.
 */
export async function pricedSummaries(db: Database, rows: ProductRow[], prices: Pricing) {
  if (!prices) return rows.map((r) => productSummary(r, null));
  const withVariants = rows.filter((r) => r.variantsStatus).map((r) => r.id);
  const byVariant = productsPricedByVariant(prices);
  const alone = byVariant === 'all' ? withVariants : withVariants.filter((id) => byVariant.has(id));
  const [ranges, variants] = await Promise.all([
    findVariantPriceRanges(
      db,
      withVariants.filter((id) => !alone.includes(id)),
    ),
    alone.length ? findVariantsOfProducts(db, alone) : [],
  ]);
  for (const row of rows) {
    const own = variants.filter((v) => v.productId === row.id);
    if (own.length) ranges.set(row.id, priceRangeOf(own, prices, row));
  }
  return rows.map((r) => productSummary(r, prices, ranges.get(r.id)));
}
