import type { FastifyBaseLogger } from 'fastify';
import { APPROVAL_MESSAGES, PURCHASE_ORDER_MESSAGES, type PaymentMethodType, type ShippingAddress } from '@northbend/shared';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import type { LoadPricedCart } from '../cart/index.js';
import { checkTerms } from '../company/index.js';
import { lockCustomer } from '../customers/index.js';
import { buyQuoteLines, lockQuotesInCart } from '../quotes/index.js';
import type { ShippingRates } from '../shipping/index.js';
import type { TaxService } from '../tax/index.js';
import type { OrderEvents, OrderPlaced } from './order-events.js';
import { chooseShipping, frozenShipping, type ChosenShipping } from './order-shipping.js';
import { snapshotLine, unavailableNames } from './order-lines.js';
import { queueOrderPlacedMails } from './order-mail-jobs.js';
import { queueTaxTransaction } from './order-tax-jobs.js';
import { findOrderByIdempotencyKey, insertOrderEmptyingCart, type OrderRow } from './queries.js';
import { findApprovalByIdempotencyKey, type ApprovalRow } from './approvals/approval-queries.js';
import { needsApproval, sendForApproval } from './approvals/send-for-approval.js';

/**
 * The most one order may total online: $10,000,000.00. The orders' cents columns are 32-bit
 * (at most $21,474,836.47; issue 15: a larger total was a 500), and no tooling order comes near.
 */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

export const ORDER_MESSAGES = {
  tooLarge: 'An order can total at most $10,000,000.00 online. Please split it into smaller orders or ask sales for a quote.',
  placed: 'Your order has been placed.',
  emptyCart: 'Please add items to your cart before proceeding.',
  noAddress: 'Please save your shipping address first.',
  /** Staff archived something in the cart (back office): named, so the customer knows what to remove. */
  unavailable: (names: string[]) =>
    names.length === 1
      ? `${names[0]} is no longer available. Please remove it from your cart before you order.`
      : `These items are no longer available: ${names.join(', ')}. Please remove them from your cart before you order.`,
} as const;

export interface CreateOrderDeps {
  db: Database;
  rates: ShippingRates;
  loadPricedCart: LoadPricedCart;
  events: OrderEvents;
  /** The shop's default payment terms of a company (issue 27): methods, Net 30 credit limit, overdue hold. */
  creditTerms: CreditTermsDefaults;
  /** Sales tax (issue 30 item 4): the rate table, Stripe Tax, or none. */
  tax: TaxService;
}

export interface CreateOrderInput {
  customerId: string;
  paymentType: PaymentMethodType;
  /** One press of 'Process to order'; a repeat with the same key answers with the same order. */
  idempotencyKey: string | null;
  /** The buyer's PO number and note, already trimmed and checked (null: none given). */
  poNumber?: string | null;
  orderNote?: string | null;
  /** The shipping service the buyer chose at checkout (GET /shipping/options); none: the cheapest offered. */
  shippingServiceCode?: string | null;
}

/** What pressing 'Process to order' made: an order, or (a buyer over their limit) a request for approval. */
export type Placed = { order: OrderRow; created: boolean; approval?: never } | { approval: ApprovalRow; created: boolean; order?: never };

/** An earlier press of the same key: its order, or the request it sent for approval. */
async function madeByKey(db: Database, customerId: string, key: string): Promise<Placed | undefined> {
  const order = await findOrderByIdempotencyKey(db, customerId, key);
  if (order) return { order, created: false };
  const approval = await findApprovalByIdempotencyKey(db, customerId, key);
  return approval ? { approval, created: false } : undefined;
}

/**
 * Places the customer's cart as an order in one transaction: nothing in the request counts but
 * the payment type and the buyer's own references (PO number, note); lines, prices, address,
 * shipping and totals come from the database. On success the cart is empty and the order-placed
 * listeners run after the commit. A buyer's order over their limit becomes a request for the
 * company's admins instead (issue 26): no order, the cart kept in the request.
 */
export async function createOrder(deps: CreateOrderDeps, input: CreateOrderInput, log: FastifyBaseLogger): Promise<Placed> {
  let placed: Placed & { customer: OrderPlaced['customer'] };
  // Rated before the transaction: a carrier's answer may take seconds, and no lock waits on it.
  const shipping = await chooseShipping(deps, input.customerId, input.shippingServiceCode, log);
  try {
    placed = await deps.db.transaction((tx) => placeOrder(tx, deps, input, shipping));
  } catch (err) {
    // Backstop of the key lookup inside the lock: should another writer ever slip past it, the
    // unique index refuses the duplicate and the customer still gets what the key made.
    if (
      input.idempotencyKey &&
      (isUniqueViolation(err, 'orders_customer_idempotency_uq') || isUniqueViolation(err, 'approval_requests_customer_idempotency_uq'))
    ) {
      const existing = await madeByKey(deps.db, input.customerId, input.idempotencyKey);
      if (existing) return existing;
    }
    throw err;
  }
  if (placed.created && placed.order) void deps.events.orderPlaced({ order: placed.order, customer: placed.customer }, log);
  const { customer: _customer, ...made } = placed;
  return made;
}

