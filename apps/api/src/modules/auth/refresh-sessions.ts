import type { Database } from '../../db/client.js';
import { refreshSessions } from '../../db/schema/index.js';
import { refreshCookie } from '../../lib/refresh-cookie.js';
import { refreshSessionFamilies, type IssuedSession } from '../../lib/refresh-sessions.js';

// Only the customer calls need the cookie (refresh_token, logout, change-password).
export const customerRefreshCookie = refreshCookie('nb_refresh', '/api/v1/customer');
export const REFRESH_COOKIE = customerRefreshCookie.name;
/** Spec section 9: 'remember me' keeps the session one week. */
export const REMEMBER_ME_MS = 7 * 24 * 3600_000;
// Without 'remember me' the cookie ends with the browser session; browsers that restore sessions
// keep it alive, so the server ends it after a day anyway.
const BROWSER_SESSION_MS = 24 * 3600_000;

/**
 * How long a just-swapped secret still gets an access token (issue 15): two tabs of one browser
 * refresh at the same moment with the same cookie, and the second must not end the session.
 */
export const ROTATION_GRACE_MS = 30_000;

/** The customers' refresh sessions (refresh_sessions), under the rules staff sessions share (lib/refresh-sessions.ts). */
export const customerSessions = refreshSessionFamilies({ table: refreshSessions, owner: 'customerId', graceMs: ROTATION_GRACE_MS });

/** Starts a new session family at login. */
export function startSession(db: Database, customerId: string, rememberMe: boolean): Promise<IssuedSession> {
  const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
  return customerSessions.start(db, { ownerId: customerId, rememberMe, expiresAt });
}
