// The customers module's front door: all that other modules, app.ts, tests and benches may use.
export { customerView } from './customer-view.js';
export type { CustomerProfileRow, CustomerRow, CustomerView, MachinePark } from './customer-view.js';
export { findCustomerByEmail, findCustomerById, lockCustomer } from './queries.js';
export { customerRoutes } from './routes.js';
export { CUSTOMER_NOT_FOUND, customerService } from './service.js';
export { userCounts } from './user-counts.js';
export { adminCustomerRoutes } from './admin-routes.js';
export type { CustomerAccountsPort, CustomerRecentOrder } from './admin-customers-port.js';
