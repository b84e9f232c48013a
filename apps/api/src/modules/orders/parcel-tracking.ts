import { formatCalendarDay } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { ParcelTracking } from '../../integrations/ups/tracking-client.js';
import { raiseAlert } from '../alerts/index.js';
import { recordAudit } from '../audit/index.js';
import { listShipments, lockOrderByKey, type ShipmentRow } from './admin-order-queries.js';
import { queueDeliveredMail } from './order-delivered-mail.js';
import { markOrderDelivered, saveParcelTracking } from './parcel-tracking-queries.js';
import type { OrderRow } from './queries.js';
import { canMoveOrder, canMoveShipping } from './status.js';

/** What recording one tracking answer changed, for the job's log. */
export type ParcelOutcome = 'order delivered' | 'parcel delivered' | 'alert raised' | 'noted';

const TRACKING_ALERT = 'ups.tracking_exception';

/** The alert staff get for an exception or a return: one per parcel and UPS status. */
function exceptionAlert(order: OrderRow, parcel: ShipmentRow, t: ParcelTracking) {
  const what = t.state === 'returned' ? 'is being returned to the shop' : 'has a delivery exception';
  return {
    key: `${TRACKING_ALERT}.${parcel.id}.${t.status.type}.${t.status.code}`,
    kind: TRACKING_ALERT,
    entityType: 'order',
    entityId: order.id,
    about: order.orderNumber,
    title: `UPS parcel ${parcel.trackingNumber} of ${order.orderNumber} ${what}`,
    detail: `UPS says: ${t.status.description || t.status.type}. Check the parcel with UPS and tell the customer what happens next.`,
  };
}

/**
 * Records what UPS said of one parcel, in one transaction under the order's lock (staff actions
 * queue behind it): the parcel's status; an alert for staff the first time a parcel shows a given
 * exception or return; and, when this was the last of the order's parcels to arrive, the order
 * Delivered (decision 005's move, from Processing) with the day the last one arrived, its audit
 * entry and the customer's email. Asking again with the same answer changes nothing more.
 */
export async function recordParcelTracking(db: Database, shipment: ShipmentRow, t: ParcelTracking): Promise<ParcelOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByKey(tx, shipment.orderId);
    if (!order) throw new Error(`Order ${shipment.orderId} of parcel ${shipment.trackingNumber} was not found`);
    const parcels = await listShipments(tx, order.id);
    const parcel = parcels.find((p) => p.id === shipment.id);
    if (!parcel) throw new Error(`Parcel ${shipment.trackingNumber} was not found`);
    // An unknown number (not yet scanned, or gone from UPS) keeps what was known of it.
    if (t.state === 'unknown' && parcel.trackingState && parcel.trackingState !== 'unknown') return 'noted';

    const statusKey = `${t.status.type}:${t.status.code}`;
    const alert = (t.state === 'exception' || t.state === 'returned') && parcel.alertedStatus !== statusKey;
    const saved = await saveParcelTracking(tx, parcel.id, {
      state: t.state,
      status: t.status,
      deliveredOn: t.deliveredOn,
      alertedStatus: alert ? statusKey : parcel.alertedStatus,
    });
    if (alert) {
      await raiseAlert(tx, exceptionAlert(order, parcel, t));
      return 'alert raised';
    }
    if (t.state !== 'delivered') return 'noted';

    const all = parcels.map((p) => (p.id === saved.id ? saved : p));
    const lastDay = all.every((p) => p.trackingState === 'delivered' && p.deliveredOn)
      ? all
          .map((p) => p.deliveredOn!)
          .sort()
          .at(-1)!
      : null;
    const movable =
      order.shippingStatus === 'Shipped' && canMoveShipping('Shipped', 'Delivered') && canMoveOrder(order.status, 'Delivered');
    if (!lastDay || !movable) return 'parcel delivered';

    const delivered = await markOrderDelivered(tx, order.id, lastDay);
    await recordAudit(tx, {
      staff: null,
      action: 'order.deliver',
      entityType: 'order',
      entityId: order.id,
      summary: `UPS delivered ${order.orderNumber} on ${formatCalendarDay(lastDay)}`,
      before: { status: order.status, shipping_status: order.shippingStatus },
      after: { status: 'Delivered', shipping_status: 'Delivered', delivery_date: lastDay, parcels: all.map((p) => p.trackingNumber) },
    });
    await queueDeliveredMail(tx, delivered);
    return 'order delivered';
  });
}
