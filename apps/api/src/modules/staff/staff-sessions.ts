import type { Database } from '../../db/client.js';
import { staffRefreshSessions } from '../../db/schema/index.js';
import { refreshCookie } from '../../lib/refresh-cookie.js';
import { refreshSessionFamilies, type IssuedSession } from '../../lib/refresh-sessions.js';

// Only the back office's calls carry it; the storefront's cookie lives on /api/v1/customer. It is
// a browser-session cookie: closing the browser signs out; the server ends it after 12 hours anyway.
export const staffRefreshCookie = refreshCookie('nb_staff_refresh', '/api/v1/admin');
export const STAFF_REFRESH_COOKIE = staffRefreshCookie.name;
/** A back-office session lasts a working day from sign-in, however often it is refreshed. */
export const STAFF_SESSION_MS = 12 * 3600_000;

/**
 * Staff refresh sessions (staff_refresh_sessions), under the customers' rules (lib/refresh-sessions.ts)
 * but without a grace window: a swapped secret sent again always ends its family.
 */
export const staffSessions = refreshSessionFamilies({ table: staffRefreshSessions, owner: 'staffId', graceMs: 0 });

/** Starts a new session family at sign-in. */
export function startStaffSession(db: Database, staffId: string): Promise<IssuedSession> {
  return staffSessions.start(db, { ownerId: staffId, rememberMe: false, expiresAt: new Date(Date.now() + STAFF_SESSION_MS) });
}
