// The audit module's front door: all that other modules, app.ts, tests and benches may use.
export { listAudit, recordAudit } from './audit.js';
export type { AuditActor, AuditRecord } from './audit.js';
export { auditRoutes } from './routes.js';
