import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';
import { DEMO_ACCOUNT_NOTE } from './order-invoice.js';
import { factsTableHtml } from './order-summary.js';

/** The payment changes a customer hears about (an order's payment status after a verified event). */
export type PaymentNoticeKind = 'Paid' | 'Failed' | 'Overdue' | 'Awaiting Payment';

export interface PaymentStatusMail {
  kind: PaymentNoticeKind;
  brandName: string;
  customerName: string;
  orderNumber: string;
  /** The order total, formatted ('$1,279.50'). */
  total: string;
  /** Overdue: the invoice's due date, formatted. */
  dueDate?: string;
  /** Paid/Overdue: the order on the orders page; Failed: the checkout that pays it again. */
  actionUrl: string;
  /** Awaiting Payment: the bank transfer instructions as label and value rows. */
  transfer?: [string, string][];
  /**
   * Overdue: how to pay the invoice now, as its email and PDF print it: the shop's account with the
   * order number as the reference (remittance rows; none when the shop has no account set), and
   * the provider's page to pay it online, when there is one.
   */
  overdue?: { remittance?: [string, string][]; demoAccount?: boolean; payUrl?: string };
  /** The shop takes demo payments (PAYMENTS=demo): the email says no money moved. */
  demo?: boolean;
}

/** Issue 15: a demo "payment received" must never read as real money. */
export const DEMO_PAYMENT_NOTE = 'This shop takes demo payments: no money was charged or received.';

interface Wording {
  subject: string;
  title: string;
  body: string;
  action: string;
  /** Where the action button leads when not to actionUrl. */
  actionUrl?: string;
}

function wordingOf(m: PaymentStatusMail): Wording {
  switch (m.kind) {
    case 'Paid':
      return {
        subject: `Payment received for order ${m.orderNumber}`,
        title: 'Thank you, your payment has arrived',
        body: `We have received your payment of ${m.total} for order ${m.orderNumber}. Your tooling is now being prepared for shipping; we will let you know when it ships.`,
        action: 'View your order',
      };
    case 'Failed':
      return {
        subject: `Your payment for order ${m.orderNumber} did not go through`,
        title: 'Your payment did not go through',
        body: `Your payment of ${m.total} for order ${m.orderNumber} did not go through, and nothing was charged for it. Your order is kept: you can pay it again by credit card, Net 30 or bank transfer.`,
        action: 'Pay for your order',
      };
    case 'Awaiting Payment':
      return {
        subject: `Bank transfer details for order ${m.orderNumber}`,
        title: 'How to pay your order by bank transfer',
        body: `Please transfer ${m.total} for order ${m.orderNumber} to the account below, quoting the reference exactly as shown. We process your order once the money arrives. These details stay available on your order until it is paid.`,
        action: 'View your order',
      };
    case 'Overdue': {
      const { remittance, payUrl } = m.overdue ?? {};
      const how = remittance?.length
        ? ` Please pay it now by bank transfer to the account below, quoting the reference exactly as shown${payUrl ? ', or online' : ''}.`
        : payUrl
          ? ' Please pay it online now.'
          : ' Please pay it now.';
      return {
        subject: `Invoice for order ${m.orderNumber} is overdue`,
        title: 'Your Net 30 invoice is overdue',
        body: `Your invoice of ${m.total} for order ${m.orderNumber} was due on ${m.dueDate ?? 'its due date'}.${how} If something is wrong with it, reply to this email.`,
        ...(payUrl ? { action: 'Pay the invoice online', actionUrl: payUrl } : { action: 'View your order' }),
      };
    }
  }
}

/** Sent to the customer when a verified payment event changes the payment status of an order. */
export function paymentStatusMail(m: PaymentStatusMail): Omit<MailMessage, 'to'> {
  const w = wordingOf(m);
  const actionUrl = w.actionUrl ?? m.actionUrl;
  const subject = m.demo ? `[Demo] ${w.subject}` : w.subject;
  const note = m.demo ? [DEMO_PAYMENT_NOTE, ''] : [];
  const rows = m.kind === 'Overdue' ? (m.overdue?.remittance ?? []) : (m.transfer ?? []);
  // The demo's made-up remittance account is named as such, as on the invoice and its email.
  const accountNote = m.kind === 'Overdue' && rows.length && m.overdue?.demoAccount ? DEMO_ACCOUNT_NOTE : '';
  const rowsText = rows.length
    ? [...(accountNote ? [accountNote, ''] : []), ...rows.map(([label, value]) => `${label}: ${value}`), '']
    : [];
  const text = [`Hello ${m.customerName},`, '', ...note, w.body, '', ...rowsText, `${w.action}: ${actionUrl}`, '', m.brandName].join('\n');
  const noteHtml = m.demo
    ? `<p style="margin:0 0 16px;padding:10px 14px;background:#fff4d6;border:1px solid #e8a317;border-radius:6px;font-weight:600;">${escapeHtml(DEMO_PAYMENT_NOTE)}</p>\n`
    : '';
  const accountNoteHtml = accountNote ? `<p style="margin:0 0 12px;font-weight:600;">${escapeHtml(accountNote)}</p>\n` : '';
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
${noteHtml}<p style="margin:0 0 16px;">${escapeHtml(w.body)}</p>
${accountNoteHtml}${rows.length ? factsTableHtml(rows) : ''}${actionButton(actionUrl, w.action)}`;
  return { subject, text, html: emailLayout({ brandName: m.brandName, title: w.title, bodyHtml }) };
}
