import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface OrderReturnMail {
  brandName: string;
  customerName: string;
  orderNumber: string;
  rmaNumber: string;
  /** '2 × Round punch 10 mm (NB-RP-10)', one per returned line. */
  lines: string[];
  reason: string;
  /** What happens to the money, one sentence ('' when nothing goes back). */
  moneyNote: string;
  /** The payment status after the return, as the order page shows it ('Partially refunded'). */
  paymentStatus: string;
  orderUrl: string;
  salesEmail: string;
}

/** Sent to the customer when staff record a return of their order (issue 28): the RMA, the pieces and the money. */
export function orderReturnMail(m: OrderReturnMail): Omit<MailMessage, 'to'> {
  const title = `Return ${m.rmaNumber} of your order ${m.orderNumber}`;
  const intro = `We have recorded the return ${m.rmaNumber} of your order ${m.orderNumber}. Please quote the RMA number on any parcel you send back.`;
  const facts = [`Reason: ${m.reason}`, ...(m.moneyNote ? [m.moneyNote] : []), `Payment status: ${m.paymentStatus}`];
  const contact = `Questions? Reply to this email or write to ${m.salesEmail}. The return's PDF is attached.`;
  const text = [
    `Hello ${m.customerName},`,
    '',
    intro,
    '',
    'Returned:',
    ...m.lines.map((l) => `- ${l}`),
    '',
    ...facts,
    '',
    `Your order: ${m.orderUrl}`,
    '',
    contact,
    '',
    m.brandName,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
<p style="margin:0 0 12px;">${escapeHtml(intro)}</p>
<ul style="margin:0 0 12px;padding-left:20px;">${m.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${facts.map((f) => `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeHtml(f)}</p>`).join('\n')}
${actionButton(m.orderUrl, 'See your order')}
<p style="margin:16px 0 0;">${escapeHtml(contact)}</p>`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }), replyTo: m.salesEmail };
}
