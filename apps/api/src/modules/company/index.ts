// The company module's front door (issue 26): all that other modules, app.ts, tests and benches may use.
export { companyAdmins, findMember } from './company-queries.js';
export { companyMailJobs } from './company-mail-jobs.js';
export { companyRoutes } from './routes.js';
export { companyService, MAX_COMPANY_ADDRESSES } from './company-service.js';
export type { CompanyService, MemberSessions } from './company-service.js';
export { adminCompanyRoutes } from './admin-company-routes.js';
export { allowedMethods, checkTerms, companyOfCustomer, CREDIT_MESSAGES, termsOf, termsView } from './credit-terms.js';
export type { Terms } from './credit-terms.js';
export { adminTermsRoutes } from './admin-terms.js';
export { taxExemptionOf } from './tax-certificate-queries.js';
export type { TaxExemption } from './tax-certificate-queries.js';
export { companyDocumentRoutes } from './tax-certificate-routes.js';
export { adminCompanyDocumentRoutes } from './admin-company-document-routes.js';
export { agingOf, openInvoiceView, statementOf } from './statement-queries.js';
export type { CompanyStatement, OpenInvoiceRow } from './statement-queries.js';
