import { z } from 'zod';
import type { MailMessage } from './mailer.js';

/**
 * An email rendered when it was queued, as the payload of a job that only sends it (contact
 * enquiries and replies, quote emails: decision 013). No attachments: those are rendered at run time.
 */
export const renderedMailSchema = z.object({
  to: z.string().min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().min(1).optional(),
}) satisfies z.ZodType<Omit<MailMessage, 'attachments' | 'idempotencyKey'>>;

export type RenderedMail = z.infer<typeof renderedMailSchema>;
