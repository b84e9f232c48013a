// The shipping module's front door: all that other modules, app.ts, tests and benches may use.
export { tableRates } from './rates.js';
export type { ShippingRates } from './rates.js';
export { shippingRoutes } from './routes.js';
export { shippingService } from './service.js';
