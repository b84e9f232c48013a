import { partnerStepJob, type JobHandlers } from '../jobs/index.js';
import { extraRefundStep } from './extra-payment-step.js';
import { orderCancelStep, type PaymentStepDeps } from './order-cancel-step.js';
import { orderReturnStep } from './order-return-step.js';

/**
 * The worker's side of the orders module's partner steps (decision 022): finishes a cancellation, an
 * extra payment's refund or a return's refund or credit whose request did not (app.ts registers them).
 */
export const orderPartnerJobs = (deps: PaymentStepDeps): JobHandlers => [
  partnerStepJob(deps.db, orderCancelStep(deps)),
  partnerStepJob(deps.db, extraRefundStep(deps)),
  partnerStepJob(deps.db, orderReturnStep(deps)),
];
