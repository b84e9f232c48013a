import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, orderShipments, type ParcelCarrierStatus, type ParcelTrackingState } from '../../db/schema/index.js';
import type { ShipmentRow } from './admin-order-queries.js';
import type { OrderRow } from './queries.js';

/** A parcel the tracking round asks UPS about. */
export interface ParcelToTrack {
  shipmentId: string;
  orderNumber: string;
  trackingNumber: string;
}

/** UPS keeps a parcel's tracking for 120 days; older ones are staff's to close by hand. */
const UPS_TRACKING_DAYS = 120;

/**
 * The UPS parcels (1Z numbers) of shipped orders that UPS has not yet reported delivered or sent
 * back, least recently asked first. A cancelled or delivered order is not followed any more.
 */
export async function parcelsToTrack(db: Database): Promise<ParcelToTrack[]> {
  return db
    .select({ shipmentId: orderShipments.id, orderNumber: orders.orderNumber, trackingNumber: orderShipments.trackingNumber })
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.orderId))
    .where(
      and(
        eq(orders.shippingStatus, 'Shipped'),
        sql`${orders.status} not in ('Cancelled', 'Delivered')`,
        eq(orderShipments.carrier, 'UPS'),
        sql`upper(${orderShipments.trackingNumber}) ~ '^1Z[0-9A-Z]{16}$'`,
        sql`${orderShipments.trackingState} is distinct from 'delivered' and ${orderShipments.trackingState} is distinct from 'returned'`,
        sql`${orderShipments.createdAt} > now() - ${UPS_TRACKING_DAYS} * interval '1 day'`,
      ),
    )
    .orderBy(sql`${orderShipments.trackedAt} asc nulls first`, asc(orderShipments.createdAt));
}

export async function findShipment(db: Database, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(orderShipments).where(eq(orderShipments.id, id));
  return row;
}

export async function saveParcelTracking(
  tx: Database,
  id: string,
  t: { state: ParcelTrackingState; status: ParcelCarrierStatus; deliveredOn: string | null; alertedStatus: string | null },
): Promise<ShipmentRow> {
  const [row] = await tx
    .update(orderShipments)
    .set({
      trackingState: t.state,
      trackingStatus: t.status,
      deliveredOn: t.deliveredOn,
      alertedStatus: t.alertedStatus,
      trackedAt: new Date(),
    })
    .where(eq(orderShipments.id, id))
    .returning();
  return row;
}

/** The order moves to Delivered with the day its last parcel arrived. */
export async function markOrderDelivered(tx: Database, id: string, deliveryDate: string): Promise<OrderRow> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ status: 'Delivered', shippingStatus: 'Delivered', deliveredAt: now, deliveryDate, updatedAt: now })
    .where(eq(orders.id, id))
    .returning();
  return row;
}
