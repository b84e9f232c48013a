import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { hashSecret, isWellFormedSecret, newSecret } from '../../lib/secrets.js';
import { findRefreshSession, insertRefreshSession, markSessionReplaced, revokeSessionFamily, type RefreshSessionRow } from './queries.js';

export const REFRESH_COOKIE = 'nb_refresh';
// Only the customer calls need the cookie (refresh_token, logout, change-password).
const COOKIE_PATH = '/api/v1/customer';
/** Spec section 9: 'remember me' keeps the session one week. */
export const REMEMBER_ME_MS = 7 * 24 * 3600_000;
// Without 'remember me' the cookie ends with the browser session; browsers that restore sessions
// keep it alive, so the server ends it after a day anyway.
const BROWSER_SESSION_MS = 24 * 3600_000;

/** A session as the cookie needs it: the secret to set and how long the cookie lives. */
export interface IssuedSession {
  customerId: string;
  familyId: string;
  secret: string;
  rememberMe: boolean;
  expiresAt: Date;
}

/**
 * How long a just-swapped secret still gets an access token (issue 15): two tabs of one browser
 * refresh at the same moment with the same cookie, and the second must not end the session.
 */
export const ROTATION_GRACE_MS = 30_000;

/**
 * `grace`: an access token, but the cookie stays as the first refresh set it. `refused` with
 * `endedFor`: a replayed secret has just ended that customer's session family.
 */
export type RefreshOutcome =
  { kind: 'rotated'; session: IssuedSession } | { kind: 'grace'; familyId: string } | { kind: 'refused'; endedFor?: string };

/** The live session behind a cookie value, or null (unknown, replaced, revoked or expired). */
export async function liveSession(db: Database, secret: unknown): Promise<RefreshSessionRow | null> {
  if (!isWellFormedSecret(secret)) return null;
  const row = await findRefreshSession(db, hashSecret(secret));
  if (!row || row.revokedAt || row.replacedAt || row.expiresAt <= new Date()) return null;
  return row;
}

/** Starts a new session family at login. */
export async function startSession(db: Database, customerId: string, rememberMe: boolean): Promise<IssuedSession> {
  const { secret, hash } = newSecret();
  const familyId = randomUUID();
  const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
  await insertRefreshSession(db, { customerId, familyId, tokenHash: hash, rememberMe, expiresAt });
  return { customerId, familyId, secret, rememberMe, expiresAt };
}

/**
 * Swaps the cookie's secret for a new one of the same family (the family keeps its end, so
 * 'remember me' lasts a week from login, not for ever). A secret swapped within the last
 * ROTATION_GRACE_MS is a parallel refresh of the same browser: it gets an access token and no
 * new secret. Swapped longer ago, it is being replayed: someone holds a copy, so the whole family
 * ends, the thief's and the owner's.
 */
export async function rotateSession(db: Database, secret: unknown, customerId: string): Promise<RefreshOutcome> {
  if (!isWellFormedSecret(secret)) return { kind: 'refused' };
  const row = await findRefreshSession(db, hashSecret(secret));
  if (!row || row.revokedAt) return { kind: 'refused' };
  if (row.expiresAt <= new Date() || row.customerId !== customerId) return { kind: 'refused' };
  if (row.replacedAt) {
    if (Date.now() - row.replacedAt.getTime() < ROTATION_GRACE_MS) return { kind: 'grace', familyId: row.familyId };
    await revokeSessionFamily(db, row.familyId);
    return { kind: 'refused', endedFor: row.customerId };
  }

  const next = newSecret();
  return db.transaction(async (tx) => {
    // Two parallel refreshes with one secret: the conditional UPDATE lets only one swap it; the
    // other has just lost that race and is inside the grace window by definition.
    if (!(await markSessionReplaced(tx, row.id))) return { kind: 'grace', familyId: row.familyId } as const;
    await insertRefreshSession(tx, {
      customerId,
      familyId: row.familyId,
      tokenHash: next.hash,
      rememberMe: row.rememberMe,
      expiresAt: row.expiresAt,
    });
    return {
      kind: 'rotated',
      session: { customerId, familyId: row.familyId, secret: next.secret, rememberMe: row.rememberMe, expiresAt: row.expiresAt },
    } as const;
  });
}

/**
 * Ends the family of a cookie (logout, or a new login on the same browser) and answers its
 * customer; unknown values are ignored (null).
 */
export async function endSession(db: Database, secret: unknown): Promise<string | null> {
  if (!isWellFormedSecret(secret)) return null;
  const row = await findRefreshSession(db, hashSecret(secret));
  if (!row) return null;
  await revokeSessionFamily(db, row.familyId);
  return row.customerId;
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, path: COOKIE_PATH, secure });

/** Sets the httpOnly cookie: with Max-Age for 'remember me', else a browser-session cookie. */
export function setRefreshCookie(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  const maxAge = session.rememberMe ? Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) : undefined;
  reply.setCookie(REFRESH_COOKIE, session.secret, { ...cookieOptions(secure), ...(maxAge !== undefined ? { maxAge } : {}) });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}
