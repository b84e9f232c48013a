import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/store';
import type { ProductDetail, Variant } from '../../state/types';
import { CartIcon, HeartIcon } from './product-icons';
import type { CartVariant, VariantSelection } from './variant-config';

/**
 * Cart and wishlist actions of the product page, in one place so the cart and wishlist work has
 * a single spot to connect. Visitors are sent to the login page (spec section 6). For a customer
 * the three handlers are deliberately not connected yet: the cart work fills `addProduct` and
 * `addVariant` (POST cart/add-to-cart, cart/variant-add-to-cart), the wishlist work `toggleWishlist`.
 */
export function useProductActions(product: ProductDetail | null) {
  const navigate = useNavigate();
  const isCustomer = Boolean(useAppSelector((s) => s.user.userData)?._id);
  const cartLines = useAppSelector((s) => s.cart.userCartData);

  // The variants of this product already in the cart lock their choices (spec section 4).
  const cartVariants = useMemo(() => {
    const line = cartLines.find((l) => l.cart_product_id === product?._id);
    const selected = (line?.cart_selected_product_variants ?? []) as CartVariant[];
    return Object.fromEntries(selected.map((v) => [v._id, v]));
  }, [cartLines, product?._id]);

  const customerOnly =
    <A extends unknown[]>(connected: (...args: A) => void) =>
    (...args: A) =>
      isCustomer ? connected(...args) : navigate(paths.login);

  return {
    isCustomer,
    cartVariants,
    addProduct: customerOnly(() => {}),
    addVariant: customerOnly((_variant: Variant, _selection: VariantSelection) => {}),
    toggleWishlist: customerOnly(() => {}),
  };
}

interface ProductActionsProps {
  onAddToCart: () => void;
  onToggleWishlist: () => void;
}

/** 'Add to Cart' and the wishlist heart of a product without variants. */
export function ProductActions({ onAddToCart, onToggleWishlist }: ProductActionsProps) {
  return (
    <div className="nb-product-actions">
      <button type="button" className="btn btn-warning btn-lg nb-product-actions__cart" onClick={onAddToCart}>
        <CartIcon /> Add to Cart
      </button>
      <button type="button" className="btn btn-outline-primary btn-lg nb-product-actions__wish" onClick={onToggleWishlist} aria-label="Add to wishlist" title="Add to wishlist">
        <HeartIcon />
      </button>
    </div>
  );
}
