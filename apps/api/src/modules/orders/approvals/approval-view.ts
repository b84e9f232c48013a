import { centsToDollars, type ApprovalRequest, type ApprovalStatus } from '@northbend/shared';
import type { OrderLineSnapshot } from '../../../db/schema/index.js';
import { cartItemView } from '../../cart/index.js';
import type { ApprovalRow, ApprovalWithPeople } from './approval-queries.js';

/** A request still awaiting an answer after its 14 days shows (and is treated) as expired. */
export const statusOf = (a: ApprovalRow, now = Date.now()): ApprovalStatus =>
  a.status === 'Awaiting approval' && a.expiresAt.getTime() <= now ? 'Expired' : a.status;

/** A kept line in the order lines' shape (the cart item contract without its problem). */
function lineView(line: OrderLineSnapshot & { createdAt?: string }, a: ApprovalRow) {
  const { cart_item_problem: _none, ...item } = cartItemView({ ...line }, a.customerId, line.createdAt ?? a.createdAt.toISOString());
  return item;
}

export function approvalView({ approval: a, buyer, decidedBy, orderNumber }: ApprovalWithPeople): ApprovalRequest {
  return {
    _id: a.id,
    status: statusOf(a),
    placed_by: { _id: buyer.id, user_name: buyer.name, user_email: buyer.email },
    lines: a.lines.map((l) => lineView(l, a)),
    shipment_address: a.shippingAddress as unknown as Record<string, string>,
    payment_type: a.paymentType,
    po_number: a.poNumber,
    order_note: a.customerNote,
    sub_total: centsToDollars(a.subTotalCents),
    shipping_charge: centsToDollars(a.shippingCents),
    tax: centsToDollars(a.taxCents),
    tax_note: a.taxNote,
    total: centsToDollars(a.totalCents),
    order_limit: centsToDollars(a.orderLimitCents),
    expires_at: a.expiresAt.toISOString(),
    decided_by: decidedBy ? { _id: decidedBy.id, user_name: decidedBy.name } : null,
    decided_at: a.decidedAt?.toISOString() ?? null,
    decline_reason: a.declineReason,
    order_id: orderNumber,
    createdAt: a.createdAt.toISOString(),
  };
}
