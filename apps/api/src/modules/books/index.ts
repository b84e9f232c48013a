// The books module's front door (QuickBooks Online, decision 033): all that app.ts and tests may use.
export { adminBooksRoutes } from './admin-routes.js';
export { booksCallbackRoutes } from './callback-routes.js';
export { booksJobs, BOOK_ORDER_JOB } from './books-jobs.js';
export { booksService } from './books-service.js';
export type { BooksService } from './books-service.js';
export { booksSweepJob, queueBooksSweep, queueUnbooked, BOOKS_SWEEP_MS } from './books-sweep.js';
export { qboConnection } from './qbo-connection.js';
export type { QboConnection } from './qbo-connection.js';
