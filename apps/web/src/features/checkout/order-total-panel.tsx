import { formatPrice, priceChangedSinceAdded } from '@northbend/shared';
import { Link } from 'react-router';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import type { OrderedLine } from '../../components/ordered-lines';
import { TitledSection } from '../../ui/titled-section';
import type { SalesTaxLine } from '../../components/sales-tax';
import { TaxRow } from './tax-row';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

interface OrderTotalPanelProps {
  subTotal: number;
  /** null while unknown (or when the rate could not be fetched). */
  shipping: number | null;
  /** The shipping service chosen (issue 30), named beside the charge. */
  service?: string;
  /** Sales tax (issue 30): the cart's or the order's; absent, or no label: the shop charges none. */
  tax?: SalesTaxLine;
  itemCount: number;
  onViewItems: () => void;
  /** The live cart's lines, for its notices (none once the cart has become an order). */
  noticeLines?: OrderedLine[];
  /** The cart's line problems (an item no longer available, a choice no longer offered): the order cannot be placed. */
  problems?: string[];
}

/** The id of the blocked message, which 'Process to order' points at. */
export const CHECKOUT_BLOCKED_ID = 'nb-checkout-blocked';

/** 'Order Total': Sub Total, UPS shipping and Total, and 'View Cart Items' (spec section 2). */
export function OrderTotalPanel({
  subTotal,
  shipping,
  tax,
  service,
  itemCount,
  onViewItems,
  noticeLines = [],
  problems = [],
}: OrderTotalPanelProps) {
  return (
    <TitledSection as="aside" block="nb-total" titleId="checkout-total-title" title="Order Total">
      <dl className="nb-total__rows">
        <div className="nb-total__row">
          <dt>
            Sub Total <span className="nb-total__note">{itemCount === 1 ? '1 item' : `${itemCount} items`}</span>
          </dt>
          <dd>{money(subTotal)}</dd>
        </div>
        <div className="nb-total__row">
          <dt>
            Shipping <span className="nb-total__note">{service ?? 'Orders ship via UPS'}</span>
          </dt>
          <dd>{shipping === null ? <span className="nb-total__pending">Calculated at order</span> : money(shipping)}</dd>
        </div>
        <TaxRow tax={tax} />
        <div className="nb-total__row nb-total__row--grand">
          <dt>Total</dt>
          <dd>{money(subTotal + (shipping ?? 0) + (tax?.amount ?? 0))}</dd>
        </div>
      </dl>
      {/* The cart's notices (issue 12), styled by _cart-notices.scss through ordered-lines.scss. */}
      {noticeLines.some(priceChangedSinceAdded) && (
        <p className="nb-cart-notice nb-cart-notice--note" role="status">
          Some prices have changed since you added these items; the totals use today’s prices (see View Cart Items).
        </p>
      )}
      {problems.length > 0 && (
        <div className="alert alert-warning nb-total__blocked" id={CHECKOUT_BLOCKED_ID}>
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <Link to={paths.cart}>Go to your cart</Link>
        </div>
      )}
      <button type="button" className="btn btn-outline-primary nb-total__items" onClick={onViewItems}>
        View Cart Items
      </button>
    </TitledSection>
  );
}
