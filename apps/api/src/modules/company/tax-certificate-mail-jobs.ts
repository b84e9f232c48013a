import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formatQuoteDay, TAX_CERTIFICATE_KIND_LABELS } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { taxCertificateDecidedMail } from '../../integrations/mail/templates/tax-certificate-mail.js';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import { companyAdmins, findCompany } from './company-queries.js';
import { findCertificate } from './tax-certificate-queries.js';

export const TAX_CERTIFICATE_JOBS = {
  decided: jobKind('company.tax_certificate_decided', z.object({ certificateId: z.guid() })),
};

/** Queued in the decision's transaction (decision 013): the email goes only if the decision is saved. */
export async function queueCertificateDecidedMail(tx: Database, certificateId: string): Promise<void> {
  await enqueueJob(tx, {
    kind: TAX_CERTIFICATE_JOBS.decided,
    key: `${TAX_CERTIFICATE_JOBS.decided.name}.${certificateId}.${randomUUID()}`,
    payload: { certificateId },
  });
}

/** Tells every active admin of the company what sales decided, read when the job runs. */
export function taxCertificateMailJobs({
  db,
  mailer,
  config,
}: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'brandName'>;
}): JobHandlers {
  return [
    handleJob(TAX_CERTIFICATE_JOBS.decided, async (payload, job) => {
      const cert = await findCertificate(db, payload.certificateId);
      if (!cert || cert.status === 'pending') return;
      const [company, admins] = await Promise.all([findCompany(db, cert.companyId), companyAdmins(db, cert.companyId)]);
      for (const admin of admins) {
        await mailer.send({
          to: admin.email,
          ...taxCertificateDecidedMail({
            adminName: admin.name,
            companyName: company?.name || 'your company',
            kindLabel: TAX_CERTIFICATE_KIND_LABELS[cert.kind],
            decision:
              cert.status === 'approved'
                ? { kind: 'approved', until: formatQuoteDay(cert.expiresAt ?? '') }
                : { kind: 'rejected', reason: cert.rejectReason ?? '' },
            link: `${config.publicUrl}/user/company`,
            brandName: config.brandName,
          }),
          idempotencyKey: `${job.key}.${admin.id}`,
        });
      }
    }),
  ];
}
