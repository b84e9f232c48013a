import { formatPrice } from '@northbend/shared';
import { Link } from 'react-router';
import type { SalesTaxLine } from '../../components/sales-tax';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { TitledSection } from '../../ui/titled-section';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);
const BLOCKED_ID = 'nb-cart-blocked';

interface OrderSummaryProps {
  subTotal: number;
  /** The UPS charge the checkout will ask; null while it is on its way (or could not be had). */
  shipping: number | null;
  /** The cart's sales tax to the saved address (issue 30); no label: the shop charges none. */
  tax?: SalesTaxLine;
  blocked: string | null;
}

/**
 * The cart's order summary with the labels of spec section 2: Sub Total, Shipping and Total = sub
 * total + shipping, the shipping from the checkout's rate source (issue 16).
 */
export function OrderSummary({ subTotal, shipping, tax, blocked }: OrderSummaryProps) {
  const taxKnown = tax?.label ? tax.amount : 0;
  return (
    <TitledSection as="aside" block="nb-summary" titleId="nb-summary-title" title="Order Summary">
      <dl className="nb-summary__rows">
        <div>
          <dt>
            Sub Total <small>Your Cart Total</small>
          </dt>
          <dd>{money(subTotal)}</dd>
        </div>
        <div>
          <dt>
            Shipping <small>Orders ship via UPS</small>
          </dt>
          {shipping === null ? <dd className="nb-summary__later">Calculated at checkout</dd> : <dd>{money(shipping)}</dd>}
        </div>
        {tax?.label && (
          <div>
            <dt>
              {taxKnown === null ? 'Sales tax' : tax.label}
              {tax.note && <small>{tax.note}</small>}
            </dt>
            {taxKnown === null ? <dd className="nb-summary__later">Calculated at checkout</dd> : <dd>{money(taxKnown)}</dd>}
          </div>
        )}
        <div className="nb-summary__total">
          <dt>
            Total <small>Total Cost of Your Order</small>
          </dt>
          <dd>
            {money(subTotal + (shipping ?? 0) + (taxKnown ?? 0))}
            {(shipping === null || taxKnown === null) && (
              <small>
                {shipping === null && taxKnown === null ? 'plus shipping and tax' : shipping === null ? 'plus shipping' : 'plus tax'}
              </small>
            )}
          </dd>
        </div>
      </dl>
      {/* Why Proceed to Buy is closed: archived items by name, else the line problems' summary. */}
      {blocked && (
        <p className="alert alert-warning nb-summary__blocked" id={BLOCKED_ID}>
          {blocked}
        </p>
      )}
      <div className="nb-summary__actions">
        {blocked ? (
          <button type="button" className="btn btn-primary btn-lg" disabled aria-describedby={BLOCKED_ID}>
            Proceed to Buy
          </button>
        ) : (
          <Link to={paths.checkout} className="btn btn-primary btn-lg">
            Proceed to Buy
          </Link>
        )}
        <Link to={paths.home} className="btn btn-outline-primary">
          Continue Shopping
        </Link>
      </div>
    </TitledSection>
  );
}
