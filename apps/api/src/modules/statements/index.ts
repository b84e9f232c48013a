// The statements module's front door (issue 27): a company's statement PDF. A module of its own
// because it draws with the orders module's PDF pieces, and the orders module imports the company one.
export { adminStatementRoutes } from './statement-routes.js';
