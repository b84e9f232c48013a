import { paymentResultPath, type PaymentMethodType, type PaymentStatus } from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { PaymentResponse } from '../../db/schema/index.js';
import type {
  AttemptKey,
  PaymentCustomer,
  PaymentOrder,
  PaymentProvider,
  ReturnUrls,
} from '../../integrations/payments/payment-provider.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { findCustomerById } from '../customers/index.js';
import { assertPaymentTransition, canStartPayment, orderService, type OrderRow } from '../orders/index.js';
import { advanceAttempt, attemptOf, lockOrder, updateOrderPayment } from './queries.js';

export const PAYMENT_MESSAGES = {
  orderNotFound: 'This order was not found.',
  alreadyPaid: 'This order has already been paid.',
  closed: 'This order can no longer be paid.',
  otherMethod: 'This order was placed with another payment method.',
  cardReady: 'Redirecting you to the secure card payment page.',
  net30Created: 'Your Net 30 invoice has been created.',
  bankTransferReady: 'Redirecting you to the bank transfer instructions.',
} as const;

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

/** Starting a payment of a placed order with the configured provider (Stripe or the demo). */
export function paymentService({ db, provider, publicUrl }: { db: Database; provider: PaymentProvider; publicUrl: string }) {
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
   * Owner and status checks, the provider call, then the order's payment columns. The provider is
   * called outside any transaction (a slow Stripe must not hold a row lock); the write re-checks
   * under the lock, so a webhook that paid the order meanwhile wins.
   */
  async function start(
    customerId: string,
    orderNumber: string,
    method: Method,
    log: FastifyBaseLogger,
    call: (order: PaymentOrder, attempt: AttemptKey) => Promise<Started>,
  ) {
    const order = await orders.findOwnOrder(customerId, orderNumber);
    checkStartable(order, method);
    const attempt = attemptOf(order.paymentResponse);
    let started: Started;
    try {
      started = await call(paymentOrderOf(order), `order-${order.id}-attempt-${attempt}`);
    } catch (err) {
      log.error(
        { err, order: order.orderNumber, method: method.type, provider: provider.name },
        'payment provider call failed; the order is unchanged',
      );
      await advanceAttempt(db, order.id, attempt);
      throw new HttpError(502, method.failure);
    }
    await db.transaction(async (tx) => {
      const current = await lockOrder(tx, order.id);
      if (!current) throw notFound(PAYMENT_MESSAGES.orderNotFound);
      checkStartable(current, method);
      await updateOrderPayment(tx, order.id, {
        // A retry may change the method (a declined card paid by bank transfer instead).
        paymentType: method.type,
        paymentStatus: method.status,
        paymentResponse: { provider: provider.name, attempt, ...started.response },
        ...(started.net30InvoicePdfUrl !== undefined && { net30InvoicePdfUrl: started.net30InvoicePdfUrl }),
      });
    });
    return started.response;
  }

  return {
    async startCardCheckout(customerId: string, orderNumber: string, log: FastifyBaseLogger): Promise<{ url: string }> {
      const r = await start(customerId, orderNumber, METHODS.card, log, async (order, attempt) => {
        const { url, reference } = await provider.createCardCheckout(order, returnUrls(order.orderNumber), attempt);
        return { response: { reference, hosted_url: url } };
      });
      return { url: r.hosted_url as string };
    },

    async createNet30Invoice(customerId: string, orderNumber: string, log: FastifyBaseLogger): Promise<{ due_date: number }> {
      const customer = await payer(customerId);
      const r = await start(customerId, orderNumber, METHODS.net30, log, async (order, attempt) => {
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
      const r = await start(customerId, orderNumber, METHODS.bankTransfer, log, async (order, attempt) => {
        const { url, reference } = await provider.createBankTransfer(order, customer, returnUrls(order.orderNumber), attempt);
        return { response: { reference, hosted_url: url } };
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

function checkStartable(order: OrderRow, method: Method): void {
  if (order.paymentStatus === 'Paid') throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
  if (!canStartPayment(order)) throw new HttpError(409, PAYMENT_MESSAGES.closed);
  if (order.paymentType !== method.type && !METHOD_CHANGE_ALLOWED.includes(order.paymentStatus))
    throw new HttpError(409, PAYMENT_MESSAGES.otherMethod);
  assertPaymentTransition(order.paymentStatus, method.status);
}

function paymentOrderOf(order: OrderRow): PaymentOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    currency: order.currency,
    subTotalCents: order.subTotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    lines: order.lines.map((line) => ({ name: line.product.name, amountCents: line.itemTotalCents })),
  };
}
