import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface AccountExistsMail {
  name: string;
  /** `${PUBLIC_URL}/user/login` */
  loginLink: string;
  /** `${PUBLIC_URL}/user/forget-password` */
  resetLink: string;
  brandName: string;
}

/**
 * Sent to the owner of an email address when someone registers with it again. The registration
 * form answers as for a new account, so it never tells a stranger which emails have accounts.
 */
export function accountExistsMail(m: AccountExistsMail): Omit<MailMessage, 'to'> {
  const title = 'You already have an account';
  const text = [
    `Hello ${m.name},`,
    '',
    `Someone, probably you, tried to register with ${m.brandName} using this email address. You already have an account.`,
    `Log in: ${m.loginLink}`,
    `Forgot your password? Set a new one: ${m.resetLink}`,
    '',
    'If it was not you, ignore this email: nothing about your account has changed.',
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.name)},</p>
<p style="margin:0 0 16px;">Someone, probably you, tried to register with ${escapeHtml(m.brandName)} using this email address. You already have an account.</p>
${actionButton(m.loginLink, 'Log in')}
<p style="margin:16px 0 0;">Forgot your password? <a href="${escapeHtml(m.resetLink)}">Set a new one</a>.</p>
<p style="margin:16px 0 0;font-size:13px;color:#5b6b7b;">If it was not you, ignore this email: nothing about your account has changed.</p>`;
  return {
    subject: `Your ${m.brandName} account`,
    text,
    html: emailLayout({ brandName: m.brandName, title, bodyHtml }),
  };
}
