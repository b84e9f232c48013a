import { formatPrice, formatQuoteDay } from '@northbend/shared';
import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml, oneLine } from './html.js';

/** What the customer's quote emails show of the quote (issue 14 item 5). */
export interface QuoteMailFacts {
  brandName: string;
  customerName: string;
  quoteNumber: string;
  toolType: string;
  machine: string;
  /** The quote on /user/quotes?quote=Q-… */
  quoteUrl: string;
  salesEmail: string;
}

export type QuoteCustomerMail =
  | { kind: 'requested' }
  | {
      kind: 'sent';
      lines: { description: string; quantity: number; unitPrice: number; lineTotal: number }[];
      total: number;
      validUntil: string;
      message: string;
      revised: boolean;
    }
  | { kind: 'message'; staffName: string; body: string }
  | { kind: 'declined'; staffName: string; body: string };

const p = (text: string) => `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeHtml(text)}</p>`;

/** Every email the customer gets about a quote; replying reaches sales. */
export function quoteCustomerMail(f: QuoteMailFacts, m: QuoteCustomerMail): Omit<MailMessage, 'to'> {
  const tool = oneLine(`${f.toolType} for ${f.machine}`);
  let title: string;
  let paragraphs: string[];
  let table = '';
  let tableText: string[] = [];
  switch (m.kind) {
    case 'requested':
      title = `We received your quote request ${f.quoteNumber}`;
      paragraphs = [`Thank you: sales will price your ${tool} and answer here and by email, usually within two business days.`];
      break;
    case 'sent': {
      title = m.revised ? `Your revised quote ${f.quoteNumber}` : `Your quote ${f.quoteNumber}`;
      const validity = `Valid until ${formatQuoteDay(m.validUntil)}. Accept it on your quotes page to put it in your cart at these prices.`;
      paragraphs = [`Here is our offer for your ${tool}.`, ...(m.message ? [m.message] : []), validity];
      tableText = [
        ...m.lines.map((l) => `- ${l.description}: ${l.quantity} × ${formatPrice(l.unitPrice)} = ${formatPrice(l.lineTotal)}`),
        `Total: ${formatPrice(m.total)}`,
      ];
      const cell = 'padding:6px 8px;border-bottom:1px solid #e3e7eb;';
      table = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:14px;margin:0 0 16px;">
<tr><th align="left" style="${cell}">Description</th><th align="right" style="${cell}">Qty</th><th align="right" style="${cell}">Unit price</th><th align="right" style="${cell}">Total</th></tr>
${m.lines
  .map(
    (l) =>
      `<tr><td style="${cell}">${escapeHtml(l.description)}</td><td align="right" style="${cell}">${l.quantity}</td>` +
      `<td align="right" style="${cell}">${formatPrice(l.unitPrice)}</td><td align="right" style="${cell}">${formatPrice(l.lineTotal)}</td></tr>`,
  )
  .join('\n')}
<tr><td colspan="3" align="right" style="padding:8px;font-weight:bold;">Total</td><td align="right" style="padding:8px;font-weight:bold;">${formatPrice(m.total)}</td></tr>
</table>`;
      break;
    }
    case 'message':
      title = `New message about your quote ${f.quoteNumber}`;
      paragraphs = [`${m.staffName} wrote:`, m.body];
      break;
    case 'declined':
      title = `Your quote request ${f.quoteNumber} was declined`;
      paragraphs = [`We are sorry: we cannot offer your ${tool}.`, `${m.staffName} wrote:`, m.body];
      break;
  }
  const contact = `Questions? Reply to this email or write to ${f.salesEmail}.`;
  const text = [
    `Hello ${f.customerName},`,
    '',
    ...paragraphs.flatMap((x) => [x, '']),
    ...(tableText.length ? [...tableText, ''] : []),
    `Open your quote: ${f.quoteUrl}`,
    '',
    contact,
    '',
    f.brandName,
  ].join('\n');
  const bodyHtml = `${p(`Hello ${f.customerName},`)}
${paragraphs.map(p).join('\n')}
${table}
${actionButton(f.quoteUrl, 'Open your quote')}
<p style="margin:16px 0 0;">${escapeHtml(contact)}</p>`;
  return { subject: title, text, html: emailLayout({ brandName: f.brandName, title, bodyHtml }), replyTo: f.salesEmail };
}
