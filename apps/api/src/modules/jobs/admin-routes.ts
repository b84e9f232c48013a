import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminJobAnswer, AdminJobList, AdminJobParams } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { ADMIN_JOB_MESSAGES, adminJobsService } from './admin-jobs-service.js';

const tags = ['admin'];

/** /api/v1/admin/jobs: email and other background jobs that failed, and sending them again. */
export const adminJobRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  acceptEmptyJson(app);
  const jobs = adminJobsService(db);
  const config = { staff: 'jobs.manage' } as const;

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Dead jobs and jobs that failed and wait for their next attempt, newest first (owner, sales)',
        response: { 200: AdminJobList },
      },
    },
    async () => jobs.list(),
  );

  app.post(
    '/:id/retry',
    {
      config,
      schema: {
        tags,
        summary: 'Queue a dead or failing job again now, with a fresh set of attempts (owner, sales)',
        description: "409 when the job has finished or is running right now; 404 'This job was not found.'",
        params: AdminJobParams,
        response: { 200: AdminJobAnswer },
      },
    },
    async (req) => ({ message: ADMIN_JOB_MESSAGES.retried, result: await jobs.retry(staffOf(req), req.params.id) }),
  );
};
