import type { ContactEnquiry } from '@northbend/shared';
import type { MailMessage } from '../mailer.js';
import { emailLayout, escapeHtml, oneLine } from './html.js';

export interface ContactEnquiryMail {
  enquiry: ContactEnquiry;
  /** Names, not ids: sales reads the email, not the database. */
  makeNames: string[];
  modelNames: string[];
  brandName: string;
}

/** The 'Get In Touch' enquiry as sales receives it; replying answers the customer directly. */
export function contactEnquiryMail(m: ContactEnquiryMail): Omit<MailMessage, 'to'> {
  const e = m.enquiry;
  const rows: [string, string][] = [
    ['Name', e.name],
    ['Email', e.email],
    ['Phone', e.phone || 'not given'],
    ['Business name', e.business_name],
    ['Location', e.where_are_you_located],
    ['Machine makes', m.makeNames.join(', ') || 'none selected'],
    ['Machine models', m.modelNames.join(', ') || 'none selected'],
  ];
  const title = `New enquiry from ${oneLine(e.name)}`;
  const subject = `Contact enquiry: ${oneLine(e.name)}, ${oneLine(e.business_name)}`;

  const text = [
    `${title}, sent with the 'Get In Touch' form of ${m.brandName}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    e.message,
    '',
    `Reply to this email to answer ${e.name} at ${e.email}.`,
  ].join('\n');

  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;width:140px;color:#5b6b7b;font-weight:normal;">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const bodyHtml = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px;">
${cells}
</table>
<h2 style="margin:20px 0 8px;font-size:16px;color:#1b2a3a;">Message</h2>
<p style="margin:0;white-space:pre-wrap;background:#f5f7f9;padding:12px;border-left:3px solid #e8a317;">${escapeHtml(e.message)}</p>
<p style="margin:20px 0 0;">Reply to this email to answer ${escapeHtml(e.name)} directly.</p>`;

  return {
    subject,
    text,
    html: emailLayout({ brandName: m.brandName, title, bodyHtml, footer: `Sent by the contact form of ${m.brandName}.` }),
    replyTo: e.email,
  };
}
