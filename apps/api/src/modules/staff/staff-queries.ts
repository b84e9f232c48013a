import { and, asc, eq, gt, isNotNull, isNull, or, lt, sql } from 'drizzle-orm';
import { STAFF_TOTP_REQUIRED_SETTING, type StaffRole } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { shopSettings, staff, staffRefreshSessions, staffTokens } from '../../db/schema/index.js';

export type StaffRow = typeof staff.$inferSelect;
export type StaffTokenPurpose = 'invite' | 'reset';

// ---- staff ------------------------------------------------------------------------------------

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findStaffById(db: Database, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

/** The row locked for the rest of the transaction. */
export async function lockStaff(db: Database, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1).for('update');
  return row ?? null;
}

/**
 * Locks the owners who can sign in (enabled, with a password) and returns their ids. Taken before
 * a demotion or a disabling, so two owners demoting each other at once cannot leave none.
 */
export async function lockActiveOwners(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), isNotNull(staff.passwordHash)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function listStaffRows(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
}

/** Throws the driver's unique violation (23505) when the email is taken. */
export async function insertStaff(
  db: Database,
  s: { email: string; name: string; role: StaffRole; passwordHash?: string | null },
): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(s).returning();
  return row;
}

export async function updateStaff(
  db: Database,
  id: string,
  patch: Partial<Pick<StaffRow, 'name' | 'role' | 'passwordHash' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep' | 'disabledAt'>>,
): Promise<StaffRow> {
  const [row] = await db
    .update(staff)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  return row;
}

export async function markSignedIn(db: Database, id: string): Promise<void> {
  await db
    .update(staff)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(staff.id, id));
}

/**
 * Records the time step of an accepted code; false when that step (or a later one) was used
 * already. The condition sits in the UPDATE, so one code signs in once even in parallel.
 */
export async function useTotpStep(db: Database, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

/** The fields the staff guard needs, with the shop's two-factor switch and whether the session is live, in one round trip. */
export async function findGuardView(db: Database, id: string, sessionId: string) {
  const [row] = await db
    .select({
      sessionLive: sql<boolean>`exists (select 1 from ${staffRefreshSessions} where ${staffRefreshSessions.familyId} = ${sessionId}
        and ${staffRefreshSessions.staffId} = ${id} and ${staffRefreshSessions.revokedAt} is null and ${staffRefreshSessions.expiresAt} > now())`,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      passwordHash: staff.passwordHash,
      disabledAt: staff.disabledAt,
      totpEnabledAt: staff.totpEnabledAt,
      totpRequired: sql<unknown>`(select ${shopSettings.value} from ${shopSettings} where ${shopSettings.key} = ${STAFF_TOTP_REQUIRED_SETTING})`,
    })
    .from(staff)
    .where(eq(staff.id, id))
    .limit(1);
  return row ?? null;
}

// ---- set-password links -------------------------------------------------------------------

export async function insertStaffToken(
  db: Database,
  t: { staffId: string; purpose: StaffTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffTokens).values(t);
}

/** Marks an unused, unexpired link used and returns whose it is; null when it was not usable. */
export async function consumeStaffToken(db: Database, tokenHash: string): Promise<{ staffId: string; purpose: StaffTokenPurpose } | null> {
  const [row] = await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.tokenHash, tokenHash), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, sql`now()`)))
    .returning({ staffId: staffTokens.staffId, purpose: staffTokens.purpose });
  return row ?? null;
}

/** Ends every unused link of a staff user (a newer one was sent, or the password is set). */
export async function retireStaffTokens(db: Database, staffId: string): Promise<void> {
  await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt)));
}

// ---- shop settings ------------------------------------------------------------------------

export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key)).limit(1);
  return row?.value;
}

/** Reads a setting with its row locked, for a change in the same transaction. */
export async function lockSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key)).limit(1).for('update');
  return row?.value;
}

export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
}
