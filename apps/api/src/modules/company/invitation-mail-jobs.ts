import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { COMPANY_INVITATION_DAYS, centsToDollars, formatPrice } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { companyInviteMail } from '../../integrations/mail/templates/company-mail.js';
import { issueEmailToken, retireEmailTokens } from '../auth/index.js';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import { findCompany, findMemberOf } from './company-queries.js';

export const COMPANY_JOBS = {
  invite: jobKind('company.invite', z.object({ companyId: z.guid(), memberId: z.guid(), invitedBy: z.string(), about: z.string() })),
};

/** The invitation link in the storefront. */
export const invitationUrl = (publicUrl: string, secret: string) => `${publicUrl}/user/invitation?token=${secret}`;

/**
 * Queues the invitation in the transaction that invites (or invites again). As with the
 * verification link, the token is issued when the job runs: the jobs table holds no secret.
 */
export async function queueInvitationMail(tx: Database, m: { companyId: string; memberId: string; email: string; invitedBy: string }) {
  await enqueueJob(tx, {
    kind: COMPANY_JOBS.invite,
    key: `${COMPANY_JOBS.invite.name}.${m.memberId}.${randomUUID()}`,
    payload: { companyId: m.companyId, memberId: m.memberId, invitedBy: m.invitedBy, about: m.email },
  });
}

export function companyMailJobs({
  db,
  mailer,
  config,
}: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'brandName'>;
}): JobHandlers {
  return [
    handleJob(COMPANY_JOBS.invite, async (payload, job) => {
      const member = await findMemberOf(db, payload.companyId, payload.memberId);
      // Accepted or withdrawn meanwhile: nothing to send.
      if (!member?.invitedAt) return;
      const company = await findCompany(db, payload.companyId);
      // A new link ends the older ones: only the latest invitation works.
      await retireEmailTokens(db, member.id, 'invite');
      const secret = await issueEmailToken(db, member.id, 'invite');
      const limit =
        member.companyRole === 'buyer' && member.orderLimitCents !== null ? formatPrice(centsToDollars(member.orderLimitCents)) : null;
      await mailer.send({
        to: member.email,
        ...companyInviteMail({
          name: member.name,
          invitedBy: payload.invitedBy,
          companyName: company?.name || 'your company',
          roleLabel: member.companyRole,
          orderLimit: limit,
          link: invitationUrl(config.publicUrl, secret),
          brandName: config.brandName,
          validDays: COMPANY_INVITATION_DAYS,
        }),
        idempotencyKey: job.key,
      });
    }),
  ];
}
