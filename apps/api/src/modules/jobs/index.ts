// The jobs module's front door: all that other modules, app.ts, tests and benches may use.
export { adminJobRoutes } from './admin-routes.js';
export { retryDelayMs, RETRY_DELAYS_MS, DEFAULT_MAX_ATTEMPTS } from './backoff.js';
export { enqueueJob } from './queue.js';
export type { NewJob } from './queue.js';
export { handleJob, jobKind } from './job-kind.js';
export type { JobContext, JobHandler, JobHandlers, JobKind } from './job-kind.js';
export { partnerStepJob, PARTNER_STEP_GRACE_MS, PARTNER_STEP_MAX_ATTEMPTS, runPartnerStep } from './partner-step.js';
export type { PartnerStep, PartnerStepOutcome } from './partner-step.js';
export { JobWorker } from './worker.js';
