// The cart module's front door: all that other modules, app.ts, tests and benches may use.
export { cartItemView } from './cart-view.js';
export type { LoadPricedCart, PricedCartLine, PricedVariant } from './priced-cart.js';
export { loadPricedCart } from './pricing.js';
export { cartRoutes } from './routes.js';
export { cartService } from './service.js';
