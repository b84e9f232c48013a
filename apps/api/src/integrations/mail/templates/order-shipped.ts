import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface OrderShippedMail {
  brandName: string;
  customerName: string;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
  /** The carrier's public tracking page of the parcel. */
  trackingUrl: string;
  /** The order on the customer's orders page. */
  orderUrl: string;
}

/** Sent to the customer when staff record a parcel of their order, with the carrier's tracking link. */
export function orderShippedMail(m: OrderShippedMail): Omit<MailMessage, 'to'> {
  const title = `Your order ${m.orderNumber} has shipped`;
  const body = `Good news: your order ${m.orderNumber} is on its way with ${m.carrier}, tracking number ${m.trackingNumber}.`;
  const text = [
    `Hello ${m.customerName},`,
    '',
    body,
    '',
    `Track your parcel: ${m.trackingUrl}`,
    `Your order: ${m.orderUrl}`,
    '',
    m.brandName,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
<p style="margin:0 0 16px;">${escapeHtml(body)}</p>
${actionButton(m.trackingUrl, `Track with ${m.carrier}`)}
<p style="margin:16px 0 0;">You can also follow it from <a href="${escapeHtml(m.orderUrl)}" style="color:#1b2a3a;">your orders page</a>.</p>`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}
