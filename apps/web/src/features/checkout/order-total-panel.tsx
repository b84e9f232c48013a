import { formatPrice } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../app/config';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

interface OrderTotalPanelProps {
  subTotal: number;
  /** null while unknown (or when the rate could not be fetched). */
  shipping: number | null;
  itemCount: number;
  onViewItems: () => void;
}

/** 'Order Total': Sub Total, UPS shipping and Total, and 'View Cart Items' (spec section 2). */
export function OrderTotalPanel({ subTotal, shipping, itemCount, onViewItems }: OrderTotalPanelProps) {
  return (
    <aside className="nb-total" aria-labelledby="checkout-total-title">
      <h2 id="checkout-total-title" className="nb-total__title">
        Order Total
      </h2>
      <dl className="nb-total__rows">
        <div className="nb-total__row">
          <dt>
            Sub Total <span className="nb-total__note">{itemCount === 1 ? '1 item' : `${itemCount} items`}</span>
          </dt>
          <dd>{money(subTotal)}</dd>
        </div>
        <div className="nb-total__row">
          <dt>
            Shipping <span className="nb-total__note">Orders ship via UPS</span>
          </dt>
          <dd>{shipping === null ? <span className="nb-total__pending">Calculated at order</span> : money(shipping)}</dd>
        </div>
        <div className="nb-total__row nb-total__row--grand">
          <dt>Total</dt>
          <dd>{money(subTotal + (shipping ?? 0))}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn-outline-primary nb-total__items" onClick={onViewItems}>
        View Cart Items
      </button>
    </aside>
  );
}
