import {
  ORDER_EXPORT_MAX_ROWS,
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderPage,
  type AdminOrderQuery,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { csvLine } from '../../lib/csv.js';
import { notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { listAudit } from '../audit/index.js';
import { findCustomerById } from '../customers/index.js';
import { staffNames } from '../staff/index.js';
import { exportAdminOrders, findAdminOrderRow, findOrderByKey, listAdminOrders, listNotes, listShipments } from './admin-order-queries.js';
import { allowedActions } from './admin-order-rules.js';
import { adminOrderDetail, adminOrderRow } from './admin-order-view.js';
import type { OrderPaymentsPort } from './admin-payments-port.js';
import { listOrderEmails } from './order-email-log.js';
import type { OrderRow } from './queries.js';
import { listReturns } from './return-queries.js';
import { ORDER_NOT_FOUND } from './service.js';

// The audit entries one order page shows: the newest, which is all of them for any real order.
const AUDIT_ON_PAGE = 100;

const CSV_HEADER = [
  'order_id',
  'created_at',
  'status',
  'payment_status',
  'payment_type',
  'shipping_status',
  'total',
  'currency',
  'item_count',
  'customer_name',
  'customer_email',
  'tracking_numbers',
  'po_number',
];

/** The back office's reading of orders: the filtered list, its CSV export and one order in full. */
export function adminOrderReader({ db, payments }: { db: Database; payments: Pick<OrderPaymentsPort, 'eventsOf'> }) {
  /** The order page of `order` (freshly read) as `me` sees it, their role deciding its allowed actions. */
  async function detailOf(order: OrderRow, me: SignedInStaff): Promise<AdminOrderDetail> {
    const [row, customer, shipments, notes, emails, paymentEvents, audit, returns] = await Promise.all([
      findAdminOrderRow(db, order.id),
      findCustomerById(db, order.customerId),
      listShipments(db, order.id),
      listNotes(db, order.id),
      listOrderEmails(db, order.id),
      payments.eventsOf(order.id),
      listAudit(db, { page: 1, limit: AUDIT_ON_PAGE, entity_type: 'order', entity_id: order.id }),
      listReturns(db, order.id),
    ]);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    const names = await staffNames(db, [...shipments.map((s) => s.staffId), ...notes.map((n) => n.staffId)]);
    return adminOrderDetail({
      row,
      order,
      customer,
      shipments,
      notes,
      emails,
      paymentEvents,
      audit: audit.result,
      staffNames: names,
      allowedActions: allowedActions(order, me.role),
      returns,
    });
  }

  /** The order row by number or uuid (its documents); 404 'This order was not found.' */
  async function orderOf(key: string): Promise<OrderRow> {
    const order = await findOrderByKey(db, key);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  return {
    async list(q: AdminOrderQuery): Promise<AdminOrderPage> {
      const { rows, totalCount } = await listAdminOrders(db, q);
      return {
        result: rows.map(adminOrderRow),
        paginationInfo: { currentPage: q.page, totalPages: Math.ceil(totalCount / q.limit), totalCount, limit: q.limit },
      };
    },

    /** The filtered orders as CSV (header row first), at most ORDER_EXPORT_MAX_ROWS; `truncated` when more matched. */
    async exportCsv(f: AdminOrderFilters): Promise<{ csv: string; rows: number; truncated: boolean }> {
      const rows = await exportAdminOrders(db, f, ORDER_EXPORT_MAX_ROWS + 1);
      const kept = rows.slice(0, ORDER_EXPORT_MAX_ROWS).map(adminOrderRow);
      const lines = kept.map((r) =>
        csvLine([
          r.order_id,
          r.createdAt,
          r.status,
          r.payment_status,
          r.payment_type,
          r.shipping_status,
          r.total.toFixed(2),
          r.currency,
          r.item_count,
          r.customer.name,
          r.customer.email,
          r.tracking_numbers.join(' '),
          r.po_number ?? '',
        ]),
      );
      return { csv: csvLine(CSV_HEADER) + lines.join(''), rows: kept.length, truncated: rows.length > ORDER_EXPORT_MAX_ROWS };
    },

    /** One order by number or uuid; 404 'This order was not found.' */
    async detail(key: string, me: SignedInStaff): Promise<AdminOrderDetail> {
      return detailOf(await orderOf(key), me);
    },

    orderOf,

    detailOf,
  };
}

export type AdminOrderReader = ReturnType<typeof adminOrderReader>;
