// The sitemap module's front door: all that other modules, app.ts, tests and benches may use.
export { sitemapRoutes } from './routes.js';
export { SITEMAP_URLS_PER_FILE } from './sitemap-service.js';
export { pageStatusOf, type PageStatus } from './page-status.js';
