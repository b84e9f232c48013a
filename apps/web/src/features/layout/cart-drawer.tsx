import { cartLineCount, formatPrice } from '@northbend/shared';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, useLocation } from 'react-router';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { loginReturningTo } from '../../lib/return-path';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { CartLine } from '../../components/cart-line';
import { checkoutBlockedReason, PriceChangesNote } from '../../components/cart-notices';
import { closeCartMenu } from '../../state/header-slice';
import './cart-drawer.scss';

const BLOCKED_ID = 'nb-cart-drawer-blocked';

/**
 * The header cart drawer (spec section 2): the lines with their quantities, the sub total, View Cart
 * and Proceed to Buy; or the empty or logged-out state. Offcanvas locks page scroll while open.
 */
export function CartDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.header.cartMenuToggle);
  const user = useAppSelector((s) => s.user.userData);
  const lines = useAppSelector((s) => s.cart.userCartData);
  const subTotal = useAppSelector((s) => s.cart.userCartCharges.sub_total) ?? 0;
  const close = () => dispatch(closeCartMenu());
  const blocked = checkoutBlockedReason(lines);
  const count = cartLineCount(lines);
  const { pathname, search } = useLocation();

  return (
    <Offcanvas show={open} onHide={close} placement="end" className="nb-cart-drawer" aria-labelledby="nb-cart-drawer-title">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="nb-cart-drawer-title">Your Cart</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column nb-cart-drawer__body">
        {!user?._id ? (
          <div className="text-center my-auto">
            <p className="mb-3">You haven't logged in</p>
            <Link to={loginReturningTo(pathname + search)} className="btn btn-primary" onClick={close}>
              Log in
            </Link>
          </div>
        ) : lines.length === 0 ? (
          <div className="text-center my-auto">
            <p className="mb-3">Your cart is empty</p>
            <Link to={paths.home} className="btn btn-primary" onClick={close}>
              Continue Shopping
            </Link>
          </div>
        ) : (
          <>
            <PriceChangesNote lines={lines} />
            <ul className="nb-cart-drawer__lines" aria-label="Items in your cart">
              {lines.map((line) => (
                <CartLine key={line._id} line={line} layout="drawer" onNavigate={close} />
              ))}
            </ul>
            <div className="nb-cart-drawer__footer">
              <p className="nb-cart-drawer__subtotal">
                <span>
                  Sub Total{' '}
                  <small className="nb-cart-drawer__count">
                    ({count} {count === 1 ? 'item' : 'items'})
                  </small>
                </span>
                <strong>{formatPrice(subTotal, CURRENCY_SYMBOL)}</strong>
              </p>
              <p className="nb-cart-drawer__note">UPS shipping and the total are on the cart page.</p>
              {blocked && (
                <p className="nb-cart-drawer__blocked" id={BLOCKED_ID}>
                  {blocked}
                </p>
              )}
              <div className="d-grid gap-2">
                <Link to={paths.cart} className="btn btn-outline-primary" onClick={close}>
                  View Cart
                </Link>
                {/* A line the catalog can no longer supply blocks checkout; the note above says which. */}
                {blocked ? (
                  <button type="button" className="btn btn-primary" disabled aria-describedby={BLOCKED_ID}>
                    Proceed to Buy
                  </button>
                ) : (
                  <Link to={paths.checkout} className="btn btn-primary" onClick={close}>
                    Proceed to Buy
                  </Link>
                )}
              </div>
            </div>
          </>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
