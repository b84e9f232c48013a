import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { accountExistsMail } from '../../integrations/mail/templates/account-exists.js';
import { resetPasswordMail } from '../../integrations/mail/templates/reset-password.js';
import { verifyEmailMail } from '../../integrations/mail/templates/verify-email.js';
import { z } from 'zod';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import { issueEmailToken } from './email-tokens.js';
import { countTokensSince, findCustomerByEmail, findCustomerById } from './queries.js';

/** The kinds of the account emails' jobs (decision 013) and their payloads: `about` is what staff see on the jobs page. */
export const ACCOUNT_JOBS = {
  verify: jobKind('account.verify', z.object({ customerId: z.guid(), limited: z.boolean(), about: z.string() })),
  exists: jobKind('account.exists', z.object({ customerId: z.guid(), about: z.string() })),
  resetPassword: jobKind('account.reset_password', z.object({ email: z.string().min(1), about: z.string() })),
};

/**
 * Queues a verification link. The link's token is issued when the job runs, never before: the
 * jobs table holds no secret, and every attempt mails a link that works. `limited` (a login of an
 * unverified account) checks the account's share of links again at run time.
 */
export async function queueVerificationMail(tx: Database, customer: { id: string; email: string }, opts: { limited?: boolean } = {}) {
  await enqueueJob(tx, {
    kind: ACCOUNT_JOBS.verify,
    key: `${ACCOUNT_JOBS.verify.name}.${customer.id}.${randomUUID()}`,
    payload: { customerId: customer.id, limited: opts.limited === true, about: customer.email },
  });
}

export async function queueAccountExistsMail(tx: Database, customer: { id: string; email: string }) {
  await enqueueJob(tx, {
    kind: ACCOUNT_JOBS.exists,
    key: `${ACCOUNT_JOBS.exists.name}.${customer.id}.${randomUUID()}`,
    payload: { customerId: customer.id, about: customer.email },
  });
}

/**
 * Queued for every forgotten-password request, known email or not: the job looks the account up,
 * so the request does the same work either way and its timing tells nothing.
 */
export async function queueResetMail(db: Database, email: string) {
  await enqueueJob(db, {
    kind: ACCOUNT_JOBS.resetPassword,
    key: `${ACCOUNT_JOBS.resetPassword.name}.${randomUUID()}`,
    payload: { email, about: email },
  });
}

export function accountMailJobs({
  db,
  mailer,
  config,
}: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'brandName' | 'rateLimits'>;
}): JobHandlers {
  return [
    handleJob(ACCOUNT_JOBS.verify, async (payload, job) => {
      const customer = await findCustomerById(db, payload.customerId);
      // Verified meanwhile (another link, staff): a new link would only confuse.
      if (!customer || customer.verifiedAt) return;
      if (payload.limited) {
        const rule = config.rateLimits.verificationMail;
        if ((await countTokensSince(db, customer.id, 'verify', new Date(Date.now() - rule.windowMs))) >= rule.max) return;
      }
      const link = `${config.publicUrl}/user/verify/register?token=${await issueEmailToken(db, customer.id, 'verify')}`;
      await mailer.send({
        to: customer.email,
        ...verifyEmailMail({ name: customer.name, link, brandName: config.brandName }),
        idempotencyKey: job.key,
      });
    }),

    handleJob(ACCOUNT_JOBS.exists, async (payload, job) => {
      const customer = await findCustomerById(db, payload.customerId);
      if (!customer) return;
      const message = accountExistsMail({
        name: customer.name,
        loginLink: `${config.publicUrl}/user/login`,
        resetLink: `${config.publicUrl}/user/forget-password`,
        brandName: config.brandName,
      });
      await mailer.send({ to: customer.email, ...message, idempotencyKey: job.key });
    }),

    handleJob(ACCOUNT_JOBS.resetPassword, async (payload, job) => {
      const customer = await findCustomerByEmail(db, payload.email);
      if (!customer) return;
      const link = `${config.publicUrl}/user/reset-password?token=${await issueEmailToken(db, customer.id, 'reset')}`;
      await mailer.send({
        to: customer.email,
        ...resetPasswordMail({ name: customer.name, link, brandName: config.brandName }),
        idempotencyKey: job.key,
      });
    }),
  ];
}
