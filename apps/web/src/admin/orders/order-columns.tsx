import { Link } from 'react-router';
import type { AdminOrderRow } from '@northbend/shared';
import { adminPaths } from '../paths';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { formatMoney } from '../../ui/money';
import { StatusBadge } from '../ui/status-badge';
import { When } from '../ui/when';
import { paymentTypeLabel } from './order-text';

const col = columnsOf<AdminOrderRow>();
const pieces = (n: number) => `${n} piece${n === 1 ? '' : 's'}`;

/**
 * The order list's columns, two facts to a cell so the list fits at 1024 px: order number and
 * status (and the customer's PO number), day and time, name and email, total and pieces, payment status and type, shipping status
 * and tracking numbers. Order number, date and total sort on the server.
 */
export const ORDER_COLUMNS = col.columns([
  col.accessor('order_id', {
    header: 'Order',
    meta: { nowrap: true },
    cell: (c) => (
      <>
        <Link className="nb-cell-strong" to={adminPaths.order(c.row.original.order_id)}>
          {c.row.original.order_id}
        </Link>
        <span className="nb-cell-sub">
          <StatusBadge status={c.row.original.status} />
        </span>
        {c.row.original.po_number && (
          <span className="nb-cell-sub nb-ellipsis" title={`The customer's PO number: ${c.row.original.po_number}`}>
            PO {c.row.original.po_number}
          </span>
        )}
      </>
    ),
  }),
  col.accessor('createdAt', { header: 'Placed', cell: (c) => <When iso={c.row.original.createdAt} /> }),
  col.accessor('customer', {
    header: 'Customer',
    enableSorting: false,
    cell: (c) => (
      <>
        {c.row.original.customer.name}
        <span className="nb-cell-sub nb-ellipsis" title={c.row.original.customer.email}>
          {c.row.original.customer.email}
        </span>
      </>
    ),
  }),
  col.accessor('total', {
    header: 'Total',
    meta: { numeric: true, nowrap: true },
    cell: (c) => (
      <>
        {formatMoney(c.row.original.total, c.row.original.currency)}
        <span className="nb-cell-sub">{pieces(c.row.original.item_count)}</span>
      </>
    ),
  }),
  col.accessor('payment_status', {
    header: 'Payment',
    enableSorting: false,
    meta: { nowrap: true },
    cell: (c) => (
      <>
        <StatusBadge status={c.row.original.payment_status} />
        <span className="nb-cell-sub">{paymentTypeLabel(c.row.original.payment_type)}</span>
      </>
    ),
  }),
  col.accessor('shipping_status', {
    header: 'Shipping',
    enableSorting: false,
    meta: { nowrap: true },
    cell: (c) => (
      <>
        <StatusBadge status={c.row.original.shipping_status} />
        {c.row.original.tracking_numbers.map((t) => (
          <span key={t} className="nb-cell-sub nb-mono">
            {t}
          </span>
        ))}
      </>
    ),
  }),
]) as AdminColumn<AdminOrderRow>[];
