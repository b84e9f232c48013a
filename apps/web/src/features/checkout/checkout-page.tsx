import { useSearchParams } from 'react-router';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { loadCart } from '../../state/cart-actions';
import { thunkLoad, useCustomerLoad } from '../../state/use-customer-load';
import { CheckoutScreen } from './checkout-screen';
import { useCheckoutCustomer } from './use-checkout-customer';
import { usePaymentMethods } from './use-payment-methods';
import { useUnpaidOrder } from './use-unpaid-order';
import './checkout.scss';

/** /order/checkout (auth): waits for the customer, the cart and any unpaid order, then the two steps. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const unpaid = useUnpaidOrder(params.get('order_id'));
  const offered = usePaymentMethods();
  const { customer, failed, retry, setAddress } = useCheckoutCustomer();
  // The charges stay empty until the cart has been loaded once (state/cart-slice.ts).
  const cartLoaded = useAppSelector((s) => s.cart.userCartCharges.sub_total !== undefined);
  const cart = useCustomerLoad('cart', cartLoaded ? null : (customerId, signal) => thunkLoad(dispatch(loadCart(customerId)), signal));
  const cartFailed = Boolean(cart.error);

  const ready = customer && offered && unpaid !== undefined && (cartLoaded || unpaid);
  return (
    <>
      <PageBanner title="Checkout" subtitle="Shipping address, payment, done: your tooling is on its way." />
      <div className="container nb-checkout">
        {failed || (cartFailed && !ready) ? (
          <div className="nb-checkout__failed" role="alert">
            <p>Your checkout could not be loaded.</p>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => {
                cart.retry();
                retry();
              }}
            >
              Try again
            </button>
          </div>
        ) : ready ? (
          <CheckoutScreen
            customer={customer}
            unpaid={unpaid}
            offered={offered}
            onAddressSaved={(address) => {
              setAddress(address);
              // The cart's sales tax follows the address (issue 30): read it again for the new one.
              void dispatch(loadCart(customer._id));
            }}
          />
        ) : (
          <div className="nb-checkout__layout" role="status" aria-label="Loading your checkout">
            <SkeletonBar height={520} />
            <SkeletonBar height={260} />
          </div>
        )}
      </div>
    </>
  );
}
