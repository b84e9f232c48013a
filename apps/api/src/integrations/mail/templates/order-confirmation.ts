import type { PaymentMethodType } from '@northbend/shared';
import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';
import { factsTableHtml, orderNoteHtml, orderNoteText, orderSummaryHtml, orderSummaryText, type OrderMailFacts } from './order-summary.js';

export interface OrderConfirmationMail extends OrderMailFacts {
  customerName: string;
  paymentType: PaymentMethodType;
  /** `${PUBLIC_URL}/user/order?focus=NB-…`: the order, highlighted on the customer's orders page. */
  orderUrl: string;
}

/** What the customer does next, by payment method (spec section 4's payment flows). */
function nextStep(m: OrderConfirmationMail): string {
  switch (m.paymentType) {
    case 'COD':
      return `You pay on delivery: please have ${m.total} ready for the driver when your tooling arrives. We will let you know when it ships.`;
    case 'CREDIT_CARD':
      return `Your order is processed as soon as your card payment of ${m.total} is confirmed. If the payment did not go through, open your order and pay by credit card from there.`;
    case 'NET_30':
      return `You pay on Net 30 terms: your invoice for ${m.total} is due 30 days after it is issued. Download the invoice from your order once it is ready.`;
    case 'BANK_TRANSFER':
      return `Transfer ${m.total} to the account shown on the bank transfer page, quoting the reference given there. We email you these transfer details as well, and they stay on your order (with a button back to the payment page) until it is paid. Your order is processed once the money arrives.`;
  }
}

/** Sent to the customer right after an order is placed, with the order details PDF attached. */
export function orderConfirmationMail(m: OrderConfirmationMail): Omit<MailMessage, 'to'> {
  const title = `Thank you for your order ${m.orderNumber}`;
  const facts: [string, string][] = [
    ['Order number', m.orderNumber],
    ...(m.poNumber ? ([['Your PO number', m.poNumber]] as [string, string][]) : []),
    ['Order date', m.placedAt],
    ['Payment method', m.paymentLabel],
  ];
  const step = nextStep(m);
  const text = [
    `Hello ${m.customerName},`,
    '',
    `Thank you for your order with ${m.brandName}. We have received it and will prepare it for shipping.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'What happens next:',
    step,
    `Follow your order: ${m.orderUrl}`,
    '',
    ...orderSummaryText(m),
    '',
    ...orderNoteText('Your note to us', m.orderNote),
    'The order details are attached as a PDF.',
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.customerName)},</p>
<p style="margin:0 0 16px;">Thank you for your order with ${escapeHtml(m.brandName)}. We have received it and will prepare it for shipping.</p>
${factsTableHtml(facts)}
<h2 style="margin:0 0 6px;font-size:16px;color:#1b2a3a;">What happens next</h2>
<p style="margin:0 0 16px;">${escapeHtml(step)}</p>
${actionButton(m.orderUrl, 'View your order')}
<h2 style="margin:24px 0 8px;font-size:16px;color:#1b2a3a;">Your order</h2>
${orderSummaryHtml(m)}
${orderNoteHtml('Your note to us', m.orderNote)}`;
  return {
    subject: `Your ${m.brandName} order ${m.orderNumber}`,
    text,
    html: emailLayout({ brandName: m.brandName, title, bodyHtml, footer: `${m.brandName} · the order details are attached as a PDF.` }),
  };
}
