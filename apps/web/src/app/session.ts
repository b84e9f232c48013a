/**
 * The stored session (spec section 3): user_auth, user_auth_token and order_checkout_step under
 * the '@secure.' key prefix. The accounts work decides how values are protected at rest.
 */
const PREFIX = '@secure.';

export interface SessionUser {
  _id: string;
  user_name?: string;
  user_email?: string;
  [field: string]: unknown;
}

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
  setUser: (user: SessionUser | null) => write('user_auth', user),
  setToken: (token: string | null) => write('user_auth_token', token),
  /** Logged in means the stored session has a user with an _id (spec section 4). */
  isLoggedIn: () => Boolean(read<SessionUser>('user_auth')?._id),
  clear: () => ['user_auth', 'user_auth_token', 'order_checkout_step'].forEach((k) => write(k, null)),
};
