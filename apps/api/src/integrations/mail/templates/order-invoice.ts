import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

export interface OrderInvoiceMail {
  brandName: string;
  customerName: string;
  orderNumber: string;
  /** The buyer's PO number (issue 14), quoted beside the order number when there is one. */
  poNumber?: string | null;
  total: string;
  dueDate: string;
  /** The provider's page where the invoice is paid online, when there is one. */
  payUrl?: string;
  orderUrl: string;
}

/** The Net 30 invoice of an order sent again by staff, its PDF attached. */
export function orderInvoiceMail(m: OrderInvoiceMail): Omit<MailMessage, 'to'> {
  const title = `Invoice for order ${m.orderNumber}`;
  const order = m.poNumber ? `${m.orderNumber} (your PO ${m.poNumber})` : m.orderNumber;
  const body = `Here is the Net 30 invoice of ${m.total} for your order ${order}, due on ${m.dueDate}. The invoice is attached as a PDF.`;
  const action = m.payUrl ? { url: m.payUrl, label: 'Pay the invoice online' } : { url: m.orderUrl, label: 'View your order' };
  const text = [`Hello ${m.customerName},`, '', body, '', `${action.label}: ${action.url}`, '', m.brandName].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
<p style="margin:0 0 16px;">${escapeHtml(body)}</p>
${actionButton(action.url, action.label)}`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}
