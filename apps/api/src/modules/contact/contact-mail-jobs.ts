import type { Database } from '../../db/client.js';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer.js';
import { enqueueJob, type JobHandlers } from '../jobs/index.js';

/** The kinds of the contact emails' jobs (decision 013). */
export const CONTACT_JOBS = { enquiry: 'contact.enquiry', reply: 'contact.reply' } as const;

type RenderedMail = Omit<MailMessage, 'attachments' | 'idempotencyKey'>;

/**
 * Queues an email rendered now, in the transaction that stores what it tells (the enquiry, the
 * reply): both are the sender's own words, already kept in the contact tables, and no secret.
 */
export async function queueContactMail(tx: Database, kind: keyof typeof CONTACT_JOBS, id: string, mail: RenderedMail): Promise<void> {
  await enqueueJob(tx, { kind: CONTACT_JOBS[kind], key: `${CONTACT_JOBS[kind]}.${id}`, payload: { mail, about: mail.to } });
}

export function contactMailJobs({ mailer }: { mailer: Mailer }): JobHandlers {
  const send: JobHandlers[string] = async (payload, job) => {
    await mailer.send({ ...(payload.mail as RenderedMail), idempotencyKey: job.key });
  };
  return { [CONTACT_JOBS.enquiry]: send, [CONTACT_JOBS.reply]: send };
}
