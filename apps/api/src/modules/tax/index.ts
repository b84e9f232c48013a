// The tax module's front door (issue 30 item 4, decision 034): all that other modules, app.ts, tests and benches may use.
export { cartTaxOf } from './cart-tax.js';
export { exemptionNote } from './exemption-note.js';
export { TAX_MESSAGES, taxService } from './tax-service.js';
export type { SalesTax, TaxedLine, TaxInput, TaxService } from './tax-service.js';
