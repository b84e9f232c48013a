// The staff module's front door: all that other modules, app.ts, the CLI, tests and benches may use.
export { staffRoutes } from './routes.js';
export { staffService, type StaffService } from './service.js';
export { bootstrapOwner, createStaffAccount, issuePasswordResetLink, type NewStaffAccount } from './staff-bootstrap.js';
export { STAFF_REFRESH_COOKIE } from './staff-sessions.js';
export { staffNames } from './staff-names.js';
export { staffMailJobs } from './staff-mail-jobs.js';
