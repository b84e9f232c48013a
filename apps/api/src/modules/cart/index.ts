// The cart module's front door: all that other modules, app.ts, tests and benches may use.
export { addConfiguredLines } from './add-configured-lines.js';
export type { ConfiguredLine } from './add-configured-lines.js';
export { cartItemView } from './cart-view.js';
export type { LoadPricedCart, PricedCartLine, PricedVariant } from './priced-cart.js';
export { loadPricedCart } from './pricing.js';
export { cartRoutes } from './routes.js';
export { quickOrderRoutes } from './quick-order-routes.js';
export { quickOrderService } from './quick-order-service.js';
export { cartService } from './service.js';
export { priceFrozenLines } from './frozen-lines.js';
export type { FrozenLine } from './frozen-lines.js';
export { NO_CART_TAX } from './cart-tax.js';
export type { CartTaxCharges, CartTaxOf } from './cart-tax.js';
export type { PricedCart } from './priced-cart.js';
