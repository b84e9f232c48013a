import { useEffect, useMemo, useRef, useState } from 'react';
import { CART_MESSAGES, type CartVariant, type ProductDetail, type Variant } from '@northbend/shared';
import { useLocation, useNavigate } from 'react-router';
import { loginReturningTo } from '../../lib/return-path';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { finishAfterLogin, rememberAfterLogin, type ActionAfterLogin } from '../../state/after-login';
import { addProductToCart, addVariantToCart, removeCartVariant, setCartVariantQuantity } from '../../state/cart-actions';
import { addToWishlist, removeFromWishlist } from '../../state/wishlist-actions';
import { CartIcon, CheckIcon } from '../../ui/product-icons';
import { variantToAdd, type VariantSelection } from './variant-config';
import { WishlistButton } from './wishlist-button';

/** Whether a dispatched cart thunk succeeded. */
const taken = (run: { unwrap: () => Promise<unknown> }): Promise<boolean> =>
  run.unwrap().then(
    () => true,
    () => false,
  );

/**
 * Cart and wishlist actions of the product page. Visitors are sent to the login page (spec
 * section 6). Every call answers with the updated cart or wishlist, which the store takes.
 */
export function useProductActions(product: ProductDetail | null) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const customerId = useAppSelector((s) => s.user.userData?._id) ?? '';
  const cartLines = useAppSelector((s) => s.cart.userCartData);
  const wishlist = useAppSelector((s) => s.wishlist.userWishlistData);
  const [adding, setAdding] = useState(false);
  const busy = useRef(new Set<string>());

  // Back from the login a visitor's press led to: the press is done here, once (issue 16).
  useEffect(() => {
    if (customerId && product) finishAfterLogin(dispatch, customerId, pathname + search);
  }, [customerId, product, dispatch, pathname, search]);

  const line = product ? cartLines.find((l) => l.cart_product_id === product._id) : undefined;
  // The variants of this product already in the cart lock their choices (spec section 4).
  const cartVariants = useMemo(
    () => Object.fromEntries((line?.cart_selected_product_variants ?? []).map((v) => [v._id, v])) as Record<string, CartVariant>,
    [line],
  );
  const inWishlist = Boolean(product && wishlist.some((p) => p._id === product._id));

  /** One call at a time per button: a second click while the first is on its way does nothing. */
  const once = async (key: string, call: () => Promise<unknown>) => {
    if (busy.current.has(key)) return;
    busy.current.add(key);
    try {
      await call();
    } finally {
      busy.current.delete(key);
    }
  };

  // A visitor goes to log in and comes back here with the press done (issue 16).
  const customerOnly =
    <A extends unknown[]>(connected: (...args: A) => void, afterLogin: (...args: A) => ActionAfterLogin | null) =>
    (...args: A) => {
      if (customerId) return connected(...args);
      const action = afterLogin(...args);
      if (action) rememberAfterLogin(pathname + search, action);
      navigate(loginReturningTo(pathname + search));
    };

  return {
    isCustomer: Boolean(customerId),
    cartVariants,
    /** Spec section 4: once in the cart the button says so; clicking again adds one more. */
    inCart: Boolean(line),
    adding,
    inWishlist,
    addProduct: customerOnly(
      () => {
        if (!product) return;
        setAdding(true);
        void once('product', () => dispatch(addProductToCart({ customerId, productId: product._id }))).finally(() => setAdding(false));
      },
      () => (product ? { kind: 'addProduct', productId: product._id } : null),
    ),
    addVariant: customerOnly(
      (variant: Variant | undefined, selection: VariantSelection) => {
        if (!product || !variant) {
          // Spec: a missing product or variant is only logged, the buyer sees nothing.
          console.info(CART_MESSAGES.cartValueMissing);
          return;
        }
        void once(variant._id, () =>
          dispatch(addVariantToCart({ customerId, productId: product._id, variant: variantToAdd(variant, selection) })),
        );
      },
      (variant, selection) =>
        product && variant ? { kind: 'addVariant', productId: product._id, variant: variantToAdd(variant, selection) } : null,
    ),
    /** True when the cart took the change; a refusal has been toasted. */
    setVariantQuantity: (variant: Variant, quantity: number) =>
      line ? taken(dispatch(setCartVariantQuantity({ cartId: line._id, variantId: variant._id, quantity }))) : Promise.resolve(false),
    removeVariant: (variant: Variant) =>
      line ? taken(dispatch(removeCartVariant({ customerId, cartId: line._id, variantId: variant._id }))) : Promise.resolve(false),
    toggleWishlist: customerOnly(
      () => {
        if (!product) return;
        void once('wishlist', () => dispatch((inWishlist ? removeFromWishlist : addToWishlist)({ customerId, productId: product._id })));
      },
      () => (product ? { kind: 'addToWishlist', productId: product._id } : null),
    ),
  };
}

interface ProductActionsProps {
  inCart: boolean;
  adding: boolean;
  inWishlist: boolean;
  onAddToCart: () => void;
  onToggleWishlist: () => void;
}

/** 'Add to Cart' (then 'Item added to your cart') and the wishlist heart of a product without variants. */
export function ProductActions({ inCart, adding, inWishlist, onAddToCart, onToggleWishlist }: ProductActionsProps) {
  return (
    <div className="nb-product-actions">
      <button
        type="button"
        className={`btn btn-lg nb-product-actions__cart ${inCart ? 'btn-primary is-in-cart' : 'btn-warning'}`}
        onClick={onAddToCart}
        aria-busy={adding}
      >
        {inCart ? <CheckIcon /> : <CartIcon />} {inCart ? 'Item added to your cart' : 'Add to Cart'}
      </button>
      <WishlistButton inWishlist={inWishlist} onToggle={onToggleWishlist} />
    </div>
  );
}
