import type { Dispatch } from '@reduxjs/toolkit';
import { clearUserCartList } from '../state/cart-slice';
import { setUserData, type SessionUser } from '../state/user-slice';
import { clearUserWishlist } from '../state/wishlist-slice';
import { session } from './session-storage';

export type { SessionUser };

export { session };

/** After login: store the user and token, then tell the store (SET_USER_DATA). */
export function startSession(dispatch: Dispatch, user: SessionUser, token: string): void {
  session.setUser(user);
  session.setToken(token);
  dispatch(setUserData(user));
}

/** Keeps the stored and the Redux user in step after the profile changed or was reloaded. */
export function refreshSessionUser(dispatch: Dispatch, user: SessionUser): void {
  session.setUser(user);
  dispatch(setUserData(user));
}

/** Logout on this device (spec section 4): the stored session, the user, the cart and the wishlist. */
export function endSession(dispatch: Dispatch): void {
  session.clear();
  dispatch(setUserData(null));
  dispatch(clearUserCartList());
  dispatch(clearUserWishlist());
}
