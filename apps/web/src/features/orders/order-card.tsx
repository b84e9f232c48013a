import { formatPrice, type Order } from '@northbend/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { OrderedLines } from '../../components/ordered-lines';
import { BuyAgainButton, BuyAgainRefused } from './buy-again';
import { OrderDelivery } from './order-delivery';
import { OrderDocuments } from './order-documents';
import { OrderPayment } from './order-payment';
import { OrderReturns } from './order-returns';
import { orderDate } from './order-text';
import { useBuyAgain } from './use-buy-again';

/**
 * One order as a row of the list (issue 16: number, date, status, total, tracking), which opens to
 * the details: PO number, lines, the buyer's note, totals, payment, delivery, PDFs and 'Buy again'.
 * A list of one screen per order was too long to find anything; `open` says which start opened.
 */
export function OrderCard({
  order,
  focused,
  open: openAtStart,
  placedBy,
}: {
  order: Order;
  focused: boolean;
  open: boolean;
  /** Who of the company placed it (an admin's list, issue 26). */
  placedBy?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(openAtStart);
  const detailsId = useId();
  // ?focus=NB-… (spec section 2): bring that order into view and start reading there.
  useEffect(() => {
    if (!focused) return;
    setOpen(true);
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [focused]);

  const titleId = `order-${order.order_id}-title`;
  const { parcel_number: parcel, status: shipping } = order.customer_shipping.shipment_details;
  // The payment is named in the row only when the buyer has something to do about it.
  const payment = order.customer_payment.status;
  const toPay = order.status !== 'Cancelled' && ['Awaiting Payment', 'unpaid', 'Overdue', 'Failed'].includes(payment);
  // Money given back is named too (issue 28): a refunded order must not read as paid.
  const refunded = payment === 'Refunded' || payment === 'Partially refunded';
  return (
    <article
      ref={ref}
      className={`nb-order${focused ? ' nb-order--focused' : ''}${open ? ' nb-order--open' : ''}${placedBy ? ' nb-order--company' : ''}`}
      aria-labelledby={titleId}
      aria-current={focused || undefined}
      tabIndex={focused ? -1 : undefined}
    >
      <h2 className="nb-order__row-title">
        <button type="button" className="nb-order__row" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
          <span id={titleId} className="nb-order__id">
            {order.order_id}
          </span>
          <span className="nb-order__cell nb-order__cell--date">
            <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
          </span>
          <span className="nb-order__cell nb-order__cell--status">
            <span className="nb-order__badge">{order.status}</span>
            {toPay && <span className="nb-order__pay-flag">Payment: {payment}</span>}
            {refunded && <span className="nb-order__pay-flag nb-order__pay-flag--refund">Payment: {payment}</span>}
          </span>
          {placedBy && (
            <span className="nb-order__cell nb-order__cell--placed">
              <span className="nb-order__term">Placed by </span>
              {placedBy}
            </span>
          )}
          <span className="nb-order__cell nb-order__cell--total">{formatPrice(order.order_charges.total, CURRENCY_SYMBOL)}</span>
          <span className="nb-order__cell nb-order__cell--tracking">
            {parcel ? `UPS ${parcel}` : shipping === 'Pending' ? 'Not shipped yet' : shipping}
          </span>
          <span className="nb-order__chevron" aria-hidden="true" />
          <span className="visually-hidden">{open ? ', hide details' : ', show details'}</span>
        </button>
      </h2>
      <div id={detailsId} hidden={!open}>
        {open && <OrderDetails order={order} />}
      </div>
    </article>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const again = useBuyAgain(order.order_id);
  return (
    <>
      {order.po_number && (
        <p className="nb-order__po">
          Your PO number <strong>{order.po_number}</strong>
        </p>
      )}
      <div className="nb-order__body">
        <div className="nb-order__items">
          <h3 className="nb-order__label">Items</h3>
          <OrderedLines lines={order.customer_order_list} label={`Items of order ${order.order_id}`} />
          <OrderReturns order={order} />
          {order.order_note && (
            <>
              <h3 className="nb-order__label">Your note to us</h3>
              <p className="nb-order__note">{order.order_note}</p>
            </>
          )}
        </div>
        <div className="nb-order__side">
          <OrderPayment order={order} />
          <OrderDelivery order={order} />
        </div>
      </div>
      <footer className="nb-order__foot">
        <OrderDocuments order={order} />
        <BuyAgainButton orderId={order.order_id} busy={again.busy} onClick={() => void again.run()} />
        <BuyAgainRefused refused={again.refused} />
      </footer>
    </>
  );
}
