import { eq, sql } from 'drizzle-orm';
import { centsToDollars, formatPrice, type CompanyTerms, type PaymentMethodType } from '@northbend/shared';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { companies, customers, orders } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';

/**
 * A company's payment terms (issue 27): which methods it may use, and how much it may owe on Net 30
 * invoices. The open balance is every Net 30 order of its members not yet paid and not cancelled,
 * from the moment it is placed (its invoice follows), so two orders at once cannot both fit.
 */
export interface Terms {
  paymentMethods: PaymentMethodType[];
  creditLimitCents: number;
  overdueHoldDays: number;
  openBalanceCents: number;
  /** An invoice overdue by more than overdueHoldDays: Net 30 is held until it is paid. */
  overdueHold: boolean;
}

export const CREDIT_MESSAGES = {
  methodNotAllowed: 'This payment method is not among your company’s terms. Please choose another one.',
  overLimit: (t: Terms, totalCents: number) =>
    `This order of ${money(totalCents)} would pass your company’s Net 30 credit limit of ${money(t.creditLimitCents)}: ` +
    `${money(t.openBalanceCents)} is open on unpaid invoices, so ${money(Math.max(0, t.creditLimitCents - t.openBalanceCents))} is available. Please choose another payment method.`,
  overdueHold: (days: number) =>
    `Net 30 is on hold for your company while an invoice is overdue by more than ${days} days. Please pay it or choose another payment method.`,
} as const;

const money = (cents: number) => formatPrice(centsToDollars(cents));

/** Unpaid, not cancelled: what the company owes or will owe on Net 30. */
const OPEN = sql`${orders.paymentType} = 'NET_30' and ${orders.status} <> 'Cancelled' and ${orders.paymentStatus} in ('Pending', 'unpaid', 'Overdue', 'Awaiting Payment')`;

/** The company's own terms (null columns: the shop's defaults), locked for the rest of the transaction when `lock`. */
async function termsRow(db: Database, companyId: string, lock: boolean) {
  const query = db
    .select({
      paymentMethods: companies.paymentMethods,
      creditLimitCents: companies.creditLimitCents,
      overdueHoldDays: companies.overdueHoldDays,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The payment methods the company may use: one row read, no balance (the checkout's list, any non-Net 30 order). */
export async function allowedMethods(db: Database, companyId: string, defaults: CreditTermsDefaults): Promise<PaymentMethodType[]> {
  return (await termsRow(db, companyId, false))?.paymentMethods ?? defaults.paymentMethods;
}

/**
 * The company's terms and open balance; `lock` takes the company's row first, so Net 30 orders of
 * two members are checked one after the other. `exceptOrderId` leaves out the order being paid.
 */
export async function termsOf(
  db: Database,
  companyId: string,
  defaults: CreditTermsDefaults,
  opts: { lock?: boolean; exceptOrderId?: string } = {},
): Promise<Terms> {
  const row = await termsRow(db, companyId, opts.lock === true);
  const holdDays = row?.overdueHoldDays ?? defaults.overdueHoldDays;
  const except = opts.exceptOrderId ? sql`and ${orders.id} <> ${opts.exceptOrderId}` : sql``;
  const [balance] = await queryRows<{ open: string | null; held: boolean }>(
    db,
    sql`select
      (select sum(${orders.totalCents}) from ${orders} join ${customers} on ${customers.id} = ${orders.customerId}
        where ${customers.companyId} = ${companyId} and ${OPEN} ${except}) as open,
      exists (select 1 from ${orders} join ${customers} on ${customers.id} = ${orders.customerId}
        where ${customers.companyId} = ${companyId} and ${orders.paymentType} = 'NET_30' and ${orders.paymentStatus} = 'Overdue'
          and ${orders.status} <> 'Cancelled'
          and to_timestamp((${orders.paymentResponse} ->> 'due_date')::double precision) < now() - make_interval(days => ${holdDays})) as held`,
  );
  return {
    paymentMethods: row?.paymentMethods ?? defaults.paymentMethods,
    creditLimitCents: row?.creditLimitCents ?? defaults.creditLimitCents,
    overdueHoldDays: holdDays,
    openBalanceCents: Number(balance?.open ?? 0),
    overdueHold: balance?.held === true,
  };
}

/** The API's view of the terms, for the company screen and the checkout. */
export const termsView = (t: Terms): CompanyTerms => ({
  payment_methods: t.paymentMethods,
  credit_limit: centsToDollars(t.creditLimitCents),
  open_balance: centsToDollars(t.openBalanceCents),
  available_credit: centsToDollars(Math.max(0, t.creditLimitCents - t.openBalanceCents)),
  overdue_hold_days: t.overdueHoldDays,
  overdue_hold: t.overdueHold,
});

/**
 * Refuses a payment the company's terms do not allow: a method not among them (400), or Net 30
 * over the available credit or during an overdue hold (409, naming the limit and the balance).
 * Call it in the transaction that places or switches the order, with `lock`.
 */
export async function checkTerms(
  tx: Database,
  companyId: string,
  defaults: CreditTermsDefaults,
  /** credit: false checks the method only (an order sent for approval: its credit is checked when approved). */
  payment: { type: PaymentMethodType; totalCents: number; exceptOrderId?: string; credit?: boolean },
): Promise<void> {
  const credit = payment.type === 'NET_30' && payment.credit !== false;
  // Only Net 30 needs the balance; any other order reads the allowed methods alone.
  const terms = credit ? await termsOf(tx, companyId, defaults, { lock: true, exceptOrderId: payment.exceptOrderId }) : null;
  const methods = terms?.paymentMethods ?? (await allowedMethods(tx, companyId, defaults));
  if (!methods.includes(payment.type)) throw new HttpError(400, CREDIT_MESSAGES.methodNotAllowed, 'PAYMENT_METHOD_NOT_ALLOWED');
  if (!terms) return;
  if (terms.overdueHold) throw new HttpError(409, CREDIT_MESSAGES.overdueHold(terms.overdueHoldDays), 'NET30_OVERDUE_HOLD');
  if (terms.openBalanceCents + payment.totalCents > terms.creditLimitCents)
    throw new HttpError(409, CREDIT_MESSAGES.overLimit(terms, payment.totalCents), 'CREDIT_LIMIT');
}

/** The company of a customer, for the payment routes that know only the customer. */
export async function companyOfCustomer(db: Database, customerId: string): Promise<string | undefined> {
  const [row] = await db.select({ companyId: customers.companyId }).from(customers).where(eq(customers.id, customerId));
  return row?.companyId;
}
