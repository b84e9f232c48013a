import type { SessionUser } from '../state/user-slice';

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
