import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilters, OrderStatus, PaymentMethodType, PaymentStatus, ShippingStatus } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { customers, orderNotes, orderShipments, orders } from '../../db/schema/index.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';
import type { OrderRow } from './queries.js';

// SQL of the back office's order screens. The list joins customers read-only for the name and
// email it shows and searches (the orders module owns orders; a join is the only way to search both).

export interface AdminOrderListRow {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentType: PaymentMethodType;
  shippingStatus: ShippingStatus;
  totalCents: number;
  currency: string;
  itemCount: number;
  customerId: string;
  customerName: string;
  customerEmail: string;
  trackingNumbers: string[];
  poNumber: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// The subqueries name "orders" by hand: Drizzle leaves a column's table out in a one-table select,
// and inside a subquery that would mean the subquery's own table.

/** Pieces: a plain line's quantity, or the quantities of a variant line's variants. */
const itemCount = sql<number>`(
  select coalesce(sum(case when jsonb_array_length(coalesce(l -> 'variants', '[]'::jsonb)) > 0
    then (select coalesce(sum((v ->> 'quantity')::int), 0) from jsonb_array_elements(l -> 'variants') v)
    else (l ->> 'quantity')::int end), 0)
  from jsonb_array_elements("orders"."lines") l)`.mapWith(Number);

const trackingNumbers = sql<string[]>`coalesce((
  select array_agg(s.tracking_number order by s.created_at, s.id) from ${orderShipments} s where s.order_id = "orders"."id"
), '{}'::text[])`;

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentType: orders.paymentType,
  shippingStatus: orders.shippingStatus,
  totalCents: orders.totalCents,
  currency: orders.currency,
  itemCount,
  customerId: orders.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  trackingNumbers,
  poNumber: orders.poNumber,
};

/** An extra payment waits for its refund (issue 15; the partial index orders_payment_attention_idx). */
export const hasOpenExtraPayment = sql`${orders.paymentAttention} @> '[{"open": true}]'::jsonb`;

function filtersOf(f: Partial<AdminOrderFilters>): SQL | undefined {
  let search: SQL | undefined;
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    // 'NB-100001', 'nb100001' and '100001' all name the order; a part of the number finds several.
    const digits = /^(nb-?)?(\d+)$/i.exec(f.search)?.[2];
    search = or(
      ilike(orders.orderNumber, digits ? `%${digits}%` : like),
      ilike(customers.email, like),
      ilike(customers.name, like),
      ilike(customers.businessName, like),
      // The buyer's PO number (issue 14): sales get asked about orders by the customer's own reference.
      ilike(orders.poNumber, like),
    );
  }
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.payment_status ? eq(orders.paymentStatus, f.payment_status) : undefined,
    f.shipping_status ? eq(orders.shippingStatus, f.shipping_status) : undefined,
    f.payment_type ? eq(orders.paymentType, f.payment_type) : undefined,
    f.attention === 'extra_payment' ? hasOpenExtraPayment : undefined,
    // Days of the shop's calendar (issue 28 item 13): from its first instant to the next day's, so
    // the created_at index serves the range.
    f.from ? sql`${orders.createdAt} >= (${f.from}::date)::timestamp at time zone ${shopTimeZone()}` : undefined,
    f.to ? sql`${orders.createdAt} < (${f.to}::date + 1)::timestamp at time zone ${shopTimeZone()}` : undefined,
    search,
  );
}

// Order numbers sort by length first: 'NB-99999' comes before 'NB-100000'.
const byNumber = (dir: typeof asc) => [dir(sql`length(${orders.orderNumber})`), dir(orders.orderNumber)];

function orderingOf(sort: AdminOrderFilters['sort']): SQL[] {
  switch (sort) {
    case 'created_at_asc':
      return [asc(orders.createdAt), ...byNumber(asc)];
    case 'total_desc':
      return [desc(orders.totalCents), desc(orders.createdAt), ...byNumber(desc)];
    case 'total_asc':
      return [asc(orders.totalCents), asc(orders.createdAt), ...byNumber(asc)];
    case 'order_id_desc':
      return byNumber(desc);
    case 'order_id_asc':
      return byNumber(asc);
    default:
      return [desc(orders.createdAt), ...byNumber(desc)];
  }
}

/** One page of the filtered orders with the count of all that match. */
export async function listAdminOrders(
  db: Database,
  f: AdminOrderFilters & { page: number; limit: number },
): Promise<{ rows: AdminOrderListRow[]; totalCount: number }> {
  const where = filtersOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(...orderingOf(f.sort))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

/** The filtered orders for an export, at most `max` of them (the caller asks for one more to know). */
export async function exportAdminOrders(db: Database, f: AdminOrderFilters, max: number): Promise<AdminOrderListRow[]> {
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(filtersOf(f))
    .orderBy(...orderingOf(f.sort))
    .limit(max);
}

/** The list row of one order (the detail view starts from it). */
export async function findAdminOrderRow(db: Database, orderId: string): Promise<AdminOrderListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row;
}

const byKey = (key: string) => (UUID.test(key) ? eq(orders.id, key) : eq(orders.orderNumber, key));

/** An order by its number ('NB-100001') or its uuid. */
export async function findOrderByKey(db: Database, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(byKey(key));
  return row;
}

/** The same, locked for the rest of the transaction: staff actions and payment events queue behind each other. */
export async function lockOrderByKey(tx: Database, key: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(byKey(key)).for('update');
  return row;
}

export type AdminOrderChanges = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'shippingStatus'
    | 'paymentStatus'
    | 'paymentResponse'
    | 'parcelNumber'
    | 'shippedAt'
    | 'deliveredAt'
    | 'deliveryDate'
    | 'cancelledAt'
    | 'cancelReason'
    | 'refund'
    | 'paymentAttention'
    | 'totalCents'
  >
>;

export async function updateOrder(tx: Database, id: string, changes: AdminOrderChanges): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

export type ShipmentRow = typeof orderShipments.$inferSelect;
export type NoteRow = typeof orderNotes.$inferSelect;

export async function insertShipment(
  tx: Database,
  s: { orderId: string; carrier: string; trackingNumber: string; staffId: string },
): Promise<ShipmentRow> {
  const [row] = await tx.insert(orderShipments).values(s).returning();
  return row;
}

export async function hasShipment(db: Database, orderId: string, trackingNumber: string): Promise<boolean> {
  return (await db.$count(orderShipments, and(eq(orderShipments.orderId, orderId), eq(orderShipments.trackingNumber, trackingNumber)))) > 0;
}

export async function listShipments(db: Database, orderId: string): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.createdAt), asc(orderShipments.id));
}

export async function insertNote(tx: Database, n: { orderId: string; staffId: string; body: string }): Promise<NoteRow> {
  const [row] = await tx.insert(orderNotes).values(n).returning();
  return row;
}

export async function listNotes(db: Database, orderId: string): Promise<NoteRow[]> {
  return db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

/** A customer's newest orders, for the back office's customer page. */
export async function recentOrdersOfCustomer(db: Database, customerId: string, limit = 10): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), ...byNumber(desc))
    .limit(limit);
}
