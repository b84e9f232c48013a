// The payments module's front door: all that other modules, app.ts, tests and benches may use.
export type { PaymentChangeHook } from './apply-payment-event.js';
export { demoPayRoutes } from './demo-pages.js';
export { paymentMailJobs } from './payment-mail.js';
export { paymentRoutes } from './routes.js';
export { paymentService } from './service.js';
export { paymentWebhookRoutes } from './webhook.js';
export { orderPayments } from './order-payments.js';
export { offeredPaymentMethods, paymentMethodRoutes } from './payment-methods.js';
