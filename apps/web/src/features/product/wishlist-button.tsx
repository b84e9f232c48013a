import { HeartIcon } from '../../ui/product-icons';

/** The wishlist heart: filled while the product is in the wishlist; a click adds or removes it. */
export function WishlistButton({ inWishlist, onToggle }: { inWishlist: boolean; onToggle: () => void }) {
  const label = inWishlist ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <button
      type="button"
      className={`btn btn-outline-primary btn-lg nb-product-actions__wish${inWishlist ? ' is-on' : ''}`}
      onClick={onToggle}
      aria-label={label}
      title={label}
    >
      <HeartIcon filled={inWishlist} />
    </button>
  );
}
