import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface StaffInviteMail {
  name: string;
  /** Who invited them, shown so the mail is recognised. */
  invitedBy: string;
  roleLabel: string;
  /** `${PUBLIC_URL}/admin/set-password?token=…` */
  link: string;
  brandName: string;
  validHours: number;
}

/** The invitation to the back office: choose a password through the link (single use). */
export function staffInviteMail(m: StaffInviteMail): Omit<MailMessage, 'to'> {
  const title = `Your ${m.brandName} back-office account`;
  const text = [
    `Hello ${m.name},`,
    '',
    `${m.invitedBy} has given you a ${m.roleLabel} account in the ${m.brandName} back office. Open this link to choose your password:`,
    m.link,
    '',
    `The link is valid for ${m.validHours} hours and can be used once. If you did not expect this, ignore this email.`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.name)},</p>
<p style="margin:0 0 16px;">${escapeHtml(m.invitedBy)} has given you a ${escapeHtml(m.roleLabel)} account in the ${escapeHtml(m.brandName)} back office. Choose your password with this button:</p>
${actionButton(m.link, 'Choose password')}
<p style="margin:16px 0 0;font-size:13px;color:#5b6b7b;">The link is valid for ${m.validHours} hours and can be used once. If you did not expect this, ignore this email.</p>`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}
