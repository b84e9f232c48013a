import type { MailMessage } from '../mailer.js';
import { emailLayout, escapeHtml, oneLine } from './html.js';

export interface EnquiryReplyMail {
  brandName: string;
  customerName: string;
  /** The staff user who answers, signed under the reply. */
  staffName: string;
  body: string;
  /** The enquiry as the customer wrote it, quoted below the reply. */
  originalMessage: string;
  sentAt: string;
}

/** Sales' answer to a 'Get In Touch' enquiry; replying to it reaches the sales address. */
export function enquiryReplyMail(m: EnquiryReplyMail): Omit<MailMessage, 'to' | 'replyTo'> {
  const subject = `Re: your enquiry to ${oneLine(m.brandName)}`;
  const quoted = m.originalMessage
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  const text = [`Hello ${m.customerName},`, '', m.body, '', m.staffName, m.brandName, '', `On ${m.sentAt} you wrote:`, quoted].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
<p style="margin:0 0 16px;white-space:pre-wrap;">${escapeHtml(m.body)}</p>
<p style="margin:0 0 16px;">${escapeHtml(m.staffName)}<br>${escapeHtml(m.brandName)}</p>
<p style="margin:0 0 6px;font-size:13px;color:#5b6b7b;">On ${escapeHtml(m.sentAt)} you wrote:</p>
<p style="margin:0;font-size:13px;color:#5b6b7b;white-space:pre-wrap;border-left:3px solid #d5dbe1;padding-left:10px;">${escapeHtml(m.originalMessage)}</p>`;
  return { subject, text, html: emailLayout({ brandName: m.brandName, title: 'Our answer to your enquiry', bodyHtml }) };
}
