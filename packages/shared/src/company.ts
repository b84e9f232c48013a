import { centsToDollars, formatPrice } from './money.js';

/** A member's role in their company (issue 26): admins manage members, addresses and approvals. */
export const COMPANY_ROLES = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** An approval request's state; 'Expired' after 14 days without an answer. */
export const APPROVAL_STATUSES = ['Awaiting approval', 'Approved', 'Declined', 'Expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** How long an invitation link and an approval request stay open. */
export const COMPANY_INVITATION_DAYS = 7;
export const APPROVAL_REQUEST_DAYS = 14;

/** What the approval calls answer (issue 26); the storefront shows the same words. */
export const APPROVAL_MESSAGES = {
  sent: 'Your order is over your limit, so it has been sent to your company’s admins for approval.',
  approved: (orderNumber: string) => `The order has been approved and placed as ${orderNumber}.`,
  declined: 'The order has been declined. The buyer has been told why.',
  notFound: 'This approval request is not one of your company.',
  decided: (status: string) => `This request is no longer awaiting approval (${status.toLowerCase()}).`,
  expired: `This request has expired: requests are answered within ${APPROVAL_REQUEST_DAYS} days. The buyer may send the order again.`,
  buyerGone: 'The buyer who sent this order is no longer a member of your company, so it cannot be placed as theirs.',
  priceRose: (was: number, now: number) =>
    `Prices have changed since this order was sent: it now totals ${formatPrice(centsToDollars(now))} instead of ${formatPrice(centsToDollars(was))}. Approve again to place it at the new total.`,
  cannotPlace: (problem: string) => `This order cannot be placed as it stands: ${problem} Decline it, and the buyer can order again.`,
  quoteLines: 'An order with quoted items cannot be sent for approval yet. Ask an admin of your company to place it.',
} as const;
