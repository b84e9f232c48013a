import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, companyAddresses, customers } from '../../db/schema/index.js';

/** The company tables (issue 26): members are customers rows with their company role. */

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyAddressRow = typeof companyAddresses.$inferSelect;

const memberFields = {
  id: customers.id,
  email: customers.email,
  name: customers.name,
  companyId: customers.companyId,
  companyRole: customers.companyRole,
  orderLimitCents: customers.orderLimitCents,
  invitedAt: customers.invitedAt,
  verifiedAt: customers.verifiedAt,
  disabledAt: customers.disabledAt,
  createdAt: customers.createdAt,
};
export type MemberRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'email' | 'name' | 'companyId' | 'companyRole' | 'orderLimitCents' | 'invitedAt' | 'verifiedAt' | 'disabledAt' | 'createdAt'
>;

export async function findCompany(db: Database, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The caller as a member: their company and role, or undefined for a removed or unknown account. */
export async function findMember(db: Database, customerId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberFields)
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.removedAt)));
  return row;
}

/** A member of this company (removed ones are gone), under a row lock when `lock`. */
export async function findMemberOf(db: Database, companyId: string, memberId: string, lock = false): Promise<MemberRow | undefined> {
  const query = db
    .select(memberFields)
    .from(customers)
    .where(and(eq(customers.id, memberId), eq(customers.companyId, companyId), isNull(customers.removedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function listMembers(db: Database, companyId: string): Promise<MemberRow[]> {
  const rows = await db
    .select(memberFields)
    .from(customers)
    .where(and(eq(customers.companyId, companyId), isNull(customers.removedAt)))
    .orderBy(asc(customers.companyRole), asc(customers.name), asc(customers.email));
  return rows;
}

/**
 * Serialises the changes of one company's membership (roles, removal, disabling) without a row
 * lock: an advisory lock of the transaction, so a change never waits on (or deadlocks with) an
 * order that holds a member's row and then the company's (credit terms).
 */
export async function lockMembership(tx: Database, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-members:${companyId}`}))`);
}

/** An admin of the company who can act: accepted, not removed, not disabled. */
const activeAdminOf = (companyId: string) =>
  and(
    eq(customers.companyId, companyId),
    eq(customers.companyRole, 'admin'),
    isNull(customers.removedAt),
    isNull(customers.invitedAt),
    isNull(customers.disabledAt),
  );

/**
 * Locks the company's admins (in id order) and answers how many active admins stay when
 * `exceptId` is not one any more. Call it under lockMembership: two changes of one company then
 * run one after the other and the second counts what the first left.
 */
export async function otherAdmins(tx: Database, companyId: string, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(activeAdminOf(companyId))
    .orderBy(asc(customers.id))
    .for('update');
  return rows.filter((r) => r.id !== exceptId).length;
}

/** The active admins of a company, who get the approval emails. */
export async function companyAdmins(db: Database, companyId: string): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .select({ id: customers.id, email: customers.email, name: customers.name })
    .from(customers)
    .where(activeAdminOf(companyId))
    .orderBy(asc(customers.name));
}

export async function insertInvitedMember(
  tx: Database,
  m: { companyId: string; email: string; name: string; role: 'admin' | 'buyer'; orderLimitCents: number | null; passwordHash: string },
): Promise<string> {
  const [row] = await tx
    .insert(customers)
    .values({
      companyId: m.companyId,
      email: m.email,
      name: m.name,
      companyRole: m.role,
      orderLimitCents: m.orderLimitCents,
      passwordHash: m.passwordHash,
      invitedAt: new Date(),
    })
    .returning({ id: customers.id });
  return row!.id;
}

export async function setMemberRole(tx: Database, memberId: string, role: 'admin' | 'buyer', orderLimitCents: number | null) {
  await tx.update(customers).set({ companyRole: role, orderLimitCents, updatedAt: new Date() }).where(eq(customers.id, memberId));
}

/** An invitation sent again counts its 7 days from now. */
export async function touchInvitation(tx: Database, memberId: string): Promise<void> {
  await tx.update(customers).set({ invitedAt: new Date(), updatedAt: new Date() }).where(eq(customers.id, memberId));
}

/** An invitation never accepted leaves no account behind (its tokens go by the foreign key's cascade). */
export async function deleteInvitedMember(tx: Database, memberId: string): Promise<void> {
  await tx.delete(customers).where(and(eq(customers.id, memberId), sql`${customers.invitedAt} is not null`));
}

/** A member who leaves keeps their orders in the company's history but can no longer log in. */
export async function markMemberRemoved(tx: Database, memberId: string): Promise<void> {
  const now = new Date();
  await tx.update(customers).set({ removedAt: now, disabledAt: now, updatedAt: now }).where(eq(customers.id, memberId));
}

/** Accepting an invitation: the invitee's name and password, verified now. */
export async function activateInvitedMember(tx: Database, memberId: string, name: string, passwordHash: string): Promise<boolean> {
  const rows = await tx
    .update(customers)
    .set({ name, passwordHash, invitedAt: null, verifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(customers.id, memberId), sql`${customers.invitedAt} is not null`, isNull(customers.removedAt)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function renameCompany(tx: Database, companyId: string, name: string): Promise<void> {
  await tx.update(companies).set({ name, updatedAt: new Date() }).where(eq(companies.id, companyId));
}

// ---- locations -------------------------------------------------------------------------------

export async function listAddresses(db: Database, companyId: string): Promise<CompanyAddressRow[]> {
  return db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(desc(companyAddresses.isDefault), asc(companyAddresses.label), asc(companyAddresses.createdAt));
}

export async function countAddresses(db: Database, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyAddresses).where(eq(companyAddresses.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function findAddress(db: Database, companyId: string, addressId: string): Promise<CompanyAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)));
  return row;
}

/** Clears the company's default, so another location can become it under the partial unique index. */
export async function clearDefaultAddress(tx: Database, companyId: string, exceptId?: string): Promise<void> {
  await tx
    .update(companyAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(companyAddresses.companyId, companyId),
        eq(companyAddresses.isDefault, true),
        ...(exceptId ? [ne(companyAddresses.id, exceptId)] : []),
      ),
    );
}

export async function insertAddress(tx: Database, values: typeof companyAddresses.$inferInsert): Promise<string> {
  const [row] = await tx.insert(companyAddresses).values(values).returning({ id: companyAddresses.id });
  return row!.id;
}

export async function updateAddress(
  tx: Database,
  addressId: string,
  values: Pick<typeof companyAddresses.$inferInsert, 'label' | 'address' | 'isDefault'>,
): Promise<void> {
  await tx
    .update(companyAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyAddresses.id, addressId));
}

export async function deleteAddress(tx: Database, addressId: string): Promise<void> {
  await tx.delete(companyAddresses).where(eq(companyAddresses.id, addressId));
}

/** When the default location goes, the oldest other one becomes the default. */
export async function promoteOldestAddress(tx: Database, companyId: string): Promise<void> {
  const [oldest] = await tx
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(asc(companyAddresses.createdAt))
    .limit(1);
  if (oldest) await tx.update(companyAddresses).set({ isDefault: true }).where(eq(companyAddresses.id, oldest.id));
}
