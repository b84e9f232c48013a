import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { renderedMailSchema, type RenderedMail } from '../../integrations/mail/rendered-mail.js';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';

/** Both contact emails are rendered when queued; `about` (the recipient) is what staff see on the jobs page. */
const sendsMail = z.object({ mail: renderedMailSchema, about: z.string() });

/** The kinds of the contact emails' jobs (decision 013) and their payload. */
export const CONTACT_JOBS = { enquiry: jobKind('contact.enquiry', sendsMail), reply: jobKind('contact.reply', sendsMail) };

/**
 * Queues an email rendered now, in the transaction that stores what it tells (the enquiry, the
 * reply): both are the sender's own words, already kept in the contact tables, and no secret.
 */
export async function queueContactMail(tx: Database, kind: keyof typeof CONTACT_JOBS, id: string, mail: RenderedMail): Promise<void> {
  const job = CONTACT_JOBS[kind];
  await enqueueJob(tx, { kind: job, key: `${job.name}.${id}`, payload: { mail, about: mail.to } });
}

export function contactMailJobs({ mailer }: { mailer: Mailer }): JobHandlers {
  const send = (payload: z.output<typeof sendsMail>, job: { key: string }) => mailer.send({ ...payload.mail, idempotencyKey: job.key });
  return [handleJob(CONTACT_JOBS.enquiry, send), handleJob(CONTACT_JOBS.reply, send)];
}
