// The auth module's front door: all that other modules, app.ts, tests and benches may use.
export { passwordService } from './password-service.js';
export { authRoutes } from './routes.js';
export { authService } from './service.js';
export { customerAccountActions } from './customer-account-actions.js';
export { accountMailJobs } from './account-mail-jobs.js';
export { sessionCheck, type SessionCheck } from './session-check.js';
export { issueEmailToken } from './email-tokens.js';
export { consumeEmailToken, findEmailToken, retireEmailTokens } from './queries.js';
