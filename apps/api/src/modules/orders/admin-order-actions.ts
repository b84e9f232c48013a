import {
  shopToday,
  type CancelOrderBody,
  type RecordPaymentBody,
  type RefundExtraPaymentBody,
  type ResendOrderMailBody,
  type ShipmentBody,
} from '@northbend/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { findCustomerById } from '../customers/index.js';
import { cancelOrder } from './admin-order-cancel.js';
import { refundExtraPayment } from './admin-order-extra-payment.js';
import { hasShipment, insertNote, insertShipment, updateOrder } from './admin-order-queries.js';
import { orderStatusAfterShipping } from './admin-order-rules.js';
import { queueResentMail, queueShippedMail } from './order-mail-jobs.js';
import { actor, ADMIN_ORDER_MESSAGES, orderAction, type ActionDeps } from './order-action.js';
import type { OrderRow } from './queries.js';
import { assertOrderTransition, assertPaymentTransition, assertShippingTransition, orderStatusAfterPayment } from './status.js';

export { ADMIN_ORDER_MESSAGES } from './order-action.js';

/**
 * The back office's changes to an order. Each runs in one transaction that locks the order, checks
 * the action against its state (admin-order-rules.ts, 409) and the status moves (status.ts), writes
 * the order, its audit entry and its email's job together (decision 013). A payment provider is
 * called before the transaction (never while a row is locked) and its result is written under the lock.
 */
export function adminOrderActions({ db, payments }: ActionDeps) {
  const act = orderAction(db);

  return {
    /** Records a parcel: shipping Shipped, the order Processing, the customer emailed the tracking link. */
    async ship(me: SignedInStaff, key: string, body: ShipmentBody): Promise<OrderRow> {
      return act(key, 'ship', async (tx, o) => {
        if (await hasShipment(tx, o.id, body.tracking_number)) throw new HttpError(409, ADMIN_ORDER_MESSAGES.duplicateShipment);
        const status = orderStatusAfterShipping(o.status);
        assertOrderTransition(o.status, status);
        assertShippingTransition(o.shippingStatus, 'Shipped');
        const shipment = await insertShipment(tx, {
          orderId: o.id,
          carrier: body.carrier,
          trackingNumber: body.tracking_number,
          staffId: me.id,
        });
        // parcel_number is what the customer's orders page shows and links: the latest parcel.
        const updated = await updateOrder(tx, o.id, {
          status,
          shippingStatus: 'Shipped',
          parcelNumber: body.tracking_number,
          shippedAt: o.shippedAt ?? new Date(),
        });
        await queueShippedMail(tx, updated, shipment);
        return {
          order: updated,
          audit: {
            staff: actor(me),
            action: 'order.ship',
            summary: `${me.email} shipped ${o.orderNumber} with ${body.carrier} ${body.tracking_number}`,
            before: { status: o.status, shipping_status: o.shippingStatus, parcel_number: o.parcelNumber },
            after: { status, shipping_status: 'Shipped', parcel_number: body.tracking_number },
          },
        };
      });
    },

    async deliver(me: SignedInStaff, key: string): Promise<OrderRow> {
      return act(key, 'deliver', async (tx, o) => {
        assertShippingTransition(o.shippingStatus, 'Delivered');
        assertOrderTransition(o.status, 'Delivered');
        // Staff tell the day it arrived as UPS tracking does (decision 032): today, in the shop's calendar.
        const now = new Date();
        const updated = await updateOrder(tx, o.id, {
          status: 'Delivered',
          shippingStatus: 'Delivered',
          deliveredAt: now,
          deliveryDate: shopToday(now, shopTimeZone()),
        });
        return {
          order: updated,
          audit: {
            staff: actor(me),
            action: 'order.deliver',
            summary: `${me.email} marked ${o.orderNumber} as delivered`,
            before: { status: o.status, shipping_status: o.shippingStatus },
            after: { status: 'Delivered', shipping_status: 'Delivered' },
          },
        };
      });
    },

    /** Books cash, a cheque or a transfer received by hand: payment Paid, an open order Processing. */
    async recordPayment(me: SignedInStaff, key: string, body: RecordPaymentBody): Promise<OrderRow> {
      return act(key, 'record_payment', async (tx, o) => {
        const status = orderStatusAfterPayment(o.status);
        assertPaymentTransition(o.paymentStatus, body.status);
        assertOrderTransition(o.status, status);
        const at = new Date().toISOString();
        const updated = await updateOrder(tx, o.id, {
          status,
          paymentStatus: body.status,
          paymentResponse: { ...o.paymentResponse, paid_by_hand: { reference: body.reference, staff_email: me.email, at } },
        });
        await payments.recordPaidByHand(tx, o, {
          reference: body.reference,
          staffEmail: me.email,
          outcome: `applied: ${o.paymentStatus} → ${body.status} (booked by ${me.email}, reference ${body.reference})`,
        });
        await payments.queuePaymentMail(tx, { orderId: o.id, orderNumber: o.orderNumber, from: o.paymentStatus, to: body.status });
        return {
          order: updated,
          audit: {
            staff: actor(me),
            action: 'order.record_payment',
            summary: `${me.email} booked the ${o.paymentType} payment of ${o.orderNumber} (reference ${body.reference})`,
            before: { status: o.status, payment_status: o.paymentStatus },
            after: { status, payment_status: body.status, reference: body.reference },
          },
        };
      });
    },

    cancel: (me: SignedInStaff, key: string, body: CancelOrderBody, log: FastifyBaseLogger) =>
      cancelOrder({ db, payments }, me, key, body, log),

    refundExtraPayment: (me: SignedInStaff, key: string, body: RefundExtraPaymentBody, log: FastifyBaseLogger) =>
      refundExtraPayment({ db, payments }, me, key, body, log),

    async addNote(me: SignedInStaff, key: string, body: string): Promise<OrderRow> {
      return act(key, 'add_note', async (tx, o) => {
        const note = await insertNote(tx, { orderId: o.id, staffId: me.id, body });
        return {
          order: o,
          audit: {
            staff: actor(me),
            action: 'order.note',
            summary: `${me.email} added a note to ${o.orderNumber}`,
            after: { note_id: note.id, body },
          },
        };
      });
    },

    /** Queues the confirmation or the Net 30 invoice again (its job notes it in order_emails once it has gone). */
    async resend(me: SignedInStaff, key: string, body: ResendOrderMailBody): Promise<OrderRow> {
      const action = body.kind === 'invoice' ? 'resend_invoice' : 'resend_confirmation';
      return act(key, action, async (tx, o) => {
        await queueResentMail(tx, o, body.kind);
        const recipient = (await findCustomerById(tx, o.customerId))?.email ?? '';
        return {
          order: o,
          audit: {
            staff: actor(me),
            action: 'order.resend',
            summary: `${me.email} sent the ${body.kind} of ${o.orderNumber} again to ${recipient}`,
            after: { kind: body.kind, recipient },
          },
        };
      });
    },
  };
}

export type AdminOrderActions = ReturnType<typeof adminOrderActions>;
