import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.js';
import { messageIdOf } from './message-id.js';

/** Real delivery through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587 or smtps://…). */
export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: opts.url,
    // Callers wait for the hand-over inside an HTTP request: a dead server must fail in seconds,
    // not after nodemailer's default of two minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ attachments, idempotencyKey, ...message }: MailMessage) {
      const files = attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));
      await transport.sendMail({
        from: opts.from,
        ...message,
        ...(idempotencyKey ? { messageId: messageIdOf(idempotencyKey, opts.from) } : {}),
        ...(files?.length ? { attachments: files } : {}),
      });
    },
  };
}
