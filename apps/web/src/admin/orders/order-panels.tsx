import { Link } from 'react-router';
import { formatCalendarDay, upsTrackingUrl, type AdminOrderDetail } from '@northbend/shared';
import { adminPaths } from '../paths';
import { formatDate, formatDateTime } from '../ui/format';
import { formatMoney } from '../../ui/money';
import { Panel } from '../ui/panel';
import { StatusBadge } from '../ui/status-badge';
import { paymentTypeLabel } from './order-text';
import { ParcelTracking } from './parcel-tracking';

export function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const c = order.customer;
  return (
    <Panel id="order-customer" title="Customer">
      <dl className="nb-facts">
        <dt>Name</dt>
        <dd>
          <Link to={adminPaths.customer(c._id)}>{c.name}</Link>
        </dd>
        {c.company && (
          <>
            <dt>Company</dt>
            <dd>{c.company}</dd>
          </>
        )}
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${c.email}`}>{c.email}</a>
        </dd>
        {c.phone && (
          <>
            <dt>Phone</dt>
            <dd>{c.phone}</dd>
          </>
        )}
        {order.po_number && (
          <>
            <dt>PO number</dt>
            <dd className="nb-mono">{order.po_number}</dd>
          </>
        )}
        {order.order_note && (
          <>
            <dt>Their note</dt>
            <dd style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{order.order_note}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}

/** The address as the customer entered it at checkout (customer_* fields). */
export function AddressPanel({ address }: { address: Record<string, string> }) {
  const a = (key: string) => address[`customer_${key}`] ?? address[key] ?? '';
  const cityLine = [a('city'), [a('state'), a('zip_code')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [a('name'), a('company'), a('address'), a('secondary_address'), cityLine, a('country'), a('phone_number')].filter(Boolean);
  return (
    <Panel id="order-address" title="Shipping address">
      {lines.length ? (
        <address className="nb-address">
          {lines.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
      ) : (
        <p className="nb-muted m-0">No address was given.</p>
      )}
    </Panel>
  );
}

export function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  const { type, status, response, refund } = order.payment;
  return (
    <Panel id="order-payment" title="Payment">
      <dl className="nb-facts">
        <dt>Method</dt>
        <dd>{paymentTypeLabel(type)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={status} />
        </dd>
        {type === 'NET_30' && typeof response.due_date === 'number' && (
          <>
            <dt>Due</dt>
            <dd>{formatDate(new Date(response.due_date * 1000).toISOString())}</dd>
          </>
        )}
        {response.reference && (
          <>
            <dt>Reference</dt>
            <dd className="nb-mono">{response.reference}</dd>
          </>
        )}
        {response.paid_by_hand && (
          <>
            <dt>Recorded</dt>
            <dd>
              {response.paid_by_hand.reference}
              <span className="nb-cell-sub">
                by {response.paid_by_hand.staff_email}, {formatDateTime(response.paid_by_hand.at)}
              </span>
            </dd>
          </>
        )}
        {order.return_money.refunded > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>{formatMoney(order.return_money.refunded, order.currency)}</dd>
          </>
        )}
        {order.return_money.credited > 0 && (
          <>
            <dt>Credited</dt>
            <dd>
              {formatMoney(order.return_money.credited, order.currency)}
              <span className="nb-cell-sub">off the Net 30 invoice</span>
            </dd>
          </>
        )}
        {refund && (
          <>
            <dt>Refund</dt>
            <dd>
              {formatMoney(refund.amount, order.currency)} <StatusBadge status={refund.status} />
              <span className="nb-cell-sub">
                {refund.provider} <span className="nb-mono">{refund.reference}</span>
                {refund.createdAt && `, ${formatDateTime(refund.createdAt)}`}
              </span>
            </dd>
          </>
        )}
      </dl>
    </Panel>
  );
}

export function ShipmentsPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel id="order-shipments" title="Shipments">
      {order.shipments.length === 0 ? (
        <p className="nb-muted m-0">Not shipped yet.</p>
      ) : (
        <ul className="nb-shipments">
          {order.shipments.map((s) => (
            <li key={s.tracking_number}>
              <span className="nb-cell-strong">{s.carrier}</span>{' '}
              <a className="nb-mono" href={s.tracking_url || upsTrackingUrl(s.tracking_number)} target="_blank" rel="noopener noreferrer">
                {s.tracking_number}
                <span className="visually-hidden"> (opens the carrier's tracking page in a new tab)</span>
              </a>
              <span className="nb-cell-sub">
                {formatDateTime(s.createdAt)}
                {s.staff_name && ` · ${s.staff_name}`}
              </span>
              <ParcelTracking tracking={s.tracking ?? null} />
            </li>
          ))}
        </ul>
      )}
      {order.delivery_date && <p className="nb-cell-strong mt-2 mb-0">UPS delivered it on {formatCalendarDay(order.delivery_date)}</p>}
      {order.delivered_at && <p className="nb-cell-sub mt-2">Delivered {formatDateTime(order.delivered_at)}</p>}
    </Panel>
  );
}
