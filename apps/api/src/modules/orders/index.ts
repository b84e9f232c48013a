// The orders module's front door: all that other modules, app.ts, tests and benches may use.
export { orderDocuments } from './documents/order-documents.js';
export { formatDay, money } from './documents/order-facts.js';
export { OrderEvents } from './order-events.js';
export { sendOrderPlacedMail } from './order-mail.js';
export { orderPdfRoutes } from './pdf-routes.js';
export { orderRoutes } from './routes.js';
export { assertOrderTransition, assertPaymentTransition, canStartPayment, orderStatusAfterPayment } from './status.js';
