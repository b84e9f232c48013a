import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { hashSecret, isWellFormedSecret, newSecret } from './secrets.js';
import {
  findLiveFamilyOwner,
  findSession,
  insertSession,
  markSessionReplaced,
  revokeOwnerSessions,
  revokeSessionFamily,
  type SessionRow,
  type SessionStore,
} from './refresh-session-queries.js';

/** A session as the cookie needs it: the secret to set and how long the cookie lives. */
export interface IssuedSession {
  ownerId: string;
  familyId: string;
  secret: string;
  rememberMe: boolean;
  expiresAt: Date;
}

/**
 * `grace`: an access token, but the cookie stays as the first refresh set it. `refused` with
 * `endedFor`: a replayed secret has just ended that owner's session family.
 */
export type RefreshOutcome =
  { kind: 'rotated'; session: IssuedSession } | { kind: 'grace'; familyId: string } | { kind: 'refused'; endedFor?: string };

export interface SessionAudience<Owner extends string> extends SessionStore<Owner> {
  /**
   * How long a just-swapped secret still gets an access token instead of counting as a replay:
   * two tabs of one browser refresh at the same moment with one cookie. 0: never.
   */
  graceMs: number;
}

/**
 * Refresh sessions behind an httpOnly cookie, the same rules for customers and staff, each on
 * its own table: a sign-in starts a family, every refresh swaps the secret for a new one of the
 * same family (the family keeps its end, so a session lasts from sign-in, not for ever), and a
 * secret that was swapped already is being replayed — someone holds a copy — so the whole family
 * ends, the thief's and the owner's.
 */
export function refreshSessionFamilies<Owner extends string>(audience: SessionAudience<Owner>) {
  const refused = { kind: 'refused' } as const;
  const grace = (row: SessionRow) => ({ kind: 'grace', familyId: row.familyId }) as const;
  // graceMs 0 is no grace at all, even when the database's clock runs ahead of ours (replacedAt in our future).
  const inGrace = (replacedAt: Date) => audience.graceMs > 0 && Date.now() - replacedAt.getTime() < audience.graceMs;
  async function replayed(db: Database, row: SessionRow) {
    await revokeSessionFamily(db, audience, row.familyId);
    return { kind: 'refused', endedFor: row.ownerId } as const;
  }

  return {
    /** The live session behind a cookie value, or null (unknown, replaced, revoked or expired). */
    async live(db: Database, secret: unknown): Promise<SessionRow | null> {
      if (!isWellFormedSecret(secret)) return null;
      const row = await findSession(db, audience, hashSecret(secret));
      if (!row || row.revokedAt || row.replacedAt || row.expiresAt <= new Date()) return null;
      return row;
    },

    /** Starts a new session family at sign-in. */
    async start(db: Database, s: { ownerId: string; rememberMe: boolean; expiresAt: Date }): Promise<IssuedSession> {
      const { secret, hash } = newSecret();
      const familyId = randomUUID();
      await insertSession(db, audience, { ...s, familyId, tokenHash: hash });
      return { ...s, familyId, secret };
    },

    /**
     * Swaps the cookie's secret for a new one of the same family. A secret swapped within the
     * last `graceMs` is a parallel refresh of the same browser: it gets an access token and no new
     * secret; swapped longer ago, it is a replay. `ownerId`, when given, must be the session's.
     */
    async rotate(db: Database, secret: unknown, ownerId?: string): Promise<RefreshOutcome> {
      if (!isWellFormedSecret(secret)) return refused;
      const row = await findSession(db, audience, hashSecret(secret));
      if (!row || row.revokedAt || row.expiresAt <= new Date()) return refused;
      if (ownerId !== undefined && row.ownerId !== ownerId) return refused;
      if (row.replacedAt) return inGrace(row.replacedAt) ? grace(row) : replayed(db, row);

      const next = newSecret();
      return db.transaction(async (tx): Promise<RefreshOutcome> => {
        // Two parallel refreshes with one secret: the conditional UPDATE lets only one swap it;
        // the other has just lost that race, so it is inside any grace window there is.
        if (!(await markSessionReplaced(tx, audience, row.id))) return audience.graceMs > 0 ? grace(row) : replayed(tx, row);
        const session = { ownerId: row.ownerId, familyId: row.familyId, rememberMe: row.rememberMe, expiresAt: row.expiresAt };
        await insertSession(tx, audience, { ...session, tokenHash: next.hash });
        return { kind: 'rotated', session: { ...session, secret: next.secret } };
      });
    },

    /** Ends the family of a cookie (sign-out, or a new sign-in on the same browser) and answers its owner; null for unknown values. */
    async end(db: Database, secret: unknown): Promise<string | null> {
      if (!isWellFormedSecret(secret)) return null;
      const row = await findSession(db, audience, hashSecret(secret));
      if (!row) return null;
      await revokeSessionFamily(db, audience, row.familyId);
      return row.ownerId;
    },

    endFamily: (db: Database, familyId: string) => revokeSessionFamily(db, audience, familyId),

    /** Ends every session of a customer or staff user, except one family when given (the device asking). */
    endAllOf: (db: Database, ownerId: string, exceptFamilyId?: string) => revokeOwnerSessions(db, audience, ownerId, exceptFamilyId),

    /** The owner of a family that is neither revoked nor expired, or null. */
    liveFamilyOwner: (db: Database, familyId: string) => findLiveFamilyOwner(db, audience, familyId),
  };
}
