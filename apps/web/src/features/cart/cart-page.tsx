import { cartLineCount } from '@northbend/shared';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { CartLine } from '../../components/cart-line';
import { checkoutBlockedReason, PriceChangesNote } from '../../components/cart-notices';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { cartTaxOf } from '../../components/sales-tax';
import { usePageTitle } from '../../components/use-page-title';
import { useShippingCharge } from '../../components/use-shipping-charge';
import { loadCart } from '../../state/cart-actions';
import { thunkLoad, useCustomerLoad } from '../../state/use-customer-load';
import { OrderSummary } from './order-summary';
import './cart.scss';

/**
 * /user/add-to-cart (spec section 2): 'Shopping Lists' with the lines, and the order summary. The
 * cart is read again on arrival, so prices changed since the app started show before checkout,
 * with a note above the lines and a notice on each changed line.
 */
export function CartPage() {
  usePageTitle('Your Cart');
  const dispatch = useAppDispatch();
  const lines = useAppSelector((s) => s.cart.userCartData);
  const loadedSubTotal = useAppSelector((s) => s.cart.userCartCharges.sub_total);
  const subTotal = loadedSubTotal ?? 0;
  // Sales tax to the saved address, from the cart answer (issue 30).
  const tax = cartTaxOf(useAppSelector((s) => s.cart.userCartCharges));
  // The checkout's rate source, asked again when the sub total changes (issue 16).
  const shipping = useShippingCharge(lines.length ? loadedSubTotal : undefined);
  const count = cartLineCount(lines);
  // A failed load stays in the console (spec section 8): the page then shows what the store has.
  const loaded = !useCustomerLoad('cart', (customerId, signal) => thunkLoad(dispatch(loadCart(customerId)), signal)).loading;

  const blocked = checkoutBlockedReason(lines);
  return (
    <>
      <PageBanner title="Your Cart" />
      <div className="container nb-cart">
        {lines.length === 0 && !loaded ? (
          <div className="nb-cart__grid" role="status" aria-label="Loading your cart">
            <SkeletonBar height={320} />
            <SkeletonBar height={280} />
          </div>
        ) : lines.length === 0 ? (
          <EmptyState heading="Your cart is empty">
            <p>Add punches, dies and parts from the shop; they wait here until you order.</p>
            <Link to={paths.home} className="btn btn-primary">
              Continue Shopping
            </Link>
          </EmptyState>
        ) : (
          <div className="nb-cart__grid">
            <section aria-labelledby="nb-cart-title">
              <h2 id="nb-cart-title" className="nb-cart__title">
                Shopping Lists{' '}
                <span className="nb-cart__count">
                  ({count} {count === 1 ? 'item' : 'items'})
                </span>
              </h2>
              <PriceChangesNote lines={lines} />
              <ul className="nb-cart__lines">
                {lines.map((line) => (
                  <CartLine key={line._id} line={line} layout="page" />
                ))}
              </ul>
            </section>
            <OrderSummary subTotal={subTotal} shipping={shipping} tax={tax} blocked={blocked} />
          </div>
        )}
      </div>
    </>
  );
}
