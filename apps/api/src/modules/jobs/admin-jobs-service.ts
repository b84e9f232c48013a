import { jobKindLabel, type AdminJob, type AdminJobList } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { JobRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { listTroubledJobs, lockJob, requeueJob } from './jobs-queries.js';

export const ADMIN_JOB_MESSAGES = {
  notFound: 'This job was not found.',
  retried: 'The job has been queued again and runs in a moment.',
  running: 'This job is running right now.',
  finished: 'This job has already finished.',
} as const;

/** The most troubled jobs listed at once: more than that is an outage, and the counts say so. */
const LIST_LIMIT = 200;

export function adminJobView(row: JobRow): AdminJob {
  const about = row.payload.about;
  return {
    id: row.id,
    kind: row.kind,
    about: typeof about === 'string' ? about : null,
    state: row.state,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    run_at: row.runAt.toISOString(),
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The back office's view of the job queue: what failed, and "Retry". */
export function adminJobsService(db: Database) {
  return {
    async list(): Promise<AdminJobList> {
      const { rows, counts } = await listTroubledJobs(db, LIST_LIMIT);
      return { result: rows.map(adminJobView), counts: { queued: counts.queued, running: counts.running, dead: counts.dead } };
    },

    /** Queues a dead or failing job again with a fresh set of attempts, and notes who did it. */
    async retry(me: SignedInStaff, id: number): Promise<AdminJob> {
      const row = await db.transaction(async (tx) => {
        const job = await lockJob(tx, id);
        if (!job) throw notFound(ADMIN_JOB_MESSAGES.notFound);
        if (job.state === 'done') throw new HttpError(409, ADMIN_JOB_MESSAGES.finished);
        if (job.state === 'running' && job.lockedUntil && job.lockedUntil > new Date())
          throw new HttpError(409, ADMIN_JOB_MESSAGES.running);
        const requeued = await requeueJob(tx, id);
        const about = typeof job.payload.about === 'string' ? ` (${job.payload.about})` : '';
        await recordAudit(tx, {
          staff: { id: me.id, email: me.email },
          action: 'job.retry',
          entityType: 'job',
          entityId: String(id),
          summary: `${me.email} queued the ${jobKindLabel(job.kind).toLowerCase()} job #${id}${about} again`,
          before: { state: job.state, attempts: job.attempts, last_error: job.lastError },
          after: { state: 'queued', attempts: 0 },
        });
        return requeued;
      });
      return adminJobView(row);
    },
  };
}
