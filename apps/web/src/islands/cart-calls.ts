import {
  WISHLIST_MESSAGES,
  type CartChangedAnswer,
  type SelectedVariantRequest,
  type CartListAnswer,
  type WishlistAnswer,
  type WishlistChangedAnswer,
} from '@northbend/shared';
import { apiPost, apiRequest } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';
import { keepCart, keepWishlist } from './session-store';

/**
 * The cart and wishlist calls of the island pages (decision 035: the product's buttons, the header's
 * drawer): the same API calls
 * as the client application's thunks (state/cart-actions.ts), kept in the islands' session store,
 * confirmed with the server's message. A refusal has been toasted by the API client (islands-entry)
 * and the call resolves false.
 */
type CartReply = CartListAnswer & Partial<Pick<CartChangedAnswer, 'message'>>;
type WishlistReply = WishlistAnswer & Partial<Pick<WishlistChangedAnswer, 'message'>>;

const toasts = () => import('./toasts/toasts');

async function cartChange(reply: Promise<CartReply>, confirm?: 'added' | 'removed'): Promise<boolean> {
  try {
    const answer = await reply;
    keepCart(answer.data);
    if (confirm && answer.message) {
      const message = answer.message;
      void toasts().then((t) => (confirm === 'added' ? t.toastSuccess(message) : t.toastRemoved(message)));
    }
    return true;
  } catch {
    // Told already: the API client toasted the refusal with the server's message.
    return false;
  }
}

/** Adds one piece of a plain product (the line is created when new): 'Item added to your cart.' */
export const addProduct = (customerId: string, productId: string): Promise<boolean> =>
  cartChange(
    apiPost<CartReply>(apiPaths.cartAdd, { cart_customer_id: customerId, cart_product_id: productId, cart_product_quantity: 1 }),
    'added',
  );

/** Adds a configured variant; it travels as JSON, as spec section 7 sends it. */
export const addVariant = (customerId: string, productId: string, variant: SelectedVariantRequest): Promise<boolean> =>
  cartChange(
    apiPost<CartReply>(apiPaths.cartVariantAdd, {
      cart_customer_id: customerId,
      cart_product_id: productId,
      cart_selected_product_variants: JSON.stringify(variant),
    }),
    'added',
  );

export const setVariantQuantity = (cartId: string, variantId: string, quantity: number): Promise<boolean> =>
  cartChange(apiPost<CartReply>(apiPaths.cartVariantQuantity, { cartId, variantId, variant_quantity: quantity }));

/** Removing a line's last variant removes the line (server rule). */
export const removeVariant = (customerId: string, cartId: string, variantId: string): Promise<boolean> =>
  cartChange(apiPost<CartReply>(apiPaths.cartVariantRemove, { userId: customerId, cartId, variantId }), 'removed');

/** Removes a whole line (the header's cart drawer). */
export const removeLine = (customerId: string, cartId: string): Promise<boolean> =>
  cartChange(apiRequest<CartReply>(apiPaths.cartRemove(customerId, cartId), { method: 'DELETE' }), 'removed');

/** Sets a plain product's quantity (the header's cart drawer). */
export const setProductQuantity = (cartId: string, quantity: number): Promise<boolean> =>
  cartChange(apiPost<CartReply>(apiPaths.cartQuantity, { cartId, cart_product_quantity: quantity }));

/** Adds the product to the wishlist, or takes it out: the heart's one press. */
export async function toggleWishlist(customerId: string, productId: string, inWishlist: boolean): Promise<boolean> {
  try {
    const reply = inWishlist
      ? await apiRequest<WishlistReply>(apiPaths.wishlistRemove(customerId, productId), { method: 'DELETE' })
      : await apiRequest<WishlistReply>(apiPaths.wishlistAdd(customerId), { method: 'PUT', body: { user_wishlist_id: productId } });
    keepWishlist(reply.result);
    const t = await toasts();
    if (inWishlist) t.toastRemoved(reply.message ?? WISHLIST_MESSAGES.removed);
    else t.toastSuccess(reply.message ?? WISHLIST_MESSAGES.added);
    return true;
  } catch {
    return false;
  }
}
