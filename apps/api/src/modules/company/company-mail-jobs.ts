import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import type { JobHandlers } from '../jobs/index.js';
import { companyMailJobs as invitationMailJobs } from './invitation-mail-jobs.js';
import { taxCertificateMailJobs } from './tax-certificate-mail-jobs.js';

/** Every email job of the company module: invitations (issue 26) and certificate decisions (issue 27). */
export function companyMailJobs(deps: { db: Database; mailer: Mailer; config: Pick<Config, 'publicUrl' | 'brandName'> }): JobHandlers {
  return [...invitationMailJobs(deps), ...taxCertificateMailJobs(deps)];
}
