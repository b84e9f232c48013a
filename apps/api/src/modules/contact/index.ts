// The contact module's front door: all that other modules, app.ts, tests and benches may use.
export { contactRoutes } from './routes.js';
export { contactService } from './service.js';
export { adminEnquiryRoutes } from './admin-routes.js';
export { CONTACT_JOBS, contactMailJobs } from './contact-mail-jobs.js';
