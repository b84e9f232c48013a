import type { Dispatch } from '@reduxjs/toolkit';
import { WISHLIST_MESSAGES } from '@northbend/shared';
import { apiGet, apiRequest } from '../app/api-client';
import { apiPaths } from '../app/api-paths';
import { toastRemoved, toastSuccess } from '../components/toasts';
import type { ProductSummary } from './types';
import { setUserWishlist } from './wishlist-slice';

interface WishlistReply {
  status: boolean;
  message?: string;
  result: ProductSummary[];
}

// As in cart-actions.ts: a load older than the last change does not overwrite it.
let wishlistVersion = 0;

function keep(dispatch: Dispatch, reply: WishlistReply): void {
  wishlistVersion += 1;
  dispatch(setUserWishlist(reply.result));
}

/** GET the customer's wishlist into the store; a failed load stays in the console. */
export async function loadWishlist(dispatch: Dispatch, customerId: string, signal?: AbortSignal): Promise<void> {
  const started = wishlistVersion;
  const reply = await apiGet<WishlistReply>(apiPaths.wishlist(customerId), { quiet: true, signal });
  if (started === wishlistVersion) keep(dispatch, reply);
}

export const wishlistActions = {
  add: async (dispatch: Dispatch, customerId: string, productId: string): Promise<boolean> => {
    try {
      const reply = await apiRequest<WishlistReply>(apiPaths.wishlistAdd(customerId), {
        method: 'PUT',
        body: { user_wishlist_id: productId },
      });
      keep(dispatch, reply);
      toastSuccess(reply.message ?? WISHLIST_MESSAGES.added);
      return true;
    } catch {
      return false;
    }
  },

  /** Confirmed in the error style with a trash icon (spec section 8). */
  remove: async (dispatch: Dispatch, customerId: string, productId: string): Promise<boolean> => {
    try {
      const reply = await apiRequest<WishlistReply>(apiPaths.wishlistRemove(customerId, productId), { method: 'DELETE' });
      keep(dispatch, reply);
      toastRemoved(reply.message ?? WISHLIST_MESSAGES.removed);
      return true;
    } catch {
      return false;
    }
  },
};
