import { z } from 'zod';
import { centsToDollars, formatPrice, formatShopDayLong } from '@northbend/shared';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import { approvalDecidedMail, approvalRequestedMail } from '../../../integrations/mail/templates/company-mail.js';
import { companyAdmins } from '../../company/index.js';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../../jobs/index.js';
import { findApprovalById, withPeople } from './approval-queries.js';
import { shopTimeZone } from '../../../lib/shop-time-zone.js';

const ofApproval = z.object({ approvalId: z.guid(), about: z.string() });

export const APPROVAL_JOBS = {
  requested: jobKind('approval.requested', ofApproval),
  decided: jobKind('approval.decided', ofApproval),
};

/** The request's page in the storefront, which the emails link to. */
export const approvalUrl = (publicUrl: string, id: string) => `${publicUrl}/user/approvals/${id}`;

/** In the request's or the decision's transaction; rendered when the job runs, from the request as it is then. */
export async function queueApprovalMail(tx: Database, kind: keyof typeof APPROVAL_JOBS, approval: { id: string }, about: string) {
  const job = APPROVAL_JOBS[kind];
  await enqueueJob(tx, { kind: job, key: `${job.name}.${approval.id}`, payload: { approvalId: approval.id, about } });
}

const money = (cents: number) => formatPrice(centsToDollars(cents));
const day = (d: Date) => formatShopDayLong(d, shopTimeZone());

export function approvalMailJobs({
  db,
  mailer,
  config,
}: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'brandName'>;
}): JobHandlers {
  return [
    // One email to every admin of the company; a retry sends only what the mailer has not (idempotency key per admin).
    handleJob(APPROVAL_JOBS.requested, async (payload, job) => {
      const approval = await findApprovalById(db, payload.approvalId);
      if (!approval || approval.status !== 'Awaiting approval') return;
      const { buyer } = await withPeople(db, approval);
      for (const admin of await companyAdmins(db, approval.companyId)) {
        await mailer.send({
          to: admin.email,
          ...approvalRequestedMail({
            adminName: admin.name,
            buyerName: buyer.name,
            total: money(approval.totalCents),
            limit: money(approval.orderLimitCents),
            lineCount: approval.lines.length,
            poNumber: approval.poNumber,
            link: approvalUrl(config.publicUrl, approval.id),
            brandName: config.brandName,
            expiresOn: day(approval.expiresAt),
          }),
          idempotencyKey: `${job.key}.${admin.id}`,
        });
      }
    }),
    handleJob(APPROVAL_JOBS.decided, async (payload, job) => {
      const approval = await findApprovalById(db, payload.approvalId);
      if (!approval || (approval.status !== 'Approved' && approval.status !== 'Declined')) return;
      const people = await withPeople(db, approval);
      const decision =
        approval.status === 'Approved'
          ? { kind: 'approved' as const, orderNumber: people.orderNumber ?? '', orderLink: `${config.publicUrl}/user/order` }
          : { kind: 'declined' as const, reason: approval.declineReason ?? '', link: approvalUrl(config.publicUrl, approval.id) };
      await mailer.send({
        to: people.buyer.email,
        ...approvalDecidedMail({
          buyerName: people.buyer.name,
          adminName: people.decidedBy?.name ?? 'An admin of your company',
          total: money(approval.totalCents),
          decision,
          brandName: config.brandName,
        }),
        idempotencyKey: job.key,
      });
    }),
  ];
}
