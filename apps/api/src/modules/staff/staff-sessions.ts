import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { hashSecret, isWellFormedSecret, newSecret } from '../../lib/secrets.js';
import {
  findStaffSession,
  insertStaffSession,
  markStaffSessionReplaced,
  revokeStaffSessionFamily,
  type StaffSessionRow,
} from './staff-queries.js';

export const STAFF_REFRESH_COOKIE = 'nb_staff_refresh';
// Only the back office's calls carry it; the storefront's cookie lives on /api/v1/customer.
const COOKIE_PATH = '/api/v1/admin';
/** A back-office session lasts a working day from sign-in, however often it is refreshed. */
export const STAFF_SESSION_MS = 12 * 3600_000;

export interface IssuedStaffSession {
  staffId: string;
  familyId: string;
  secret: string;
  expiresAt: Date;
}

export type StaffRefreshOutcome = { kind: 'rotated'; session: IssuedStaffSession } | { kind: 'refused' };

/** The live session behind a cookie value, or null (unknown, replaced, revoked or expired). */
export async function liveStaffSession(db: Database, secret: unknown): Promise<StaffSessionRow | null> {
  if (!isWellFormedSecret(secret)) return null;
  const row = await findStaffSession(db, hashSecret(secret));
  if (!row || row.revokedAt || row.replacedAt || row.expiresAt <= new Date()) return null;
  return row;
}

/** Starts a new session family at sign-in. */
export async function startStaffSession(db: Database, staffId: string): Promise<IssuedStaffSession> {
  const { secret, hash } = newSecret();
  const familyId = randomUUID();
  const expiresAt = new Date(Date.now() + STAFF_SESSION_MS);
  await insertStaffSession(db, { staffId, familyId, tokenHash: hash, expiresAt });
  return { staffId, familyId, secret, expiresAt };
}

/**
 * Swaps the cookie's secret for a new one of the same family (as the customers' sessions do). A
 * secret that was swapped already is being replayed: the whole family ends.
 */
export async function rotateStaffSession(db: Database, secret: unknown): Promise<StaffRefreshOutcome> {
  if (!isWellFormedSecret(secret)) return { kind: 'refused' };
  const row = await findStaffSession(db, hashSecret(secret));
  if (!row || row.revokedAt) return { kind: 'refused' };
  if (row.replacedAt) {
    await revokeStaffSessionFamily(db, row.familyId);
    return { kind: 'refused' };
  }
  if (row.expiresAt <= new Date()) return { kind: 'refused' };

  const next = newSecret();
  return db.transaction(async (tx) => {
    // Two parallel refreshes with one secret: only one passes the conditional UPDATE.
    if (!(await markStaffSessionReplaced(tx, row.id))) {
      await revokeStaffSessionFamily(tx, row.familyId);
      return { kind: 'refused' } as const;
    }
    await insertStaffSession(tx, { staffId: row.staffId, familyId: row.familyId, tokenHash: next.hash, expiresAt: row.expiresAt });
    return {
      kind: 'rotated',
      session: { staffId: row.staffId, familyId: row.familyId, secret: next.secret, expiresAt: row.expiresAt },
    } as const;
  });
}

/** Ends the family of a cookie (sign-out, or a new sign-in on the same browser). */
export async function endStaffSession(db: Database, secret: unknown): Promise<void> {
  if (!isWellFormedSecret(secret)) return;
  const row = await findStaffSession(db, hashSecret(secret));
  if (row) await revokeStaffSessionFamily(db, row.familyId);
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, path: COOKIE_PATH, secure });

/** A browser-session cookie: closing the browser signs out; the server ends it after 12 hours anyway. */
export function setStaffRefreshCookie(reply: FastifyReply, session: IssuedStaffSession, secure: boolean): void {
  reply.setCookie(STAFF_REFRESH_COOKIE, session.secret, cookieOptions(secure));
}

export function clearStaffRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(STAFF_REFRESH_COOKIE, cookieOptions(secure));
}
