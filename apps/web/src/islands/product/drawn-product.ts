import type { CartItem } from '@northbend/shared';
import type { LayoutData } from '../islands-document';
import type { DrawnSession } from '../session-store';

/**
 * What the server drew a product's buttons with: for a visitor, nothing; for the customer of the
 * page cookie, whether the product is in their cart (its line) and in their wishlist. The islands'
 * first render is exactly this, so hydration matches the HTML. A plain module: the server's React
 * page builds it (features/product/product-page.tsx) without the islands' code.
 */
export interface DrawnProduct {
  /** The customer and the header's counts, as every island of the page starts the session store with. */
  session?: DrawnSession;
  line: CartItem | null;
  inWishlist: boolean;
}

/** A visitor's page, or one the client application draws (the islands read the session themselves). */
export const VISITOR_PRODUCT: DrawnProduct = { line: null, inWishlist: false };

/** The page's customer's view of one product, from the lists the server read for the header. */
export function drawnProductOf(layout: LayoutData, productId: string): DrawnProduct {
  const lists = layout.viewerLists;
  return {
    session: layout.session,
    line: lists?.cart.find((l) => l.cart_product_id === productId) ?? null,
    inWishlist: lists?.wishlistIds.includes(productId) ?? false,
  };
}
