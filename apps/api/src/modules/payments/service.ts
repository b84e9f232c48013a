import { moneyReceived, paymentResultPath, type PaymentMethodType, type PaymentStatus } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import { checkTerms, companyOfCustomer } from '../company/index.js';
import type { PaymentResponse } from '../../db/schema/index.js';
import {
  PaymentUnderWayError,
  type AttemptKey,
  type PaymentCustomer,
  type PaymentOrder,
  type PaymentProvider,
  type ReturnUrls,
} from '../../integrations/payments/payment-provider.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { findCustomerById } from '../customers/index.js';
import { assertPaymentTransition, canStartPayment, orderService, queueInvoiceMail, type OrderRow } from '../orders/index.js';
import { closeOpenPayment, openPaymentOf } from './open-payment.js';
import { queueTransferMail } from './payment-mail.js';
import { fetchTransferInstructions, paymentOrderOf } from './transfer-instructions.js';
import { advanceAttempt, attemptOf, lockOrder, releasePaymentStart, updateOrderPayment } from './queries.js';

export const PAYMENT_MESSAGES = {
  orderNotFound: 'This order was not found.',
  alreadyPaid: 'This order has already been paid.',
  closed: 'This order can no longer be paid.',
  otherMethod: 'This order was placed with another payment method.',
  cardReady: 'Redirecting you to the secure card payment page.',
  net30Created: 'Your Net 30 invoice has been created.',
  bankTransferReady: 'Redirecting you to the bank transfer instructions.',
  notOffered: 'This payment method is not available at the moment. Please contact us to pay this order.',
  starting: 'A payment of this order is being started. Please wait a moment and try again.',
  underWay: 'A payment of this order is already under way. Please check your order before paying again.',
} as const;

/**
 * A start whose provider calls outlive this stops counting (the process died mid-call): longer than
 * the Stripe SDK's timeout with its retries, so a live start is never taken over.
 */
const START_STALE_MS = 2 * 60_000;

/** Per payment method: the order's payment type, the status a started payment gets, and spec section 8's failure text. */
const METHODS = {
  card: { type: 'CREDIT_CARD', status: 'Pending', failure: 'Failed to complete credit card checkout.' },
  net30: { type: 'NET_30', status: 'unpaid', failure: 'Failed to create Net 30 payment invoice' },
  bankTransfer: { type: 'BANK_TRANSFER', status: 'Awaiting Payment', failure: 'Failed to complete bank transfer checkout.' },
} as const satisfies Record<string, { type: PaymentMethodType; status: PaymentStatus; failure: string }>;
type Method = (typeof METHODS)[keyof typeof METHODS];

interface Started {
  response: Omit<PaymentResponse, 'provider' | 'attempt'>;
  net30InvoicePdfUrl?: string | null;
}

/** What the start's claim decided: which attempt, whether this request records it, what it closes first. */
interface Claim {
  at: string;
  attempt: number;
  /** False for a repeated request of the same method while the first is under way: it gets the same checkout and records nothing. */
  owner: boolean;
  closing: { reference: string; type: PaymentMethodType } | null;
  order: OrderRow;
}

