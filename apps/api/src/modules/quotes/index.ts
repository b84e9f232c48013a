// The quotes module's front door: all that other modules, app.ts, tests and benches may use.
export { quoteRoutes } from './routes.js';
export { quoteService } from './quote-service.js';
export { adminQuoteRoutes } from './admin-routes.js';
export { quoteMailJobs } from './quote-mail-jobs.js';
export { buyQuoteLines, findQuoteCartLineOwner, lockQuotesInCart, quoteLinesInCart, removeQuoteCartLine } from './quote-cart.js';
export type { QuoteCartLine } from './quote-cart.js';
