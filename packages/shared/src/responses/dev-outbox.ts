import { z } from 'zod';

/** A mail in the local outbox (development only), as GET /api/v1/dev/outbox lists it. */
export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  replyTo: z.string().optional(),
  /** Set for mail sent by a background job: the same on every retry of that job. */
  messageId: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })).optional(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxAnswer = z.object({ result: z.array(OutboxMail) });
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;
