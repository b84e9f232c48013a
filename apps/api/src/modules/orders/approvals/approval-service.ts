import type { FastifyBaseLogger } from 'fastify';
import { APPROVAL_MESSAGES, centsToDollars, COMPANY_MESSAGES, type ApprovalRequest, type ShippingAddress } from '@northbend/shared';
import type { CreditTermsDefaults } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { OrderLineSnapshot } from '../../../db/schema/index.js';
import { forbidden, HttpError, notFound, unauthorized } from '../../../lib/http-errors.js';
import { priceFrozenLines, type FrozenLine } from '../../cart/index.js';
import { checkTerms, findMember } from '../../company/index.js';
import { lockCustomer } from '../../customers/index.js';
import type { ShippingRates } from '../../shipping/index.js';
import type { TaxService } from '../../tax/index.js';
import type { OrderEvents } from '../order-events.js';
import { snapshotLine } from '../order-lines.js';
import { queueOrderPlacedMails } from '../order-mail-jobs.js';
import { queueTaxTransaction } from '../order-tax-jobs.js';
import { insertOrder } from '../queries.js';
import { MAX_ORDER_TOTAL_CENTS, ORDER_MESSAGES } from '../create-order.js';
import { decideApproval, findCompanyApproval, listApprovals, withPeople, type ApprovalRow } from './approval-queries.js';
import { queueApprovalMail } from './approval-mail-jobs.js';
import { approvalView, statusOf } from './approval-view.js';

/** The kept lines as the cart's pricing reads them: what was chosen, not what it cost. */
const frozen = (lines: OrderLineSnapshot[]): FrozenLine[] =>
  lines.map((l, i) => ({
    cartItemId: l.cartItemId,
    productId: l.productId,
    quantity: l.quantity,
    createdAt: (l as { createdAt?: string }).createdAt ?? new Date(i).toISOString(),
    variants: l.variants.map((v) => ({
      variantId: v.variantId,
      quantity: v.quantity,
      measurement: v.measurement,
      options: v.options.map((o) => ({ optionId: o.optionId, childName: o.childName })),
    })),
  }));

export interface ApprovalDeps {
  db: Database;
  rates: ShippingRates;
  events: OrderEvents;
  creditTerms: CreditTermsDefaults;
  /** Sales tax (issue 30 item 4): computed again with the prices, as the order is placed. */
  tax: TaxService;
}

/** What approving would cost now: the kept lines at today's prices and shipping, or why it cannot be placed. */
async function priceNow(tx: Database, rates: ShippingRates, taxes: TaxService, a: ApprovalRow) {
  const lines = await priceFrozenLines(tx, a.customerId, frozen(a.lines));
  const problem = lines.find((l) => l.problem)?.problem ?? null;
  const subTotalCents = lines.reduce((sum, l) => sum + l.itemTotalCents, 0);
  // A UPS charge the buyer chose stands as frozen (rating again would call UPS under the request's
  // lock); the rate table's follows today's sub total as before (decision 031).
  const shippingCents =
    a.shippingSource === 'ups' ? a.shippingCents : await rates.quote(subTotalCents, a.shippingAddress as ShippingAddress);
  // Sales tax after shipping, as an order placed now pays it (an exemption in force today counts).
  const tax = await taxes.forOrder(tx, { companyId: a.companyId, address: a.shippingAddress as ShippingAddress, lines });
  const taxCents = tax?.taxCents ?? 0;
  return { lines, problem, subTotalCents, shippingCents, tax, taxCents, totalCents: subTotalCents + shippingCents + taxCents };
}

/**
 * Approval requests (issue 26): a buyer's order over their limit waits here, with nothing ordered
 * or charged, until an admin of the company approves it (the order is placed as the buyer's at
 * today's prices; a higher total must be approved again, knowingly) or declines it, or 14 days pass.
 */
