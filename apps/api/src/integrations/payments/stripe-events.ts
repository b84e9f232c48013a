import type Stripe from 'stripe';
import type { PaymentEvent, PaymentOutcome } from './payment-provider.js';

/**
 * A verified Stripe event in the shop's words. Checkout Sessions (card and bank transfer) and
 * invoices (Net 30) carry metadata.order_id, set when the payment started.
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      // A card session completes paid; a bank transfer completes unpaid: the customer has the
      // account details and the money follows (async_payment_succeeded or _failed).
      return fromSession(event, event.data.object, event.data.object.payment_status === 'paid' ? 'paid' : 'pending');
    case 'checkout.session.async_payment_succeeded':
      return fromSession(event, event.data.object, 'paid');
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return fromSession(event, event.data.object, 'failed');
    case 'invoice.paid':
      return fromInvoice(event, event.data.object, 'paid');
    case 'invoice.overdue':
      return fromInvoice(event, event.data.object, 'overdue');
    default:
      // Includes invoice.payment_failed: a Net 30 invoice stays open and payable until it is
      // overdue, so a declined attempt on its page changes nothing for the order.
      return {
        provider: 'stripe',
        id: event.id,
        type: event.type,
        orderNumber: null,
        reference: null,
        amountCents: null,
        currency: null,
        outcome: 'none',
      };
  }
}

function fromSession(event: Stripe.Event, session: Stripe.Checkout.Session, outcome: PaymentOutcome): PaymentEvent {
  return {
    provider: 'stripe',
    id: event.id,
    type: event.type,
    orderNumber: session.metadata?.order_id ?? session.client_reference_id ?? null,
    reference: session.id,
    amountCents: session.amount_total,
    currency: session.currency,
    outcome,
  };
}

function fromInvoice(event: Stripe.Event, invoice: Stripe.Invoice, outcome: PaymentOutcome): PaymentEvent {
  return {
    provider: 'stripe',
    id: event.id,
    type: event.type,
    orderNumber: invoice.metadata?.order_id ?? null,
    reference: invoice.id ?? null,
    // A return credited on the open invoice (a credit note, issue 28) lowers what it asks for, as it lowered the order's total.
    amountCents: invoice.total - (invoice.pre_payment_credit_notes_amount ?? 0),
    currency: invoice.currency,
    outcome,
  };
}
