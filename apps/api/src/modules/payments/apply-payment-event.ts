import type { PaymentStatus } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { PaymentEvent, PaymentProvider } from '../../integrations/payments/payment-provider.js';
import { decidePaymentEvent } from './payment-event-rules.js';
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
}

/**
 * The one way a payment event reaches an order, for Stripe's webhooks and the demo pages alike. In
 * one transaction: claim the event id (a replay stops here), lock the order, decide by the rules of
 * payment-event-rules.ts, record the outcome and write the order. Nothing is mailed here: a caller
 * that wants to tell the customer acts on the returned `change`, after the commit.
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
    return {
      outcome: decision.outcome,
      ...(to !== order.paymentStatus && { change: { orderId: order.id, orderNumber: order.orderNumber, from: order.paymentStatus, to } }),
    };
  });
  const context = { event: event.id, type: event.type, order: event.orderNumber, reference: event.reference, outcome: applied.outcome };
  if (applied.outcome.startsWith('rejected')) log.warn(context, 'payment event contradicts its order; nothing changed');
  else log.info(context, 'payment event received');
  return applied;
}

/** Told of each payment status an event changed, after its commit (the payment emails attach here). */
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
  const applied = await applyPaymentEvent(deps.db, deps.provider.parseWebhook(rawBody, headers), log);
  if (applied.change && deps.onChange) void deps.onChange(applied.change, log);
  return applied;
}
