import { useParams } from 'react-router';
import { adminPaths } from '../paths';
import { formatDateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { StatusBadge } from '../ui/status-badge';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { ExtraPayments } from './extra-payments';
import { NoteForm } from './note-form';
import { OrderActions } from './order-actions';
import { OrderDocuments } from './order-documents';
import { OrderLines } from './order-lines';
import { OrderReturns } from './order-returns';
import { AddressPanel, CustomerPanel, PaymentPanel, ShipmentsPanel } from './order-panels';
import { OrderTimeline } from './order-timeline';
import { ordersApi } from './orders-api';

/** One order: its lines, customer, address, payment, shipments, history, and what may be done to it. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const { data, error, loading, reload, setData } = useLoad((signal) => ordersApi.get(orderId, signal), orderId);
  const order = data?.result;
  const back = { to: adminPaths.orders, label: 'Orders' };

  if (!order) {
    return (
      <>
        <PageHeader title={orderId} documentTitle={`Order ${orderId}`} back={back} />
        {error ? <LoadError message={error} onRetry={reload} /> : loading && <Loading label="Loading the order…" />}
      </>
    );
  }
  const replace = (next: typeof order) => setData({ result: next });
  return (
    <>
      <PageHeader
        title={order.order_id}
        documentTitle={`Order ${order.order_id}`}
        back={back}
        meta={
          <>
            <span>Placed {formatDateTime(order.createdAt)}</span>
            <span className="nb-badges">
              <span className="visually-hidden">Order status:</span> <StatusBadge status={order.status} />
              <span className="visually-hidden">Payment:</span>{' '}
              <StatusBadge status={order.payment_status} label={`Payment ${order.payment_status}`} />
              <span className="visually-hidden">Shipping:</span>{' '}
              <StatusBadge status={order.shipping_status} label={`Shipping ${order.shipping_status}`} />
            </span>
          </>
        }
        actions={
          <>
            <OrderActions order={order} onChange={replace} />
            <OrderDocuments order={order} />
          </>
        }
      />
      <ExtraPayments order={order} onChange={replace} />
      {order.cancelled_at && (
        <div className="alert alert-secondary" role="note">
          Cancelled {formatDateTime(order.cancelled_at)}
          {order.cancel_reason && `: ${order.cancel_reason}`}
        </div>
      )}
      <div className="nb-columns nb-columns--detail">
        <div>
          <section className="nb-panel" aria-labelledby="order-lines">
            <div className="nb-panel__head">
              <h2 className="nb-panel__title" id="order-lines">
                Items ({order.item_count})
              </h2>
            </div>
            <OrderLines
              lines={order.lines}
              currency={order.currency}
              charges={order.order_charges}
              service={order.shipping_service?.service_name}
            />
          </section>
          <OrderReturns order={order} />
          <section className="nb-panel" aria-labelledby="order-history">
            <div className="nb-panel__head">
              <h2 className="nb-panel__title" id="order-history">
                History
              </h2>
            </div>
            <div className="nb-panel__body">
              {order.allowed_actions.includes('add_note') && <NoteForm order={order} onChange={replace} />}
              <OrderTimeline order={order} />
            </div>
          </section>
        </div>
        <div>
          <CustomerPanel order={order} />
          <ShipmentsPanel order={order} />
          <PaymentPanel order={order} />
          <AddressPanel address={order.shipping_address} />
        </div>
      </div>
    </>
  );
}
