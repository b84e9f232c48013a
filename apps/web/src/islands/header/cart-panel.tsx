/** @jsxImportSource preact */
import { formatPrice, priceChangedSinceAdded } from '@northbend/shared';
import { useEffect, useRef } from 'preact/hooks';
import { checkoutBlockedReason } from '../../components/cart-blocked';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { loginReturningTo } from '../../lib/return-path';
import type { SessionView } from '../session-store';
import { DrawerLine } from './cart-line';
// The drawer's own Bootstrap parts (offcanvas, close) and the lines' look, as the client application's drawer.
import '../../features/layout/cart-drawer.scss';
import '../../components/cart-line.scss';

const BLOCKED_ID = 'nb-cart-drawer-blocked';
const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/**
 * The header's cart drawer on the public pages (spec section 2): 'Your Cart', the lines (their
 * quantities change in place, cart-line.tsx) and the sub total with View Cart and Proceed to Buy; the empty and logged-out states. Loaded on the first
 * open. It locks page scroll while open; Escape, the close button and the backdrop close it.
 */
export default function CartPanel({ session, here, onClose }: { session: SessionView; here: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const { user, cart, cartCount, subTotal } = session;
  const blocked = checkoutBlockedReason(cart);

  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = before;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <>
      <div
        ref={panel}
        class="offcanvas offcanvas-end show nb-cart-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="nb-cart-drawer-title"
        tabIndex={-1}
      >
        <div class="offcanvas-header">
          <div class="offcanvas-title h5" id="nb-cart-drawer-title">
            Your Cart
          </div>
          <button type="button" class="btn-close" aria-label="Close" onClick={onClose} />
        </div>
        <div class="offcanvas-body d-flex flex-column nb-cart-drawer__body">
          {!user ? (
            <div class="text-center my-auto">
              <p class="mb-3">You haven't logged in</p>
              <a href={loginReturningTo(here)} class="btn btn-primary">
                Log in
              </a>
            </div>
          ) : cart.length === 0 ? (
            <div class="text-center my-auto">
              <p class="mb-3">Your cart is empty</p>
              <a href={paths.home} class="btn btn-primary">
                Continue Shopping
              </a>
            </div>
          ) : (
            <>
              {cart.some(priceChangedSinceAdded) && (
                <p class="nb-cart-notice nb-cart-notice--note" role="status">
                  Some prices have changed since you added these items. Your cart shows today’s prices.
                </p>
              )}
              <ul class="nb-cart-drawer__lines" aria-label="Items in your cart">
                {cart.map((line) => (
                  <DrawerLine key={line._id} line={line} customerId={user._id} />
                ))}
              </ul>
              <div class="nb-cart-drawer__footer">
                <p class="nb-cart-drawer__subtotal">
                  <span>
                    Sub Total{' '}
                    <small class="nb-cart-drawer__count">
                      ({cartCount} {cartCount === 1 ? 'item' : 'items'})
                    </small>
                  </span>
                  <strong>{money(subTotal)}</strong>
                </p>
                <p class="nb-cart-drawer__note">UPS shipping and the total are on the cart page.</p>
                {blocked && (
                  <p class="nb-cart-drawer__blocked" id={BLOCKED_ID}>
                    {blocked}
                  </p>
                )}
                <div class="d-grid gap-2">
                  <a href={paths.cart} class="btn btn-outline-primary">
                    View Cart
                  </a>
                  {blocked ? (
                    <button type="button" class="btn btn-primary" disabled aria-describedby={BLOCKED_ID}>
                      Proceed to Buy
                    </button>
                  ) : (
                    <a href={paths.checkout} class="btn btn-primary">
                      Proceed to Buy
                    </a>
                  )}
                </div>
              </div>
            </>
          )}
        </div>
      </div>
      <div class="offcanvas-backdrop fade show" onClick={onClose} />
    </>
  );
}
