/** @jsxImportSource preact */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { addProduct, toggleWishlist } from '../cart-calls';
import { ProductIcon } from '../product/parts';
import { finishPress, oneAtATime, pressAsVisitor } from '../product/press';
import { useProductSession, type DrawnProduct } from '../product/product-session';

export interface ProductActionsIslandProps {
  productId: string;
  /** A product with variants is bought by its variants: 'Choose a variant below' and the heart only. */
  hasVariants: boolean;
  drawn: DrawnProduct;
}

/** The wishlist heart: filled while the product is in the wishlist; a press adds or removes it. */
function WishlistButton({ inWishlist, onToggle }: { inWishlist: boolean; onToggle: () => void }) {
  const label = inWishlist ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <button
      type="button"
      class={`btn btn-outline-primary btn-lg nb-product-actions__wish${inWishlist ? ' is-on' : ''}`}
      onClick={onToggle}
      aria-label={label}
      title={label}
    >
      <ProductIcon name="heart" size={20} filled={inWishlist} />
    </button>
  );
}

/**
 * The product page's buying buttons (spec section 4) as an island (decision 035): 'Add to Cart'
 * (then 'Item added to your cart'; a press again adds one more) and the wishlist heart, or for a
 * product with variants the link down to them and the heart. A visitor's press goes to log in and
 * is finished on the way back (issue 16), which this island does for the page.
 */
export default function ProductActionsIsland({ productId, hasVariants, drawn }: ProductActionsIslandProps) {
  const { customerId, line, inWishlist } = useProductSession(productId, drawn);
  const [adding, setAdding] = useState(false);
  const once = useMemo(oneAtATime, []);

  useEffect(() => {
    if (customerId) finishPress(customerId);
  }, [customerId]);

  const addToCart = () => {
    if (!customerId) return pressAsVisitor({ kind: 'addProduct', productId });
    setAdding(true);
    void once('product', () => addProduct(customerId, productId)).finally(() => setAdding(false));
  };
  const toggle = () => {
    if (!customerId) return pressAsVisitor({ kind: 'addToWishlist', productId });
    void once('wishlist', () => toggleWishlist(customerId, productId, inWishlist));
  };

  if (hasVariants)
    return (
      <div class="nb-product-actions">
        <a href="#nb-variants" class="btn btn-outline-primary btn-lg">
          Choose a variant below
        </a>
        <WishlistButton inWishlist={inWishlist} onToggle={toggle} />
      </div>
    );
  return (
    <div class="nb-product-actions">
      <button
        type="button"
        class={`btn btn-lg nb-product-actions__cart ${line ? 'btn-primary is-in-cart' : 'btn-warning'}`}
        onClick={addToCart}
        aria-busy={adding}
      >
        <ProductIcon name={line ? 'check' : 'cart'} /> {line ? 'Item added to your cart' : 'Add to Cart'}
      </button>
      <WishlistButton inWishlist={inWishlist} onToggle={toggle} />
    </div>
  );
}
