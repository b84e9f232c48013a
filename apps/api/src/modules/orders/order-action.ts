import type { OrderAction } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit, type AuditRecord } from '../audit/index.js';
import { lockOrderByKey } from './admin-order-queries.js';
import { assertActionAllowed } from './admin-order-rules.js';
import type { OrderPaymentsPort } from './admin-payments-port.js';
import type { OrderRow } from './queries.js';
import { ORDER_NOT_FOUND } from './service.js';

export const ADMIN_ORDER_MESSAGES = {
  shipped: 'The shipment has been recorded and the customer emailed.',
  duplicateShipment: 'This tracking number is already recorded for this order.',
  delivered: 'The order has been marked as delivered.',
  paymentRecorded: 'The payment has been recorded.',
  cancelled: 'The order has been cancelled.',
  cancelledRefunded: 'The order has been cancelled and the payment refunded.',
  refundFailed: 'The payment provider did not accept the refund; the order has not been cancelled. Please try again later.',
  voidFailed: 'The payment provider could not void the Net 30 invoice; the order has not been cancelled. Please try again later.',
  cancelPendingRefunded:
    'The payment has been refunded, but the cancellation could not be saved yet. It is retried in the background; if it cannot be finished, an alert appears on the dashboard.',
  cancelPendingVoided:
    'The Net 30 invoice has been voided, but the cancellation could not be saved yet. It is retried in the background; if it cannot be finished, an alert appears on the dashboard.',
  cancelRefusedAfterProvider: (refunded: boolean, reason: string) =>
    `${refunded ? 'The payment has been refunded' : 'The Net 30 invoice has been voided'}, but the order could not be cancelled: ${reason} An alert on the dashboard asks to check it.`,
  noteAdded: 'The note has been added.',
  resent: 'The email is on its way again.',
} as const;

export interface ActionDeps {
  db: Database;
  payments: OrderPaymentsPort;
}

export const actor = (me: SignedInStaff) => ({ id: me.id, email: me.email });

export type OrderChange = (
  tx: Database,
  order: OrderRow,
) => Promise<{ order: OrderRow; audit: Omit<AuditRecord, 'entityType' | 'entityId'> }>;

/**
 * One staff action on an order, in one transaction: lock the order (404), check the action against
 * its state (admin-order-rules.ts, 409), let `change` write, and append its audit entry, so the
 * change and its entry commit or roll back together.
 */
export const orderAction =
  (db: Database) =>
  (key: string, action: OrderAction, change: OrderChange): Promise<OrderRow> =>
    db.transaction(async (tx) => {
      const order = await lockOrderByKey(tx, key);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      assertActionAllowed(action, order);
      const done = await change(tx, order);
      await recordAudit(tx, { ...done.audit, entityType: 'order', entityId: order.id });
      return done.order;
    });
