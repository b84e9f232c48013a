import { createAsyncThunk, type Dispatch } from '@reduxjs/toolkit';
import { WISHLIST_MESSAGES } from '@northbend/shared';
import { apiGet, apiRequest } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';
import { toastRemoved, toastSuccess } from '../components/toasts';
import type { WishlistAnswer, WishlistChangedAnswer } from '@northbend/shared';
import { setUserWishlist } from './wishlist-slice';

/** The wishlist calls answer with the whole wishlist; changes add a message. */
type WishlistReply = WishlistAnswer & Partial<Pick<WishlistChangedAnswer, 'message'>>;

// As in cart-actions.ts: a load older than the last change does not overwrite it.
let wishlistVersion = 0;

function keep(dispatch: Dispatch, reply: WishlistReply): void {
  wishlistVersion += 1;
  dispatch(setUserWishlist(reply.result));
}

/** GET the customer's wishlist into the store; a failed load stays in the console. */
export const loadWishlist = createAsyncThunk('wishlist/load', async (customerId: string, { dispatch, signal }) => {
  const started = wishlistVersion;
  const reply = await apiGet<WishlistReply>(apiPaths.wishlist(customerId), { quiet: true, signal });
  if (started === wishlistVersion) keep(dispatch, reply);
});

type WishlistChange = { customerId: string; productId: string };

export const addToWishlist = createAsyncThunk('wishlist/add', async ({ customerId, productId }: WishlistChange, { dispatch }) => {
  const reply = await apiRequest<WishlistReply>(apiPaths.wishlistAdd(customerId), { method: 'PUT', body: { user_wishlist_id: productId } });
  keep(dispatch, reply);
  toastSuccess(reply.message ?? WISHLIST_MESSAGES.added);
});

/** Confirmed in the error style with a trash icon (spec section 8). */
export const removeFromWishlist = createAsyncThunk('wishlist/remove', async ({ customerId, productId }: WishlistChange, { dispatch }) => {
  const reply = await apiRequest<WishlistReply>(apiPaths.wishlistRemove(customerId, productId), { method: 'DELETE' });
  keep(dispatch, reply);
  toastRemoved(reply.message ?? WISHLIST_MESSAGES.removed);
});
