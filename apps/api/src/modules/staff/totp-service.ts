import type { TotpSetupAnswer } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { STAFF_MESSAGES } from './messages.js';
import { findStaffById, updateStaff, type StaffRow } from './staff-queries.js';
import { actor } from './staff-view.js';
import { newTotpSecret, totpQrDataUrl, totpStepOf, totpUri } from './totp.js';

const conflict = (message: string) => new HttpError(409, message);
const wrongCode = () => new HttpError(400, STAFF_MESSAGES.totpWrong, 'TOTP_INVALID');

/** Two-factor sign-in of the signed-in staff user: set up (secret + QR), turn on, turn off. */
export function totpService({ db, issuer }: { db: Database; issuer: string }) {
  async function ownRow(me: SignedInStaff): Promise<StaffRow> {
    const row = await findStaffById(db, me.id);
    if (!row) throw new HttpError(401, STAFF_MESSAGES.sessionEnded);
    return row;
  }

  return {
    /** A new pending secret (replacing an unconfirmed one); it counts only once a code confirms it. */
    async setup(me: SignedInStaff): Promise<TotpSetupAnswer> {
      const row = await ownRow(me);
      if (row.totpEnabledAt) throw conflict(STAFF_MESSAGES.totpAlreadyOn);
      const secret = newTotpSecret();
      await updateStaff(db, row.id, { totpSecret: secret, totpLastStep: null });
      const otpauthUrl = totpUri(secret, row.email, issuer);
      return { secret, otpauth_url: otpauthUrl, qr_data_url: await totpQrDataUrl(otpauthUrl) };
    },

    /** Turns two-factor sign-in on once a code from the app matches the pending secret. */
    async enable(me: SignedInStaff, code: string): Promise<void> {
      const row = await ownRow(me);
      if (row.totpEnabledAt) throw conflict(STAFF_MESSAGES.totpAlreadyOn);
      if (!row.totpSecret) throw conflict(STAFF_MESSAGES.totpNotSetUp);
      const step = await totpStepOf(row.totpSecret, code, null);
      if (step === null) throw wrongCode();
      await db.transaction(async (tx) => {
        await updateStaff(tx, row.id, { totpEnabledAt: new Date(), totpLastStep: step });
        await recordAudit(tx, {
          staff: actor(me),
          action: 'staff.totp_enable',
          entityType: 'staff',
          entityId: row.id,
          summary: `${row.email} turned on two-factor sign-in`,
          before: { totp_enabled: false },
          after: { totp_enabled: true },
        });
      });
    },

    /** Turns it off with a current code; refused while the shop requires it of all staff. */
    async disable(me: SignedInStaff, code: string): Promise<void> {
      if (me.totpRequired) throw conflict(STAFF_MESSAGES.totpRequiredForAll);
      const row = await ownRow(me);
      if (!row.totpEnabledAt || !row.totpSecret) throw conflict(STAFF_MESSAGES.totpNotOn);
      // Proof of holding the device; the once-only rule guards sign-in, where a code opens a session.
      if ((await totpStepOf(row.totpSecret, code, null)) === null) throw wrongCode();
      await db.transaction(async (tx) => {
        await updateStaff(tx, row.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
        await recordAudit(tx, {
          staff: actor(me),
          action: 'staff.totp_disable',
          entityType: 'staff',
          entityId: row.id,
          summary: `${row.email} turned off two-factor sign-in`,
          before: { totp_enabled: true },
          after: { totp_enabled: false },
        });
      });
    },
  };
}

export type TotpService = ReturnType<typeof totpService>;
