// The alerts module's front door: all that other modules, app.ts, tests and benches may use.
export { openAlerts, raiseAlert } from './alerts.js';
export type { NewAlert } from './alerts.js';
export { adminAlertRoutes } from './routes.js';
