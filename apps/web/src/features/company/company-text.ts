import { formatPrice, type ApprovalStatus, type CompanyMember } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { shopDate, shopDateTime } from '../../lib/shop-time';

export const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/** A moment as the day it was in the shop ('Nov 26, 2026'), as quotes show their days. */
export const shopDay = (iso: string) => shopDate(iso);

/** A request's time, en-US with 12-hour time as the shop's order dates (spec section 9). */
export const shopTime = (iso: string) => shopDateTime(iso);

/** A buyer's order limit as read ('No limit' for none; an admin never has one). */
export const limitText = (limit: number | null) => (limit === null ? 'No limit' : money(limit));

export const ROLE_NAMES = { admin: 'Admin', buyer: 'Buyer' } as const;

/** A member's state: active, or an invitation waiting or expired. */
export const memberStatus = (m: CompanyMember) =>
  m.status === 'active' ? 'Active' : m.invitation_expired ? 'Invitation expired' : 'Invited';

/** The order limit field's text as the API's number: empty is no limit; anything else is checked by OrderLimit. */
export const limitOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim().replace(/^\$/, '').replace(/,/g, ''));

/** The badge's colour family; the word itself carries the meaning. */
export const APPROVAL_TONE: Record<ApprovalStatus, 'wait' | 'done' | 'closed' | 'over'> = {
  'Awaiting approval': 'wait',
  Approved: 'done',
  Declined: 'closed',
  Expired: 'over',
};
