import type { Config } from '../../config.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** SMTP when `SMTP_URL` is set; otherwise the local outbox, so the demo runs without a mail server. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : new OutboxMailer({ dir: config.outboxDir, from: config.mailFrom });
}
