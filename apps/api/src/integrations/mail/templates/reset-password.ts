import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface ResetPasswordMail {
  name: string;
  /** `${PUBLIC_URL}/user/reset-password?token=…` */
  link: string;
  brandName: string;
}

/** The password reset link asked for on 'forget password'; valid 1 hour, once. */
export function resetPasswordMail(m: ResetPasswordMail): Omit<MailMessage, 'to'> {
  const title = 'Reset your password';
  const text = [
    `Hello ${m.name},`,
    '',
    `Someone asked to reset the password of your ${m.brandName} account. Open this link to choose a new password:`,
    m.link,
    '',
    'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this email: your password stays as it is.',
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.name)},</p>
<p style="margin:0 0 16px;">Someone asked to reset the password of your ${escapeHtml(m.brandName)} account. Choose a new password with this button:</p>
${actionButton(m.link, 'Reset password')}
<p style="margin:16px 0 0;font-size:13px;color:#5b6b7b;">The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this email: your password stays as it is.</p>`;
  return {
    subject: `Reset your ${m.brandName} password`,
    text,
    html: emailLayout({ brandName: m.brandName, title, bodyHtml }),
  };
}