export function approvalService({ db, rates, events, creditTerms, tax }: ApprovalDeps) {
  async function member(customerId: string) {
    const m = await findMember(db, customerId);
    if (!m || m.invitedAt) throw unauthorized('Please log in to continue.');
    return m;
  }

  /** A request the caller may see: every one of the company for an admin, their own for a buyer. */
  async function visible(customerId: string, id: string) {
    const m = await member(customerId);
    const a = await findCompanyApproval(db, m.companyId, id);
    if (!a || (m.companyRole !== 'admin' && a.customerId !== customerId)) throw notFound(APPROVAL_MESSAGES.notFound);
    return { m, a };
  }

  async function admin(customerId: string) {
    const m = await member(customerId);
    if (m.companyRole !== 'admin') throw forbidden(COMPANY_MESSAGES.adminsOnly);
    return m;
  }

  /** Locked and still awaiting an answer; an expired one is marked so on the way (and refused). */
  async function awaiting(tx: Database, companyId: string, id: string): Promise<ApprovalRow> {
    const a = await findCompanyApproval(tx, companyId, id, true);
    if (!a) throw notFound(APPROVAL_MESSAGES.notFound);
    const status = statusOf(a);
    if (status === 'Expired') {
      if (a.status !== 'Expired') await decideApproval(tx, a.id, { status: 'Expired' });
      throw new HttpError(409, APPROVAL_MESSAGES.expired);
    }
    if (status !== 'Awaiting approval') throw new HttpError(409, APPROVAL_MESSAGES.decided(status));
    return a;
  }

  return {
    async list(customerId: string): Promise<ApprovalRequest[]> {
      const m = await member(customerId);
      const rows = await listApprovals(db, { companyId: m.companyId, ...(m.companyRole === 'admin' ? {} : { customerId }) });
      return rows.map(approvalView);
    },

    async detail(customerId: string, id: string) {
      const { a } = await visible(customerId, id);
      const view = approvalView(await withPeople(db, a));
      if (view.status !== 'Awaiting approval') return { ...view, current: null };
      const now = await priceNow(db, rates, tax, a);
      return {
        ...view,
        current: {
          sub_total: centsToDollars(now.subTotalCents),
          shipping_charge: centsToDollars(now.shippingCents),
          tax: centsToDollars(now.taxCents),
          total: centsToDollars(now.totalCents),
          problem: now.problem,
        },
      };
    },

    /**
     * Places the kept order as the buyer's, once: the request's row lock makes a second admin (or a
     * second press) wait and then find it decided. `acceptTotalCents` is the total the admin saw.
     */
    async approve(customerId: string, id: string, acceptTotalCents: number | null, log: FastifyBaseLogger): Promise<string> {
      const who = await admin(customerId);
      const placed = await db.transaction(async (tx) => {
        const a = await awaiting(tx, who.companyId, id);
        const buyer = await lockCustomer(tx, a.customerId);
        const buyerMember = await findMember(tx, a.customerId);
        if (!buyer || !buyerMember || buyerMember.companyId !== who.companyId) throw new HttpError(409, APPROVAL_MESSAGES.buyerGone);
        const now = await priceNow(tx, rates, tax, a);
        if (now.problem) throw new HttpError(409, APPROVAL_MESSAGES.cannotPlace(now.problem));
        if (now.totalCents > MAX_ORDER_TOTAL_CENTS) throw new HttpError(400, ORDER_MESSAGES.tooLarge);
        if (now.totalCents > a.totalCents && acceptTotalCents !== now.totalCents)
          throw new HttpError(409, APPROVAL_MESSAGES.priceRose(a.totalCents, now.totalCents), 'PRICE_ROSE', {
            current_total: centsToDollars(now.totalCents),
          });
        // The company's terms as the order is placed: Net 30 must fit the credit now.
        await checkTerms(tx, who.companyId, creditTerms, { type: a.paymentType, totalCents: now.totalCents });
        const order = await insertOrder(tx, {
          customerId: a.customerId,
          status: 'Pending',
          shippingStatus: 'Pending',
          paymentType: a.paymentType,
          paymentStatus: 'Pending',
          lines: now.lines.map(snapshotLine),
          shippingAddress: a.shippingAddress as unknown as Record<string, string>,
          subTotalCents: now.subTotalCents,
          shippingCents: now.shippingCents,
          shippingServiceCode: a.shippingServiceCode,
          shippingServiceName: a.shippingServiceName,
          shippingSource: a.shippingSource,
          taxCents: now.taxCents,
          taxNote: now.tax?.note ?? null,
          taxRecord: now.tax?.calculationId ? { provider: 'stripe', calculationId: now.tax.calculationId } : null,
          totalCents: now.totalCents,
          idempotencyKey: `approval:${a.id}`,
          poNumber: a.poNumber,
          customerNote: a.customerNote,
        });
        await decideApproval(tx, a.id, { status: 'Approved', decidedById: who.id, orderId: order.id });
        await queueOrderPlacedMails(tx, order);
        await queueTaxTransaction(tx, order);
        await queueApprovalMail(tx, 'decided', a, buyer.email);
        return { order, buyer: { id: buyer.id, email: buyer.email, name: buyer.name } };
      });
      void events.orderPlaced({ order: placed.order, customer: placed.buyer }, log);
      return placed.order.orderNumber;
    },

    async decline(customerId: string, id: string, reason: string): Promise<void> {
      const who = await admin(customerId);
      await db.transaction(async (tx) => {
        const a = await awaiting(tx, who.companyId, id);
        await decideApproval(tx, a.id, { status: 'Declined', decidedById: who.id, declineReason: reason });
        const buyer = await withPeople(tx, a);
        await queueApprovalMail(tx, 'decided', a, buyer.buyer.email);
      });
    },
  };
}

export type ApprovalService = ReturnType<typeof approvalService>;
