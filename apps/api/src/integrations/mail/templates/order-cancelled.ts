import type { MailMessage } from '../mailer.js';
import { emailLayout, escapeHtml } from './html.js';

export interface OrderCancelledMail {
  brandName: string;
  customerName: string;
  orderNumber: string;
  reason: string;
  /** What happens to the customer's money, one sentence ('' when nothing was paid). */
  refundNote: string;
  salesEmail: string;
}

/** Sent to the customer when staff cancel their order: why, and what happens to a payment. */
export function orderCancelledMail(m: OrderCancelledMail): Omit<MailMessage, 'to'> {
  const title = `Your order ${m.orderNumber} has been cancelled`;
  const lines = [`We have cancelled your order ${m.orderNumber}.`, `Reason: ${m.reason}`, ...(m.refundNote ? [m.refundNote] : [])];
  const contact = `Questions? Reply to this email or write to ${m.salesEmail}.`;
  const text = [`Hello ${m.customerName},`, '', ...lines, '', contact, '', m.brandName].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
${lines.map((l) => `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:16px 0 0;">${escapeHtml(contact)}</p>`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }), replyTo: m.salesEmail };
}
