import type { Database } from '../../db/client.js';
import { newSecret } from '../../lib/secrets.js';
import { insertStaffToken, retireStaffTokens, type StaffTokenPurpose } from './staff-queries.js';

/** Invitation and reset links live 72 hours and work once (issue 11). */
export const STAFF_LINK_TTL_HOURS = 72;

/** The back office's page that takes the link's token and a new password. */
export const setPasswordLink = (publicUrl: string, secret: string): string => `${publicUrl}/admin/set-password?token=${secret}`;

/** Retires older links of the staff user and stores a new one; returns the secret for the link. */
export async function issueStaffLink(db: Database, staffId: string, purpose: StaffTokenPurpose): Promise<string> {
  const { secret, hash } = newSecret();
  await retireStaffTokens(db, staffId);
  await insertStaffToken(db, { staffId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + STAFF_LINK_TTL_HOURS * 3600_000) });
  return secret;
}
