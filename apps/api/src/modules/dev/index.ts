// The dev module's front door: all that other modules, app.ts, tests and benches may use.
export { devOutboxRoutes } from './routes.js';
