import type { MailMessage } from '../mailer.js';
import { emailLayout, escapeHtml, oneLine } from './html.js';
import { factsTableHtml, orderNoteHtml, orderNoteText, orderSummaryHtml, orderSummaryText, type OrderMailFacts } from './order-summary.js';

export interface NewOrderMail extends OrderMailFacts {
  customer: { name: string; businessName: string; email: string; phone: string };
  paymentStatus: string;
}

/** The new-order notice to sales (SALES_EMAIL); replying answers the customer. */
export function newOrderMail(m: NewOrderMail): Omit<MailMessage, 'to'> {
  const c = m.customer;
  const title = `New order ${m.orderNumber}`;
  const facts: [string, string][] = [
    ['Order number', m.orderNumber],
    ...(m.poNumber ? ([['PO number', m.poNumber]] as [string, string][]) : []),
    ['Order date', m.placedAt],
    ['Total', m.total],
    ['Payment method', m.paymentLabel],
    ['Payment status', m.paymentStatus],
    ['Customer', c.name],
    ['Business name', c.businessName || 'not given'],
    ['Email', c.email],
    ['Phone', c.phone || 'not given'],
  ];
  const text = [
    `${title} placed on the ${m.brandName} shop.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...orderSummaryText(m),
    '',
    ...orderNoteText("The customer's note", m.orderNote),
    `Reply to this email to write to ${c.name} at ${c.email}.`,
  ].join('\n');
  const bodyHtml = `${factsTableHtml(facts)}
${orderSummaryHtml(m)}
${orderNoteHtml("The customer's note", m.orderNote)}
<p style="margin:20px 0 0;">Reply to this email to write to ${escapeHtml(c.name)} directly.</p>`;
  return {
    subject: `New order ${m.orderNumber}: ${oneLine(c.businessName || c.name)}, ${m.total}`,
    text,
    html: emailLayout({ brandName: m.brandName, title, bodyHtml, footer: `Sent by the ${m.brandName} shop when an order is placed.` }),
    replyTo: c.email,
  };
}
