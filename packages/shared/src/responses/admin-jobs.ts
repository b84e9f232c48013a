import { z } from 'zod';
import { JOB_STATES } from '../jobs.js';

/** A background job as GET /api/v1/admin/jobs lists it: one that failed at least once, or is dead. */
export const AdminJob = z.object({
  id: z.number(),
  kind: z.string(),
  /** What it is about, e.g. the order number or the recipient; null when the job does not say. */
  about: z.string().nullable(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  max_attempts: z.number(),
  /** When it runs next (queued), or ran last. */
  run_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJob>;

export const AdminJobList = z.object({
  result: z.array(AdminJob),
  /** Every job waiting, running and dead, failed or not. */
  counts: z.object({ queued: z.number(), running: z.number(), dead: z.number() }),
});
export type AdminJobList = z.infer<typeof AdminJobList>;

export const AdminJobAnswer = z.object({ message: z.string(), result: AdminJob });
export type AdminJobAnswer = z.infer<typeof AdminJobAnswer>;
