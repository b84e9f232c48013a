import type { CartItem } from '@northbend/shared';
import { drawnView, useSession } from '../session-store';
import type { DrawnProduct } from './drawn-product';

export type { DrawnProduct } from './drawn-product';

export interface ProductSession {
  /** '' for a visitor. */
  customerId: string;
  /** This product's cart line, if it is in the cart. */
  line: CartItem | null;
  inWishlist: boolean;
}

/**
 * The session as the product page's islands need it: the customer, this product's cart line and
 * whether it is wished for. Until the page has read the cart and the wishlist, what the page was
 * drawn with stands, so a customer never sees 'Add to Cart' flash over 'Item added to your cart'.
 */
export function useProductSession(productId: string, drawn: DrawnProduct): ProductSession {
  const view = useSession(drawnView(drawn.session));
  return {
    customerId: view.user?._id ?? '',
    line: view.cartRead ? (view.cart.find((l) => l.cart_product_id === productId) ?? null) : drawn.line,
    inWishlist: view.wishlistIds ? view.wishlistIds.includes(productId) : drawn.inWishlist,
  };
}