async function placeOrder(tx: Database, deps: CreateOrderDeps, input: CreateOrderInput, shipping: ChosenShipping | null) {
  const customer = await lockCustomer(tx, input.customerId);
  if (!customer) throw notFound('Customer not found');
  const who = { id: customer.id, email: customer.email, name: customer.name };
  try {
    return { ...(await placeCart(tx, deps, input, customer, shipping)), created: true, customer: who };
  } catch (err) {
    // A repeat of a press that placed its order: its cart is empty now (or refused for another
    // reason), so it answers with what the key made. Looked up only once placing refuses: a
    // new order costs no query for it. A repeat whose cart was filled again reaches the insert,
    // which the unique index refuses (createOrder answers the same order then).
    if (input.idempotencyKey && err instanceof HttpError) {
      const existing = await madeByKey(tx, input.customerId, input.idempotencyKey);
      if (existing) return { ...existing, customer: who };
    }
    throw err;
  }
}

/** The cart as an order, under the customer's lock; refuses with an HttpError, nothing written. */
async function placeCart(
  tx: Database,
  deps: CreateOrderDeps,
  input: CreateOrderInput,
  customer: NonNullable<Awaited<ReturnType<typeof lockCustomer>>>,
  shipping: ChosenShipping | null,
): Promise<{ order: OrderRow } | { approval: ApprovalRow }> {
  // Staff's 'PO required' (issue 14) is read under the customer's lock, as the order is placed.
  if (customer.poRequired && !input.poNumber) throw badRequest(PURCHASE_ORDER_MESSAGES.poRequired);

  // Before the cart is read: a revised offer or a decline of a quote in it waits for this order, or went first.
  const quotesInCart = await lockQuotesInCart(tx, input.customerId);
  const cart = await deps.loadPricedCart(tx, input.customerId, { quoteLines: quotesInCart.length > 0 });
  if (!cart.lines.length) throw badRequest(ORDER_MESSAGES.emptyCart);
  const unavailable = unavailableNames(cart.lines);
  if (unavailable.length) throw badRequest(ORDER_MESSAGES.unavailable(unavailable));
  const problem = cart.lines.find((line) => line.problem)?.problem;
  if (problem) throw new HttpError(409, problem);
  const address = customer.shippingAddress;
  if (!address) throw badRequest(ORDER_MESSAGES.noAddress);

  // The service the buyer chose at checkout, its charge frozen here (decision 031).
  const { shippingCents, ...service } = await frozenShipping(tx, deps.rates, shipping, cart, address as ShippingAddress);
  // Sales tax after shipping (decision 034): of the taxable lines to the saved address, none for an
  // exempt company (the note says why); frozen on the order, part of its total and of the credit check.
  const tax = await deps.tax.forOrder(tx, { companyId: customer.companyId, address: address as ShippingAddress, lines: cart.lines });
  const taxCents = tax?.taxCents ?? 0;
  const totalCents = cart.subTotalCents + shippingCents + taxCents;
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(ORDER_MESSAGES.tooLarge);
  const payment = { type: input.paymentType, totalCents };
  // The limit is read under the customer's lock, as the order is placed (an admin's change counts at once).
  if (needsApproval(customer, payment.totalCents)) {
    // The method must be one of the company's terms now; Net 30 credit is checked when it is approved.
    await checkTerms(tx, customer.companyId, deps.creditTerms, { ...payment, credit: false });
    if (quotesInCart.length) throw new HttpError(409, APPROVAL_MESSAGES.quoteLines);
    const approval = await sendForApproval(tx, {
      companyId: customer.companyId,
      customer,
      orderLimitCents: customer.orderLimitCents!,
      lines: cart.lines.map(snapshotLine),
      shippingAddress: address as ShippingAddress,
      paymentType: input.paymentType,
      poNumber: input.poNumber ?? null,
      customerNote: input.orderNote ?? null,
      subTotalCents: cart.subTotalCents,
      shippingCents,
      ...service,
      taxCents,
      taxNote: tax?.note ?? null,
      idempotencyKey: input.idempotencyKey,
    });
    return { approval };
  }
  // The company's terms: an allowed method, and Net 30 within the credit (the company's row locked).
  await checkTerms(tx, customer.companyId, deps.creditTerms, payment);
  const order = await insertOrderEmptyingCart(tx, {
    customerId: input.customerId,
    status: 'Pending',
    shippingStatus: 'Pending',
    paymentType: input.paymentType,
    // Every payment type starts Pending; the payment calls and events move it on (status.ts).
    paymentStatus: 'Pending',
    lines: cart.lines.map(snapshotLine),
    shippingAddress: address,
    subTotalCents: cart.subTotalCents,
    shippingCents,
    ...service,
    taxCents,
    taxNote: tax?.note ?? null,
    taxRecord: tax?.calculationId ? { provider: 'stripe', calculationId: tax.calculationId } : null,
    totalCents,
    idempotencyKey: input.idempotencyKey,
    poNumber: input.poNumber ?? null,
    customerNote: input.orderNote ?? null,
  });
  // The quotes of its quote lines become 'Ordered' with this order, once, and leave the cart; a 409
  // rolls the whole order back. No quote in the cart: nothing to buy, nothing to take out.
  if (quotesInCart.length)
    await buyQuoteLines(tx, {
      customerId: input.customerId,
      lines: cart.lines.flatMap((line) => (line.quote ? [{ quoteId: line.quote.quoteId, quoteNumber: line.quote.quoteNumber }] : [])),
      orderId: order.id,
      orderNumber: order.orderNumber,
    });
  // The order's emails commit with it: a crash after the commit can no longer lose them (decision 013).
  await queueOrderPlacedMails(tx, order);
  await queueTaxTransaction(tx, order);
  return { order };
}
