import { DEFAULT_PRODUCT_IMAGE, type ProductSummary } from '@northbend/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { Price } from '../../components/price';
import { ResponsiveImage } from '../../components/responsive-image';
import { addProductToCart } from '../../state/cart-actions';
import { removeFromWishlist } from '../../state/wishlist-actions';
import { CartIcon, FilledHeartIcon } from './wishlist-icons';
import { cardDescription, cardName } from './wishlist-text';

/**
 * A wishlisted product: image, name (28 characters), description (120), price, and what can be
 * done next: add a plain product to the cart, or open a product with variants to choose one.
 */
export function WishlistCard({ product }: { product: ProductSummary }) {
  const dispatch = useAppDispatch();
  const customerId = useAppSelector((s) => s.user.userData?._id) ?? '';
  const inCart = useAppSelector((s) => s.cart.userCartData.some((l) => l.cart_product_id === product._id));
  const [busy, setBusy] = useState<'cart' | 'remove' | null>(null);
  const to = paths.product(product.product_slug, product._id);

  const run = async (what: 'cart' | 'remove', call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(what);
    await call();
    setBusy(null);
  };

  return (
    <article className="nb-wish-card">
      <Link to={to} className="nb-wish-card__image" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={product.product_images[0] || DEFAULT_PRODUCT_IMAGE}
          alt=""
          widths={[160, 320, 480]}
          sizes="(max-width: 575px) 40vw, 240px"
          width={240}
          height={240}
          loading="lazy"
        />
      </Link>
      <div className="nb-wish-card__body">
        <span className="nb-wish-card__sku">{product.product_sku}</span>
        <h3 className="nb-wish-card__name">
          {/* The full name for screen readers, and as a tooltip to a mouse only: a title set on
              the server would also pop up over the heading when a phone taps the card (issue 28). */}
          <Link
            to={to}
            aria-label={product.product_name}
            onPointerEnter={(e) => {
              if (e.pointerType === 'mouse') e.currentTarget.title = product.product_name;
            }}
          >
            {cardName(product.product_name)}
          </Link>
        </h3>
        <p className="nb-wish-card__description">{cardDescription(product.product_description)}</p>
        <div className="nb-wish-card__footer">
          <Price
            price={product.product_price}
            range={product.product_price_range}
            listPrice={product.product_list_price}
            listRange={product.product_list_price_range}
            className="nb-wish-card__price"
          />
          <div className="nb-wish-card__actions">
            {product.product_variants_status ? (
              <Link to={to} className="btn btn-outline-primary btn-sm">
                Choose options
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-warning btn-sm"
                aria-busy={busy === 'cart'}
                onClick={() => void run('cart', () => dispatch(addProductToCart({ customerId, productId: product._id })))}
              >
                <CartIcon /> {inCart ? 'Item added to your cart' : 'Add to Cart'}
              </button>
            )}
            <button
              type="button"
              className="nb-wish-card__remove"
              aria-label={`Remove ${product.product_name} from wishlist`}
              title="Remove from wishlist"
              disabled={busy === 'remove'}
              onClick={() => void run('remove', () => dispatch(removeFromWishlist({ customerId, productId: product._id })))}
            >
              <FilledHeartIcon />
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
