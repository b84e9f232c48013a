import {
  permissionsOf,
  STAFF_ROLE_LABELS,
  STAFF_TOTP_REQUIRED_SETTING,
  type SecuritySettings,
  type StaffAccount,
  type StaffInviteBody,
  type StaffMeAnswer,
  type StaffUpdateBody,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { STAFF_MESSAGES } from './messages.js';
import { staffSessions } from './staff-sessions.js';
import {
  findGuardView,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaffRows,
  lockActiveOwners,
  lockSetting,
  lockStaff,
  readSetting,
  updateStaff,
  writeSetting,
} from './staff-queries.js';
import { queueStaffInvite } from './staff-mail-jobs.js';
import { actor, staffAccount } from './staff-view.js';

export interface StaffAccountDeps {
  db: Database;
}

const conflict = (message: string) => new HttpError(409, message);

/** The shop's two-factor switch; absent means off. */
export const readTotpRequired = async (db: Database): Promise<boolean> => (await readSetting(db, STAFF_TOTP_REQUIRED_SETTING)) === true;

/** Staff accounts as the owner manages them, the signed-in user's own view, security settings. */
export function staffAccountService({ db }: StaffAccountDeps) {
  return {
    /** The staff guard's lookup: enabled users who have a password, in a live session (plugins/staff-viewer.ts). */
    async signedInStaff(staffId: string, sessionId: string): Promise<SignedInStaff | null> {
      const row = await findGuardView(db, staffId, sessionId);
      if (!row || row.disabledAt || !row.passwordHash || !row.sessionLive) return null;
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        totpEnabled: row.totpEnabledAt !== null,
        totpRequired: row.totpRequired === true,
      };
    },

    async me(me: SignedInStaff): Promise<StaffMeAnswer> {
      const row = await findStaffById(db, me.id);
      if (!row) throw notFound(STAFF_MESSAGES.notFound);
      return { staff: staffAccount(row), permissions: permissionsOf(row.role), totp_required: me.totpRequired };
    },

    list: async (): Promise<StaffAccount[]> => (await listStaffRows(db)).map(staffAccount),

    /**
     * Creates an invited account (no password yet) and queues the email with its set-password link
     * in the same transaction (decision 013). Inviting an address that is still only invited sends
     * a new link (and takes the new name and role).
     */
    async invite(me: SignedInStaff, body: StaffInviteBody): Promise<StaffAccount> {
      const existing = await findStaffByEmail(db, body.email);
      if (existing && (existing.passwordHash || existing.disabledAt)) throw conflict(STAFF_MESSAGES.emailTaken);
      try {
        const row = await db.transaction(async (tx) => {
          const row = existing
            ? await updateStaff(tx, existing.id, { name: body.name, role: body.role })
            : await insertStaff(tx, { email: body.email, name: body.name, role: body.role });
          await queueStaffInvite(tx, row, me.name);
          await recordAudit(tx, {
            staff: actor(me),
            action: 'staff.invite',
            entityType: 'staff',
            entityId: row.id,
            summary: `${me.email} invited ${row.email} as ${STAFF_ROLE_LABELS[row.role]}${existing ? ' (again)' : ''}`,
            before: existing ? { name: existing.name, role: existing.role } : null,
            after: { email: row.email, name: row.name, role: row.role },
          });
          return row;
        });
        return staffAccount(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(STAFF_MESSAGES.emailTaken);
        throw err;
      }
    },

    /**
     * Changes a role or disables/enables an account. The owners who can sign in are locked first,
     * so the last of them can be neither demoted nor disabled, even by two owners at once.
     * Disabling ends the user's sessions; their live access token stops at the next request.
     */
    async update(me: SignedInStaff, id: string, body: StaffUpdateBody): Promise<StaffAccount> {
      const row = await db.transaction(async (tx) => {
        const owners = await lockActiveOwners(tx);
        const target = await lockStaff(tx, id);
        if (!target) throw notFound(STAFF_MESSAGES.notFound);
        const roleChange = body.role !== undefined && body.role !== target.role ? body.role : undefined;
        const disabling = body.disabled === true && !target.disabledAt;
        const enabling = body.disabled === false && !!target.disabledAt;
        const leavesOwners = (roleChange !== undefined || disabling) && owners.includes(target.id);
        if (leavesOwners && owners.length <= 1) throw conflict(STAFF_MESSAGES.lastOwner);
        if (roleChange === undefined && !disabling && !enabling) return target;

        const updated = await updateStaff(tx, target.id, {
          ...(roleChange !== undefined ? { role: roleChange } : {}),
          ...(disabling ? { disabledAt: new Date() } : enabling ? { disabledAt: null } : {}),
        });
        const entry = { staff: actor(me), entityType: 'staff', entityId: target.id };
        if (roleChange !== undefined) {
          await recordAudit(tx, {
            ...entry,
            action: 'staff.role_change',
            summary: `${me.email} changed the role of ${target.email} from ${STAFF_ROLE_LABELS[target.role]} to ${STAFF_ROLE_LABELS[roleChange]}`,
            before: { role: target.role },
            after: { role: roleChange },
          });
        }
        if (disabling || enabling) {
          if (disabling) await staffSessions.endAllOf(tx, target.id);
          await recordAudit(tx, {
            ...entry,
            action: disabling ? 'staff.disable' : 'staff.enable',
            summary: `${me.email} ${disabling ? 'disabled' : 'enabled'} ${target.email}`,
            before: { disabled: !disabling },
            after: { disabled: disabling },
          });
        }
        return updated;
      });
      return staffAccount(row);
    },

    securitySettings: async (): Promise<SecuritySettings> => ({ staff_totp_required: await readTotpRequired(db) }),

    /** Requires (or stops requiring) two-factor sign-in of all staff; the owner must use it first. */
    async setSecuritySettings(me: SignedInStaff, body: SecuritySettings): Promise<SecuritySettings> {
      if (body.staff_totp_required && !me.totpEnabled) throw conflict(STAFF_MESSAGES.ownTotpFirst);
      await db.transaction(async (tx) => {
        const before = (await lockSetting(tx, STAFF_TOTP_REQUIRED_SETTING)) === true;
        if (before === body.staff_totp_required) return;
        await writeSetting(tx, STAFF_TOTP_REQUIRED_SETTING, body.staff_totp_required);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'settings.security',
          entityType: 'shop_settings',
          entityId: STAFF_TOTP_REQUIRED_SETTING,
          summary: `${me.email} ${body.staff_totp_required ? 'required' : 'stopped requiring'} two-factor sign-in for all staff`,
          before: { staff_totp_required: before },
          after: { staff_totp_required: body.staff_totp_required },
        });
      });
      return { staff_totp_required: body.staff_totp_required };
    },
  };
}

export type StaffAccountService = ReturnType<typeof staffAccountService>;
