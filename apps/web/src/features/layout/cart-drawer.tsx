import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { closeCartMenu } from '../../state/header-slice';
import './cart-drawer.scss';

/**
 * The header cart drawer. Offcanvas locks page scroll while open. Lines are listed by the cart
 * work; here the drawer shows the three states of spec section 2.
 */
export function CartDrawer() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.header.cartMenuToggle);
  const user = useAppSelector((s) => s.user.userData);
  const lines = useAppSelector((s) => s.cart.userCartData);
  const close = () => dispatch(closeCartMenu());

  return (
    <Offcanvas show={open} onHide={close} placement="end" className="nb-cart-drawer">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title>Your Cart</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column">
        {!user?._id ? (
          <div className="text-center my-auto">
            <p className="mb-3">You haven't logged in</p>
            <Link to={paths.login} className="btn btn-primary" onClick={close}>
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
          <div className="mt-auto d-grid gap-2">
            <Link to={paths.cart} className="btn btn-outline-primary" onClick={close}>
              View Cart
            </Link>
            <Link to={paths.checkout} className="btn btn-primary" onClick={close}>
              Proceed to Buy
            </Link>
          </div>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
