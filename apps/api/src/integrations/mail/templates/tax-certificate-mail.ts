import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

/** Sales' decision on a company's tax exemption certificate (issue 27 item 5), to its admins. */
export interface TaxCertificateDecidedMail {
  adminName: string;
  companyName: string;
  /** 'Resale', 'Manufacturing' */
  kindLabel: string;
  decision: { kind: 'approved'; until: string } | { kind: 'rejected'; reason: string };
  /** `${PUBLIC_URL}/user/company` */
  link: string;
  brandName: string;
}

export function taxCertificateDecidedMail(m: TaxCertificateDecidedMail): Omit<MailMessage, 'to'> {
  const d = m.decision;
  const what = `${m.companyName}'s ${m.kindLabel.toLowerCase()} exemption certificate`;
  const title = d.kind === 'approved' ? `Your tax exemption certificate was approved` : `Your tax exemption certificate was not accepted`;
  const lead =
    d.kind === 'approved'
      ? `We approved ${what}. Orders of your company are tax exempt until ${d.until}; please upload a new certificate before then.`
      : `We could not accept ${what}. Our reason: ${d.reason} You can upload a corrected certificate on your company page.`;
  const text = [`Hello ${m.adminName},`, '', lead, '', m.link].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.adminName)},</p>
<p style="margin:0 0 16px;">${escapeHtml(lead)}</p>
${actionButton(m.link, 'Open your company page')}`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}
