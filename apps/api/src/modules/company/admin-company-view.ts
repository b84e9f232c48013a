import {
  centsToDollars,
  shopToday,
  type AdminCompanyMember,
  type AdminCompanyOrder,
  type AdminCompanyQuote,
  type AdminCompanyRow,
  type AdminMemberStatus,
} from '@northbend/shared';
import type { AdminCompanyListRow, AdminMemberRow, CompanyOrderRow, CompanyQuoteRow } from './admin-company-queries.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

/** Removed wins over the disabling that removal also sets; an invitation is not an account yet. */
const statusOf = (m: AdminMemberRow): AdminMemberStatus =>
  m.removedAt ? 'removed' : m.invitedAt ? 'invited' : m.disabledAt ? 'disabled' : 'active';

export const adminCompanyRowView = (c: AdminCompanyListRow): AdminCompanyRow => ({
  _id: c.id,
  company_name: c.name,
  member_count: c.memberCount,
  admin_emails: c.adminEmails,
  order_count: c.orderCount,
  created_at: c.createdAt.toISOString(),
});

export const adminMemberView = (m: AdminMemberRow): AdminCompanyMember => ({
  _id: m.id,
  user_email: m.email,
  user_name: m.name,
  company_role: m.companyRole,
  order_limit: m.companyRole === 'buyer' && m.orderLimitCents !== null ? centsToDollars(m.orderLimitCents) : null,
  status: statusOf(m),
  invited_at: m.invitedAt?.toISOString() ?? null,
  created_at: m.createdAt.toISOString(),
});

const person = (r: { memberId: string; memberName: string; memberEmail: string }) => ({
  _id: r.memberId,
  user_name: r.memberName,
  user_email: r.memberEmail,
});

export const adminCompanyOrderView = (o: CompanyOrderRow): AdminCompanyOrder => ({
  _id: o.id,
  order_id: o.orderNumber,
  createdAt: o.createdAt.toISOString(),
  placed_by: person(o),
  status: o.status,
  payment_type: o.paymentType,
  payment_status: o.paymentStatus,
  shipping_status: o.shippingStatus,
  total: centsToDollars(o.totalCents),
});

/** As the quotes module shows them: 'Q-10001', and 'Expired' once a quoted offer's last day has ended. */
export const adminCompanyQuoteView = (q: CompanyQuoteRow, today = shopToday(new Date(), shopTimeZone())): AdminCompanyQuote => ({
  _id: q.id,
  quote_number: `Q-${q.number}`,
  createdAt: q.createdAt.toISOString(),
  requested_by: person(q),
  status: q.status === 'Quoted' && q.validUntil !== null && q.validUntil < today ? 'Expired' : q.status,
  tool_type: q.toolType,
  machine: q.machine,
  quantity: q.quantity,
});
