import type { StaffAccount, StaffSummary } from '@northbend/shared';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import type { StaffRow } from './staff-queries.js';

export const staffSummary = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>): StaffSummary => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export const staffStatus = (row: Pick<StaffRow, 'disabledAt' | 'passwordHash'>): StaffAccount['status'] =>
  row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited';

/** A staff user as the back office lists them (no hash, no TOTP secret). */
export const staffAccount = (row: StaffRow): StaffAccount => ({
  ...staffSummary(row),
  status: staffStatus(row),
  totp_enabled: row.totpEnabledAt !== null,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The audit actor of a signed-in staff user. */
export const actor = (staff: Pick<SignedInStaff, 'id' | 'email'>) => ({ id: staff.id, email: staff.email });
