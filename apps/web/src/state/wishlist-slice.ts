import { createAction, createReducer } from '@reduxjs/toolkit';
import type { ProductSummary } from '@northbend/shared';

/** The customer's wishlist: catalog products, newest first (spec section 3). */
export interface WishlistState {
  userWishlistData: ProductSummary[];
}

export const setUserWishlist = createAction<WishlistState['userWishlistData']>('USER_WISHLIST');
export const clearUserWishlist = createAction('CLEAR_USER_WISHLIST');

export const wishlistReducer = createReducer<WishlistState>({ userWishlistData: [] }, (b) => {
  b.addCase(setUserWishlist, (s, a) => {
    s.userWishlistData = a.payload;
  }).addCase(clearUserWishlist, (s) => {
    s.userWishlistData = [];
  });
});
