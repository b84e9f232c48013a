// The content module's front door: all that other modules, app.ts, tests and benches may use.
export { contentRoutes } from './routes.js';
export { findPages, pageSlugExists } from './queries.js';
export { adminPageRoutes } from './admin-routes.js';
