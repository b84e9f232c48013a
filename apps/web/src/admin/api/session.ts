import type { StaffSummary } from '@northbend/shared';

/**
 * The back office's sign-in on this tab: the 15-minute access token and who it belongs to, in
 * memory and in sessionStorage (a reload keeps the session, closing the tab ends it; the refresh
 * cookie is httpOnly and the page never sees it). Kept apart from the storefront's session.
 */
const TOKEN_KEY = 'nb.admin.token';
const STAFF_KEY = 'nb.admin.staff';

let token: string | null = read(TOKEN_KEY);
let staff: StaffSummary | null = parse(read(STAFF_KEY));
let signedOut = false;
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(json: string | null): StaffSummary | null {
  try {
    return json ? (JSON.parse(json) as StaffSummary) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session lives in memory only.
  }
}

/** Seconds since the epoch at which a JWT expires, read without checking it (the server checks). */
function expiryOf(jwt: string): number | null {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

export const adminSession = {
  token: () => token,
  staff: () => staff,
  /** The token is past its expiry (a 401 then means 'refresh', not 'signed out'). */
  expired: () => {
    const exp = token ? expiryOf(token) : null;
    return exp !== null && exp * 1000 <= Date.now();
  },
  start(next: { token: string; staff: StaffSummary }): void {
    token = next.token;
    staff = next.staff;
    signedOut = false;
    write(TOKEN_KEY, token);
    write(STAFF_KEY, JSON.stringify(staff));
    listeners.forEach((l) => l());
  },
  /** Ends the session; `byUser` when the user signed out (the sign-in page then forgets where they were). */
  end(byUser = false): void {
    signedOut = byUser;
    token = null;
    staff = null;
    write(TOKEN_KEY, null);
    write(STAFF_KEY, null);
    listeners.forEach((l) => l());
  },
  signedOut: () => signedOut,
  /** For useSyncExternalStore: the shell re-renders when someone signs in or out. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
