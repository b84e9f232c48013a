import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml, oneLine } from './html.js';

/** What sales' notices about a quote show (issue 14 item 5). */
export interface QuoteNoticeFacts {
  brandName: string;
  quoteNumber: string;
  customerName: string;
  customerEmail: string;
  company: string;
  toolType: string;
  machine: string;
  /** The quote in the back office. */
  adminUrl: string;
}

export type QuoteSalesNotice =
  | { kind: 'requested'; quantity: number; neededBy: string | null; notes: string; drawing: string | null }
  | { kind: 'message'; body: string }
  | { kind: 'ordered'; orderNumber: string; total: string };

/** A notice to the sales address; replying answers the customer directly. */
export function quoteSalesNotice(f: QuoteNoticeFacts, n: QuoteSalesNotice): Omit<MailMessage, 'to'> {
  const who = `${oneLine(f.customerName)}${f.company ? `, ${oneLine(f.company)}` : ''}`;
  const rows: [string, string][] = [
    ['Quote', f.quoteNumber],
    ['Customer', `${f.customerName} <${f.customerEmail}>`],
    ['Company', f.company || 'not given'],
    ['Machine', f.machine],
    ['Tool type', f.toolType],
  ];
  let title: string;
  let body: string;
  switch (n.kind) {
    case 'requested':
      title = `New quote request ${f.quoteNumber} from ${who}`;
      rows.push(['Quantity', String(n.quantity)], ['Needed by', n.neededBy ?? 'not given'], ['Drawing', n.drawing ?? 'none']);
      body = n.notes;
      break;
    case 'message':
      title = `${who} wrote about quote ${f.quoteNumber}`;
      body = n.body;
      break;
    case 'ordered':
      title = `Quote ${f.quoteNumber} was ordered in ${n.orderNumber}`;
      rows.push(['Order', n.orderNumber], ['Quoted total', n.total]);
      body = '';
      break;
  }
  const text = [
    title,
    '',
    ...rows.map(([l, v]) => `${l}: ${v}`),
    ...(body ? ['', body] : []),
    '',
    `Open it in the back office: ${f.adminUrl}`,
  ].join('\n');
  const cells = rows
    .map(
      ([l, v]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;width:120px;color:#5b6b7b;font-weight:normal;">${escapeHtml(l)}</th>` +
        `<td style="padding:6px 0;">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  const bodyHtml = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px;">
${cells}
</table>
${body ? `<p style="margin:16px 0 0;white-space:pre-wrap;background:#f5f7f9;padding:12px;border-left:3px solid #e8a317;">${escapeHtml(body)}</p>` : ''}
<div style="margin-top:20px;">${actionButton(f.adminUrl, 'Open the quote')}</div>`;
  return {
    subject: title,
    text,
    html: emailLayout({ brandName: f.brandName, title, bodyHtml, footer: `Sent by the quote requests of ${f.brandName}.` }),
    replyTo: f.customerEmail,
  };
}
