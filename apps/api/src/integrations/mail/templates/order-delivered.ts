import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface OrderDeliveredMail {
  brandName: string;
  customerName: string;
  orderNumber: string;
  /** The day UPS delivered the last parcel, already written for people ('Nov 27, 2026'). */
  deliveredOn: string;
  /** The order's tracking numbers: every parcel of it has arrived. */
  trackingNumbers: string[];
  /** The order on the customer's orders page. */
  orderUrl: string;
}

/** Sent to the customer when UPS reports the last parcel of their order delivered (issue 30, decision 032). */
export function orderDeliveredMail(m: OrderDeliveredMail): Omit<MailMessage, 'to'> {
  const title = `Your order ${m.orderNumber} has been delivered`;
  const parcels = m.trackingNumbers.length === 1 ? `UPS parcel ${m.trackingNumbers[0]}` : `UPS parcels ${m.trackingNumbers.join(', ')}`;
  const body = `UPS delivered your order ${m.orderNumber} on ${m.deliveredOn} (${parcels}).`;
  const help = 'If anything is missing or damaged, reply to this email or contact us, and we will put it right.';
  const text = [`Hello ${m.customerName},`, '', body, '', help, '', `Your order: ${m.orderUrl}`, '', m.brandName].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
<p style="margin:0 0 16px;">${escapeHtml(body)}</p>
<p style="margin:0 0 16px;">${escapeHtml(help)}</p>
${actionButton(m.orderUrl, 'View your order')}`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}
