// The health module's front door: all that other modules, app.ts, tests and benches may use.
export { healthRoutes } from './routes.js';
