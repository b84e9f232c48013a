/** @jsxImportSource preact */
import { DEFAULT_PRODUCT_IMAGE, formatPrice, type CartItem } from '@northbend/shared';
import { useEffect, useRef } from 'preact/hooks';
import { checkoutBlockedReason } from '../../components/cart-blocked';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { loginReturningTo } from '../../lib/return-path';
import type { SessionView } from '../session-store';
import { Picture } from '../picture';
// The drawer's own Bootstrap parts (offcanvas, close) and the lines' look, as the client application's drawer.
import '../../features/layout/cart-drawer.scss';
import '../../components/cart-line.scss';

const BLOCKED_ID = 'nb-cart-drawer-blocked';
const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/** A line as the drawer lists it; quantities are changed on the cart page (View Cart). */
function DrawerLine({ line }: { line: CartItem }) {
  const product = line.cart_product;
  const variants = line.cart_selected_product_variants ?? [];
  const gone = Boolean(line.cart_item_unavailable) || Boolean(line.cart_quote);
  const to = paths.product(product.product_slug, line.cart_product_id);
  return (
    <li class="nb-cart-line nb-cart-line--drawer">
      <span class="nb-cart-line__image" aria-hidden="true">
        <Picture
          src={product.product_images[0] || DEFAULT_PRODUCT_IMAGE}
          alt=""
          widths={[160, 320]}
          sizes="72px"
          width={112}
          height={112}
          loading="lazy"
        />
      </span>
      <div class="nb-cart-line__body">
        <div class="nb-cart-line__head">
          <h3 class="nb-cart-line__name">{gone ? product.product_name : <a href={to}>{product.product_name}</a>}</h3>
          <span class="nb-cart-line__sku">SKU {product.product_sku}</span>
        </div>
        {variants.length === 0 ? (
          <div class="nb-cart-buy">
            <span class="nb-cart-buy__fixed">Qty {line.cart_product_quantity}</span>
            <span class="nb-cart-buy__total">{money(line.cart_product_total)}</span>
          </div>
        ) : (
          variants.map((v) => (
            <div class="nb-cart-buy" key={v._id}>
              <span class="nb-cart-buy__unit">{v.variant_name}</span>
              <span class="nb-cart-buy__fixed">Qty {v.variant_quantity}</span>
            </div>
          ))
        )}
      </div>
    </li>
  );
}

/**
 * The header's cart drawer on the public pages (spec section 2): 'Your Cart', the lines and the sub
 * total with View Cart and Proceed to Buy; the empty and logged-out states. Loaded on the first
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
              <ul class="nb-cart-drawer__lines" aria-label="Items in your cart">
                {cart.map((line) => (
                  <DrawerLine key={line._id} line={line} />
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
