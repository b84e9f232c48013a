import { createAction, createReducer } from '@reduxjs/toolkit';

export interface WishlistState {
  userWishlistData: Record<string, unknown>[];
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
