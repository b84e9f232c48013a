import { STAFF_ROLE_LABELS, type StaffAccount, type StaffRole } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/index.js';
import { STAFF_MESSAGES } from './messages.js';
import { findStaffByEmail, insertStaff, retireStaffTokens, updateStaff } from './staff-queries.js';
import { staffSessions } from './staff-sessions.js';
import { issueStaffLink, setPasswordLink } from './staff-links.js';
import { staffAccount } from './staff-view.js';

// Accounts made here have no staff author: the audit log shows them as the system's.
const SYSTEM = null;

const nameFromEmail = (email: string) => email.split('@')[0].replace(/[._-]+/g, ' ');

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: creates that owner, or makes it an enabled owner with
 * this password. Nothing changes (and no session ends) when it already is one with this password.
 */
export async function bootstrapOwner(
  db: Database,
  owner: { email: string; password: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await findStaffByEmail(db, owner.email);
  if (
    existing?.role === 'owner' &&
    !existing.disabledAt &&
    existing.passwordHash &&
    (await verifyPassword(existing.passwordHash, owner.password))
  ) {
    return 'unchanged';
  }
  const passwordHash = await hashPassword(owner.password);
  return db.transaction(async (tx) => {
    if (existing) {
      await updateStaff(tx, existing.id, { role: 'owner', disabledAt: null, passwordHash });
      await retireStaffTokens(tx, existing.id);
      await staffSessions.endAllOf(tx, existing.id);
      await recordAudit(tx, {
        staff: SYSTEM,
        action: 'staff.bootstrap',
        entityType: 'staff',
        entityId: existing.id,
        summary: `ADMIN_EMAIL at start-up: ${existing.email} is an enabled owner with the ADMIN_PASSWORD`,
        before: { role: existing.role, disabled: !!existing.disabledAt },
        after: { role: 'owner', disabled: false },
      });
      return 'updated';
    }
    const row = await insertStaff(tx, { email: owner.email, name: 'Shop owner', role: 'owner', passwordHash });
    await recordAudit(tx, {
      staff: SYSTEM,
      action: 'staff.create',
      entityType: 'staff',
      entityId: row.id,
      summary: `ADMIN_EMAIL at start-up: created the owner ${row.email}`,
      after: { email: row.email, role: 'owner' },
    });
    return 'created';
  });
}

export interface NewStaffAccount {
  email: string;
  role: StaffRole;
  name?: string;
  /** Without one the account is invited: the answer carries a set-password link. */
  password?: string;
}

/** `npm run staff -- create`: a staff account, active with a password or invited with a link. */
export async function createStaffAccount(
  db: Database,
  input: NewStaffAccount,
  publicUrl: string,
): Promise<{ staff: StaffAccount; link?: string }> {
  const email = input.email.trim().toLowerCase();
  if (await findStaffByEmail(db, email)) throw new Error(STAFF_MESSAGES.emailTaken);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const row = await insertStaff(tx, { email, name: input.name?.trim() || nameFromEmail(email), role: input.role, passwordHash });
    const secret = passwordHash ? undefined : await issueStaffLink(tx, row.id, 'invite');
    await recordAudit(tx, {
      staff: SYSTEM,
      action: 'staff.create',
      entityType: 'staff',
      entityId: row.id,
      summary: `npm run staff: created ${row.email} as ${STAFF_ROLE_LABELS[row.role]}${secret ? ' (invited)' : ''}`,
      after: { email: row.email, name: row.name, role: row.role },
    });
    return { staff: staffAccount(row), ...(secret ? { link: setPasswordLink(publicUrl, secret) } : {}) };
  });
}

/** `npm run staff -- reset-password`: a single-use link to choose a new password (72 hours). */
export async function issuePasswordResetLink(db: Database, email: string, publicUrl: string): Promise<string> {
  const row = await findStaffByEmail(db, email);
  if (!row) throw new Error(STAFF_MESSAGES.notFound);
  if (row.disabledAt) throw new Error(`${row.email} is disabled; an owner must enable the account first`);
  return db.transaction(async (tx) => {
    const secret = await issueStaffLink(tx, row.id, 'reset');
    await recordAudit(tx, {
      staff: SYSTEM,
      action: 'staff.reset_link',
      entityType: 'staff',
      entityId: row.id,
      summary: `npm run staff: issued a set-password link for ${row.email}`,
    });
    return setPasswordLink(publicUrl, secret);
  });
}
