// The orders module's front door: all that other modules, app.ts, tests and benches may use.
export { orderDocuments } from './documents/order-documents.js';
export { formatDay, money, net30WaysToPay } from './documents/order-facts.js';
export { OrderEvents } from './order-events.js';
export { orderMailJobs, ORDER_JOBS, queueInvoiceMail } from './order-mail-jobs.js';
export { orderPartnerJobs } from './order-partner-jobs.js';
export { parcelTrackingJobs, scheduleTrackingRound, TRACKING_JOBS } from './parcel-tracking-jobs.js';
export { orderPdfRoutes } from './pdf-routes.js';
export { orderTaxJobs } from './order-tax-jobs.js';
export type { OrderRow } from './queries.js';
export { orderRoutes } from './routes.js';
export { orderService } from './service.js';
export type { OrderService } from './service.js';
export { assertOrderTransition, assertPaymentTransition, canStartPayment, orderStatusAfterPayment } from './status.js';
export { adminOrderRoutes } from './admin-routes.js';
export type { OrderPaymentEvent, OrderPaymentsPort } from './admin-payments-port.js';
export { recentOrdersOfCustomer } from './admin-order-queries.js';
export { recordOrderEmail } from './order-email-log.js';
export { companyOrderRoutes } from './company-routes.js';
export { approvalMailJobs } from './approvals/approval-mail-jobs.js';
// The PDF look of the order documents, for the company statement (issue 27).
export { documentContext } from './documents/document-context.js';
export {
  drawContinuationHead,
  drawFooter,
  drawHeader,
  drawInfoStrip,
  drawNote,
  drawParties,
  drawTotals,
  ensureSpace,
} from './documents/order-document.js';
export type { DocumentContext } from './documents/order-document.js';
export { COLORS, contentLeft, contentWidth, FONT, printable, renderPdf } from './documents/pdf-output.js';
export type { Pdf, RenderOptions } from './documents/pdf-output.js';
export { remittanceRows } from './documents/order-facts.js';
