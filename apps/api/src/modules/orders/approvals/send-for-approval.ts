import { APPROVAL_REQUEST_DAYS, type PaymentMethodType, type ShippingAddress } from '@northbend/shared';
import type { Database } from '../../../db/client.js';
import type { OrderLineSnapshot } from '../../../db/schema/index.js';
import { insertApprovalEmptyingCart, type ApprovalRow } from './approval-queries.js';
import { queueApprovalMail } from './approval-mail-jobs.js';

const DAY_MS = 24 * 3600_000;

/** A buyer whose order (with shipping) is over their limit sends it for approval instead (issue 26). */
export const needsApproval = (buyer: { companyRole: string; orderLimitCents: number | null }, totalCents: number) =>
  buyer.companyRole === 'buyer' && buyer.orderLimitCents !== null && totalCents > buyer.orderLimitCents;

export interface OrderToApprove {
  companyId: string;
  customer: { id: string; email: string };
  orderLimitCents: number;
  lines: OrderLineSnapshot[];
  shippingAddress: ShippingAddress;
  paymentType: PaymentMethodType;
  poNumber: string | null;
  customerNote: string | null;
  subTotalCents: number;
  shippingCents: number;
  /** The shipping service the buyer chose (decision 031): approving keeps it. */
  shippingServiceCode: string;
  shippingServiceName: string;
  shippingSource: 'ups' | 'table';
  /** Sales tax as the buyer saw it (decision 034), and the exemption that removed it. */
  taxCents: number;
  taxNote: string | null;
  idempotencyKey: string | null;
}

/**
 * Keeps the cart as it stands (lines, prices, address, references, payment method) as a request
 * for the company's admins and empties the cart, in the order's transaction; the admins' email is
 * queued with it. Nothing is ordered or charged.
 */
export async function sendForApproval(tx: Database, o: OrderToApprove): Promise<ApprovalRow> {
  const approval = await insertApprovalEmptyingCart(tx, {
    companyId: o.companyId,
    customerId: o.customer.id,
    lines: o.lines,
    shippingAddress: o.shippingAddress,
    paymentType: o.paymentType,
    poNumber: o.poNumber,
    customerNote: o.customerNote,
    subTotalCents: o.subTotalCents,
    shippingCents: o.shippingCents,
    shippingServiceCode: o.shippingServiceCode,
    shippingServiceName: o.shippingServiceName,
    shippingSource: o.shippingSource,
    taxCents: o.taxCents,
    taxNote: o.taxNote,
    totalCents: o.subTotalCents + o.shippingCents + o.taxCents,
    orderLimitCents: o.orderLimitCents,
    idempotencyKey: o.idempotencyKey,
    expiresAt: new Date(Date.now() + APPROVAL_REQUEST_DAYS * DAY_MS),
  });
  await queueApprovalMail(tx, 'requested', approval, o.customer.email);
  return approval;
}
