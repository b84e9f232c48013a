import { randomUUID } from 'node:crypto';
import { STAFF_ROLE_LABELS } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { staffInviteMail } from '../../integrations/mail/templates/staff-invite.js';
import { z } from 'zod';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import { issueStaffLink, setPasswordLink, STAFF_LINK_TTL_HOURS } from './staff-links.js';
import { findStaffById } from './staff-queries.js';

/** The invitation's job (decision 013): `about` (the invited address) is what staff see on the jobs page. */
export const STAFF_INVITE_JOB = jobKind('staff.invite', z.object({ staffId: z.guid(), invitedBy: z.string(), about: z.string() }));

/**
 * Queues the invitation in the transaction that creates (or renews) the invited account. Its
 * set-password link is issued when the job runs, so the jobs table never holds a live secret.
 */
export async function queueStaffInvite(tx: Database, invited: { id: string; email: string }, invitedBy: string): Promise<void> {
  await enqueueJob(tx, {
    kind: STAFF_INVITE_JOB,
    key: `${STAFF_INVITE_JOB.name}.${invited.id}.${randomUUID()}`,
    payload: { staffId: invited.id, invitedBy, about: invited.email },
  });
}

export function staffMailJobs({
  db,
  mailer,
  config,
}: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'brandName'>;
}): JobHandlers {
  return [
    handleJob(STAFF_INVITE_JOB, async (payload, job) => {
      const row = await findStaffById(db, payload.staffId);
      // Signed up or disabled meanwhile: the invitation has nothing left to do.
      if (!row || row.passwordHash || row.disabledAt) return;
      // A new link retires the one an earlier attempt may have mailed: the newest mail works.
      const secret = await issueStaffLink(db, row.id, 'invite');
      await mailer.send({
        to: row.email,
        ...staffInviteMail({
          name: row.name,
          invitedBy: payload.invitedBy,
          roleLabel: STAFF_ROLE_LABELS[row.role],
          link: setPasswordLink(config.publicUrl, secret),
          brandName: config.brandName,
          validHours: STAFF_LINK_TTL_HOURS,
        }),
        idempotencyKey: job.key,
      });
    }),
  ];
}
