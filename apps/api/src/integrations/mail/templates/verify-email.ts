import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface VerifyEmailMail {
  name: string;
  /** `${PUBLIC_URL}/user/verify/register?token=…` */
  link: string;
  brandName: string;
}

/** The link that proves a new customer owns the email address; valid 24 hours, once. */
export function verifyEmailMail(m: VerifyEmailMail): Omit<MailMessage, 'to'> {
  const title = 'Verify your email address';
  const text = [
    `Hello ${m.name},`,
    '',
    `Thank you for registering with ${m.brandName}. Open this link to verify your email address:`,
    m.link,
    '',
    'The link is valid for 24 hours and can be used once. If you did not register, ignore this email.',
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.name)},</p>
<p style="margin:0 0 16px;">Thank you for registering with ${escapeHtml(m.brandName)}. Verify your email address to log in and see prices.</p>
${actionButton(m.link, 'Verify email address')}
<p style="margin:16px 0 0;font-size:13px;color:#5b6b7b;">The link is valid for 24 hours and can be used once. If you did not register, ignore this email.</p>`;
  return {
    subject: `Verify your email for ${m.brandName}`,
    text,
    html: emailLayout({ brandName: m.brandName, title, bodyHtml }),
  };
}
