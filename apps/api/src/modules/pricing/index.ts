// The pricing module's front door (issue 27, decision 024): what a buyer pays, for the catalog, the cart and orders.
export { breakNote, discounted, optionChoicePrice, productLadder, productPrice, variantLadder, variantPrice } from './buyer-prices.js';
export type { BuyerPrices, BuyerRule, PriceSource, Pricing, PricedProduct, PricedVariantRow, ResolvedPrice } from './buyer-prices.js';
export { findBuyerPrices } from './buyer-price-queries.js';
export { buyerPriceBook } from './buyer-price-book.js';
export type { BuyerPriceBook } from './buyer-price-book.js';
export { productsPricedByVariant } from './price-viewer.js';
export type { PriceViewer } from './price-viewer.js';
export { adminPriceListRoutes } from './admin-price-list-routes.js';
export { adminPriceListService } from './admin-price-list-service.js';
export type { AdminPriceListService } from './admin-price-list-service.js';