/** Starting a payment of a placed order with the configured provider (Stripe or the demo; none: every start is refused). */
export function paymentService({
  db,
  provider,
  publicUrl,
  creditTerms,
}: {
  db: Database;
  provider: PaymentProvider | null;
  publicUrl: string;
  /** The shop's default company terms (issue 27): the method must be the company's, Net 30 within its credit. */
  creditTerms: CreditTermsDefaults;
}) {
  const orders = orderService(db);
  const returnUrls = (orderNumber: string): ReturnUrls => ({
    successUrl: `${publicUrl}${paymentResultPath(true, orderNumber)}`,
    cancelUrl: `${publicUrl}${paymentResultPath(false, orderNumber)}`,
  });

  async function payer(customerId: string): Promise<PaymentCustomer> {
    const row = await findCustomerById(db, customerId);
    if (!row) throw notFound('Customer not found');
    return { id: row.id, email: row.email, name: row.name, businessName: row.businessName };
  }

  /**
   * One open payment per order (issue 15). Under the order's row lock: the owner and status checks,
   * and a claim (payment_starting) that makes a parallel start of another method a 409. Then,
   * outside any transaction (a slow Stripe must not hold a row lock, nor PGlite's one connection),
   * the open attempt of another method is expired or voided through the provider and the new one
   * created. Last, under the lock again, the new attempt is recorded and the claim cleared; a
   * webhook that paid the order meanwhile wins.
   */
  async function start(
    customerId: string,
    orderNumber: string,
    method: Method,
    log: FastifyBaseLogger,
    call: (order: PaymentOrder, attempt: AttemptKey, provider: PaymentProvider) => Promise<Started>,
  ) {
    if (!provider) throw new HttpError(409, PAYMENT_MESSAGES.notOffered);
    const { id, totalCents } = await orders.findOwnOrder(customerId, orderNumber);
    // Paying another way than the order was placed with: the company's terms decide again (this
    // order's own total is not yet open on another Net 30 invoice of it).
    const companyId = await companyOfCustomer(db, customerId);
    if (companyId)
      await db.transaction((tx) => checkTerms(tx, companyId, creditTerms, { type: method.type, totalCents, exceptOrderId: id }));
    const claim = await db.transaction((tx) => claimStart(tx, id, method, provider));
    let started: Started;
    try {
      if (claim.owner && claim.closing) await closeOpenPayment(provider, id, claim.closing);
      started = await call(paymentOrderOf(claim.order), `order-${id}-attempt-${claim.attempt}`, provider);
    } catch (err) {
      log.error(
        { err, order: orderNumber, method: method.type, provider: provider.name, closing: claim.closing?.reference },
        'payment provider call failed; the order is unchanged',
      );
      if (claim.owner) {
        await releasePaymentStart(db, id, claim.at);
        await advanceAttempt(db, id, claim.attempt);
      }
      if (err instanceof PaymentUnderWayError) throw new HttpError(409, PAYMENT_MESSAGES.underWay);
      throw new HttpError(502, method.failure);
    }
    if (!claim.owner) return started.response;
    const refusal = await db.transaction(async (tx): Promise<HttpError | null> => {
      const current = await lockOrder(tx, id);
      if (!current) throw notFound(PAYMENT_MESSAGES.orderNotFound);
      // A start that outlived START_STALE_MS was taken over: the newer one records its attempt.
      if (current.paymentStarting?.at !== claim.at) return new HttpError(409, PAYMENT_MESSAGES.starting);
      const refused = startRefusal(current, method);
      if (refused) {
        await updateOrderPayment(tx, id, { paymentStarting: null });
        return refused;
      }
      await updateOrderPayment(tx, id, {
        // A retry may change the method (a declined card paid by bank transfer instead).
        paymentType: method.type,
        paymentStatus: method.status,
        paymentResponse: { provider: provider.name, attempt: claim.attempt, ...started.response },
        paymentStarting: null,
        ...(started.net30InvoicePdfUrl !== undefined && { net30InvoicePdfUrl: started.net30InvoicePdfUrl }),
      });
      // The demo's instructions exist at once (Stripe's later: transfer-instructions.ts): mailed once per checkout.
      const { transfer, reference } = started.response;
      if (transfer && typeof reference === 'string') await queueTransferMail(tx, current, reference);
      // The shop's own invoice, PDF attached, for a Net 30 invoice just created (issue 16).
      if (method === METHODS.net30 && typeof reference === 'string') await queueInvoiceMail(tx, current, reference);
      return null;
    });
    if (refusal) throw refusal;
    return started.response;
  }

  return {
    async startCardCheckout(customerId: string, orderNumber: string, log: FastifyBaseLogger): Promise<{ url: string }> {
      const r = await start(customerId, orderNumber, METHODS.card, log, async (order, attempt, provider) => {
        const { url, reference } = await provider.createCardCheckout(order, returnUrls(order.orderNumber), attempt);
        return { response: { reference, hosted_url: url } };
      });
      return { url: r.hosted_url as string };
    },

    async createNet30Invoice(customerId: string, orderNumber: string, log: FastifyBaseLogger): Promise<{ due_date: number }> {
      const customer = await payer(customerId);
      const r = await start(customerId, orderNumber, METHODS.net30, log, async (order, attempt, provider) => {
        const invoice = await provider.createNet30Invoice(order, customer, attempt);
        return {
          response: {
            reference: invoice.reference,
            due_date: invoice.dueDate,
            ...(invoice.hostedInvoiceUrl && { hosted_url: invoice.hostedInvoiceUrl }),
          },
          net30InvoicePdfUrl: invoice.invoicePdfUrl ?? null,
        };
      });
      return { due_date: r.due_date as number };
    },

    async startBankTransfer(customerId: string, orderNumber: string, log: FastifyBaseLogger): Promise<{ url: string }> {
      const customer = await payer(customerId);
      const r = await start(customerId, orderNumber, METHODS.bankTransfer, log, async (order, attempt, provider) => {
        const { url, reference } = await provider.createBankTransfer(order, customer, returnUrls(order.orderNumber), attempt);
        const transfer = await fetchTransferInstructions(provider, order, reference, log);
        return { response: { reference, hosted_url: url, ...(transfer && { transfer }) } };
      });
      return { url: r.hosted_url as string };
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;

/**
 * canStartPayment and the status module decide. The method may change while nothing is under way
 * (payment Pending or Failed); a sent Net 30 invoice or a requested bank transfer keeps its method,
 * so the customer never holds two open ways to pay one order.
 */
const METHOD_CHANGE_ALLOWED: readonly PaymentStatus[] = ['Pending', 'Failed'];

function startRefusal(order: OrderRow, method: Method): HttpError | null {
  if (moneyReceived(order.paymentStatus)) return new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
  if (!canStartPayment(order)) return new HttpError(409, PAYMENT_MESSAGES.closed);
  if (order.paymentType !== method.type && !METHOD_CHANGE_ALLOWED.includes(order.paymentStatus))
    return new HttpError(409, PAYMENT_MESSAGES.otherMethod);
  try {
    assertPaymentTransition(order.paymentStatus, method.status);
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  return null;
}

/**
 * The first step of a start, in its transaction: lock the order, check it may be paid this way, and
 * claim the start. A start of the same method already under way is joined (same attempt, so the
 * provider answers the same checkout: a double click); any other is refused until it is done. An
 * open attempt of another method is named for closing, and the attempt number moves on so the
 * provider's idempotency never answers with the closed one again.
 */
async function claimStart(tx: Database, id: string, method: Method, provider: PaymentProvider): Promise<Claim> {
  const order = await lockOrder(tx, id);
  if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  const refused = startRefusal(order, method);
  if (refused) throw refused;
  const attempt = attemptOf(order.paymentResponse);
  const running = order.paymentStarting;
  if (running && Date.now() - Date.parse(running.at) < START_STALE_MS) {
    if (running.method === method.type && !running.closing) return { at: running.at, attempt, owner: false, closing: null, order };
    throw new HttpError(409, PAYMENT_MESSAGES.starting);
  }
  const open = openPaymentOf(order, provider.name);
  const closing = open && open.type !== method.type ? open : null;
  const at = new Date().toISOString();
  const next = closing ? attempt + 1 : attempt;
  await updateOrderPayment(tx, id, {
    paymentStarting: { at, method: method.type, ...(closing && { closing: closing.reference }) },
    ...(next !== attempt && { paymentResponse: { ...order.paymentResponse, attempt: next } }),
  });
  return { at, attempt: next, owner: true, closing, order };
}
