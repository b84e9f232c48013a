import { useEffect, useRef } from 'react';
import type { Order } from '@northbend/shared';
import { OrderedLines } from '../../components/ordered-lines';
import { BuyAgainButton, BuyAgainRefused } from './buy-again';
import { OrderDelivery } from './order-delivery';
import { OrderDocuments } from './order-documents';
import { OrderPayment } from './order-payment';
import { orderDate } from './order-text';
import { useBuyAgain } from './use-buy-again';

/** One order: number, date, PO number, status (raw), lines, the buyer's note, totals, payment, delivery, its PDFs and 'Buy again'. */
export function OrderCard({ order, focused }: { order: Order; focused: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const again = useBuyAgain(order.order_id);
  // ?focus=NB-… (spec section 2): bring that order into view and start reading there.
  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [focused]);

  const titleId = `order-${order.order_id}-title`;
  return (
    <article
      ref={ref}
      className={`nb-order${focused ? ' nb-order--focused' : ''}`}
      aria-labelledby={titleId}
      aria-current={focused || undefined}
      tabIndex={focused ? -1 : undefined}
    >
      <header className="nb-order__head">
        <div>
          <h2 id={titleId} className="nb-order__id">
            {order.order_id}
          </h2>
          <p className="nb-order__date">
            Placed <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
          </p>
          {order.po_number && (
            <p className="nb-order__po">
              Your PO number <strong>{order.po_number}</strong>
            </p>
          )}
        </div>
        <p className="nb-order__state">
          <span className="nb-order__state-label">Order status</span> <span className="nb-order__badge">{order.status}</span>
        </p>
      </header>
      <div className="nb-order__body">
        <div className="nb-order__items">
          <h3 className="nb-order__label">Items</h3>
          <OrderedLines lines={order.customer_order_list} label={`Items of order ${order.order_id}`} />
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
    </article>
  );
}
