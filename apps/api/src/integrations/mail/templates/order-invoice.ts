import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';
import { factsTableHtml } from './order-summary.js';

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
  /** Bank, account, reference and due date (issue 16), as the attached invoice prints them; none once paid. */
  remittance?: [string, string][];
  /** The remittance account is the demo's: say that no money should be sent. */
  demo?: boolean;
}

/** Beside the demo's made-up remittance account, wherever an email prints it. */
export const DEMO_ACCOUNT_NOTE = 'This is the demo shop: the account below is not a real one and no money should be sent.';

/** The Net 30 invoice of an order, when it is created and when staff send it again, its PDF attached. */
export function orderInvoiceMail(m: OrderInvoiceMail): Omit<MailMessage, 'to'> {
  const title = `Invoice for order ${m.orderNumber}`;
  const order = m.poNumber ? `${m.orderNumber} (your PO ${m.poNumber})` : m.orderNumber;
  const body = `Here is the Net 30 invoice of ${m.total} for your order ${order}, due on ${m.dueDate}. The invoice is attached as a PDF.`;
  const rows = m.remittance ?? [];
  const howToPay = rows.length ? 'Please pay it by bank transfer to the account below, quoting the reference exactly as shown.' : '';
  const note = rows.length && m.demo ? DEMO_ACCOUNT_NOTE : '';
  const action = m.payUrl ? { url: m.payUrl, label: 'Pay the invoice online' } : { url: m.orderUrl, label: 'View your order' };
  const text = [
    `Hello ${m.customerName},`,
    '',
    body,
    ...(howToPay ? ['', howToPay, ...(note ? [note] : []), '', ...rows.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    `${action.label}: ${action.url}`,
    '',
    m.brandName,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
<p style="margin:0 0 16px;">${escapeHtml(body)}</p>
${howToPay ? `<p style="margin:0 0 12px;">${escapeHtml(howToPay)}</p>\n` : ''}${note ? `<p style="margin:0 0 12px;font-weight:600;">${escapeHtml(note)}</p>\n` : ''}${rows.length ? factsTableHtml(rows) : ''}${actionButton(action.url, action.label)}`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}
