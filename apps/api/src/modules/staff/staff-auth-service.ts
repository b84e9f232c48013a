import type { StaffChangePasswordBody, StaffLoginBody, StaffLoginAnswer } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { signStaffToken } from '../../lib/access-tokens.js';
import { badRequest, HttpError, unauthorized } from '../../lib/http-errors.js';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../lib/passwords.js';
import { hashSecret, isWellFormedSecret } from '../../lib/secrets.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { STAFF_MESSAGES } from './messages.js';
import {
  consumeStaffToken,
  findStaffByEmail,
  findStaffById,
  markSignedIn,
  retireStaffTokens,
  updateStaff,
  useTotpStep,
} from './staff-queries.js';
import { staffSessions, startStaffSession } from './staff-sessions.js';
import type { IssuedSession } from '../../lib/refresh-sessions.js';
import { actor, staffSummary } from './staff-view.js';
import { totpStepOf } from './totp.js';

export const STAFF_ACCESS_TOKEN_TTL = '15m';

export interface StaffAuthDeps {
  db: Database;
  config: Pick<Config, 'jwtSecret'>;
}

export type StaffSignedIn = StaffLoginAnswer & { session: IssuedSession };

/** Sign-in (password, then the authenticator code when on), refresh sessions and passwords. */
export function staffAuthService({ db, config }: StaffAuthDeps) {
  const tokenFor = (staffId: string, sessionId: string) => signStaffToken(config.jwtSecret, staffId, sessionId, STAFF_ACCESS_TOKEN_TTL);

  return {
    /**
     * Checks the password (the same argon2 work for unknown emails and invited accounts), then the
     * authenticator code of staff who turned two-factor sign-in on. Staff who must enrol because
     * the shop requires it sign in with the password; the guard then opens only /me and the
     * set-up (decision 010). `previousSecret` is the cookie the browser still had; its session ends.
     */
    async login(body: StaffLoginBody, previousSecret: string | undefined): Promise<StaffSignedIn> {
      const row = await findStaffByEmail(db, body.email);
      const passwordOk = row?.passwordHash
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyDecoyPassword(body.password);
      if (!row || !passwordOk) throw unauthorized(STAFF_MESSAGES.badCredentials);
      if (row.disabledAt) throw new HttpError(403, STAFF_MESSAGES.disabled, 'STAFF_DISABLED');
      if (row.totpEnabledAt && row.totpSecret) {
        if (!body.totp) throw new HttpError(401, STAFF_MESSAGES.totpRequired, 'TOTP_REQUIRED');
        const step = await totpStepOf(row.totpSecret, body.totp, row.totpLastStep);
        if (step === null || !(await useTotpStep(db, row.id, step))) throw new HttpError(401, STAFF_MESSAGES.totpWrong, 'TOTP_INVALID');
      }
      await staffSessions.end(db, previousSecret);
      const session = await db.transaction(async (tx) => {
        await markSignedIn(tx, row.id);
        await recordAudit(tx, {
          staff: actor(row),
          action: 'staff.login',
          entityType: 'staff',
          entityId: row.id,
          summary: `${row.email} signed in`,
        });
        return startStaffSession(tx, row.id);
      });
      return { token: await tokenFor(row.id, session.familyId), staff: staffSummary(row), session };
    },

    /** A new access token and a rotated cookie; null when the session ended or the account was disabled. */
    async refresh(secret: string | undefined): Promise<StaffSignedIn | null> {
      const outcome = await staffSessions.rotate(db, secret);
      // Staff sessions have no grace window, so a refresh is either rotated or refused.
      if (outcome.kind !== 'rotated') return null;
      const row = await findStaffById(db, outcome.session.ownerId);
      if (!row || row.disabledAt) {
        await staffSessions.endFamily(db, outcome.session.familyId);
        return null;
      }
      return { token: await tokenFor(row.id, outcome.session.familyId), staff: staffSummary(row), session: outcome.session };
    },

    /** Ends the cookie's session family; nothing to do without a known cookie. */
    async logout(secret: string | undefined): Promise<void> {
      await staffSessions.end(db, secret);
    },

    /**
     * Sets the password through an invitation or reset link (single use, 72 hours). Every session
     * of the account ends: whoever knew the old password is signed out.
     */
    async setPassword(secret: string, password: string): Promise<void> {
      if (!isWellFormedSecret(secret)) throw badRequest(STAFF_MESSAGES.linkInvalid);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const link = await consumeStaffToken(tx, hashSecret(secret));
        const row = link && (await findStaffById(tx, link.staffId));
        if (!link || !row || row.disabledAt) throw badRequest(STAFF_MESSAGES.linkInvalid);
        await updateStaff(tx, row.id, { passwordHash });
        await retireStaffTokens(tx, row.id);
        await staffSessions.endAllOf(tx, row.id);
        const accepted = link.purpose === 'invite';
        await recordAudit(tx, {
          staff: actor(row),
          action: accepted ? 'staff.invite_accept' : 'staff.password_reset',
          entityType: 'staff',
          entityId: row.id,
          summary: accepted
            ? `${row.email} accepted the invitation and chose a password`
            : `${row.email} set a new password with a reset link`,
        });
      });
    },

    /**
     * Changes the signed-in user's password; this device stays signed in (the family of its cookie,
     * else the session its token names), other sessions end with their access tokens.
     */
    async changePassword(
      me: SignedInStaff,
      body: StaffChangePasswordBody,
      currentSecret: string | undefined,
      tokenSession: string | null,
    ): Promise<void> {
      const row = await findStaffById(db, me.id);
      if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, body.current_password))) {
        throw badRequest(STAFF_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(body.new_password);
      const current = await staffSessions.live(db, currentSecret);
      await db.transaction(async (tx) => {
        await updateStaff(tx, row.id, { passwordHash });
        await retireStaffTokens(tx, row.id);
        await staffSessions.endAllOf(tx, row.id, current?.ownerId === row.id ? current.familyId : (tokenSession ?? undefined));
        await recordAudit(tx, {
          staff: actor(me),
          action: 'staff.password_change',
          entityType: 'staff',
          entityId: row.id,
          summary: `${row.email} changed their password`,
        });
      });
    },
  };
}

export type StaffAuthService = ReturnType<typeof staffAuthService>;
