// The shipping module's front door: all that other modules, app.ts, tests and benches may use.
export { tableRates, upsRates } from './rates.js';
export { createShippingRates } from './create-shipping-rates.js';
export type { ShippingRates, ShippingOption, RatedOptions, ShipmentToRate } from './rates.js';
export { shippingRoutes, shippingOptionsRoutes } from './routes.js';
export { shippingService, chosenOption } from './service.js';
export { shipmentOf, sameCarrierShipment } from './shipment.js';
export { findShippingAddress } from './queries.js';
export { TABLE_SERVICE, upsServiceName } from './service-names.js';
