import type { PaymentStatus } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { PaymentEvent, PaymentProvider } from '../../integrations/payments/payment-provider.js';
import { closeOpenPayment, type OpenPayment } from './open-payment.js';
import { decidePaymentEvent } from './payment-event-rules.js';
import { queuePaymentMail } from './payment-mail.js';
import { recordTransferInstructions } from './transfer-instructions.js';
import { claimPaymentEvent, lockOrderByNumber, lockOrderByReference, recordEventOutcome, updateOrderPayment } from './queries.js';

/** An order whose payment status an event changed: what a "payment received" email would need. */
export interface PaymentStatusChange {
  orderId: string;
  orderNumber: string;
  from: PaymentStatus;
  to: PaymentStatus;
}

export interface AppliedPaymentEvent {
  /** 'replay' when the event id was seen before; else the outcome recorded in payment_events. */
  outcome: string;
  change?: PaymentStatusChange;
  /** The order's open attempt to close at the provider after the commit (it was paid through a replaced one). */
  close?: { orderId: string; open: OpenPayment };
}

/**
 * The one way a payment event reaches an order, for Stripe's webhooks and the demo pages alike. In
 * one transaction: claim the event id (a replay stops here), lock the order, decide by the rules of
 * payment-event-rules.ts, record the outcome, write the order and queue the customer's email about
 * the change (a job of the same transaction, decision 013).
 */
export async function applyPaymentEvent(db: Database, event: PaymentEvent, log: FastifyBaseLogger): Promise<AppliedPaymentEvent> {
  const applied = await db.transaction(async (tx): Promise<AppliedPaymentEvent> => {
    if (!(await claimPaymentEvent(tx, event))) return { outcome: 'replay' };
    const order =
      (event.reference ? await lockOrderByReference(tx, event.reference) : undefined) ??
      (event.orderNumber ? await lockOrderByNumber(tx, event.orderNumber) : undefined);
    const decision = decidePaymentEvent(order, event);
    await recordEventOutcome(tx, event.id, order?.id ?? null, decision.outcome);
    if (!order || !decision.changes) return { outcome: decision.outcome };
    await updateOrderPayment(tx, order.id, decision.changes);
    const to = decision.changes.paymentStatus;
    if (to !== order.paymentStatus) await queuePaymentMail(tx, { orderId: order.id, orderNumber: order.orderNumber, to }, event.id);
    return {
      outcome: decision.outcome,
      ...(to !== order.paymentStatus && { change: { orderId: order.id, orderNumber: order.orderNumber, from: order.paymentStatus, to } }),
      ...(decision.close && { close: { orderId: order.id, open: decision.close } }),
    };
  });
  const context = { event: event.id, type: event.type, order: event.orderNumber, reference: event.reference, outcome: applied.outcome };
  if (applied.outcome.startsWith('rejected')) log.warn(context, 'payment event contradicts its order; nothing changed');
  else if (applied.outcome.startsWith('flagged')) log.warn(context, 'payment the order did not need; flagged for a refund');
  else log.info(context, 'payment event received');
  return applied;
}

/** Told of each payment status an event changed, after its commit (its email is a job already). */
export type PaymentChangeHook = (change: PaymentStatusChange, log: FastifyBaseLogger) => Promise<void>;

export interface ReceiveDeps {
  db: Database;
  provider: PaymentProvider;
  onChange?: PaymentChangeHook;
}

/**
 * Verifies a provider's webhook body and applies it: throws InvalidSignatureError for a forged one.
 * The change hook is not awaited: the provider gets its answer without waiting for an email.
 */
export async function receivePaymentEvent(
  deps: ReceiveDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  log: FastifyBaseLogger,
): Promise<AppliedPaymentEvent> {
  const event = deps.provider.parseWebhook(rawBody, headers);
  const applied = await applyPaymentEvent(deps.db, event, log);
  // The customer chose the transfer at the provider: its instructions exist now (awaited, so the order shows them when Stripe's page returns).
  if (event.outcome === 'pending' && event.reference && applied.outcome !== 'replay')
    await recordTransferInstructions(deps.db, deps.provider, event.reference, log).catch((err: unknown) =>
      log.error({ err, reference: event.reference }, 'bank transfer instructions could not be kept on the order'),
    );
  if (applied.change && deps.onChange) void deps.onChange(applied.change, log);
  const { close } = applied;
  if (close)
    void closeOpenPayment(deps.provider, close.orderId, close.open).catch((err: unknown) =>
      // Should it be paid after all, that payment arrives flagged as paid twice.
      log.error({ err, reference: close.open.reference }, 'the order was paid; its other open payment could not be closed'),
    );
  return applied;
}
