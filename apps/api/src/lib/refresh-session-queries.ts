import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

type Column<TData, TNotNull extends boolean = true> = AnyPgColumn<{ data: TData; notNull: TNotNull }>;

/**
 * A refresh-session table as db/schema declares both of them (customers' refresh_sessions,
 * staff_refresh_sessions): a row per cookie secret (its hash), the rows of one sign-in share a
 * family, a rotation marks the old row replaced. They differ in whose sessions they hold (`Owner`,
 * the column customerId or staffId) and in 'remember me', which only customers have.
 * The queries below hand Drizzle the table `as PgTable`: it cannot work out the row type of a table
 * known only by this shape, so the typed columns here are what checks them.
 */
export type SessionTable<Owner extends string> = PgTable &
  Record<Owner, Column<string>> & {
    id: Column<string>;
    familyId: Column<string>;
    tokenHash: Column<string>;
    expiresAt: Column<Date>;
    replacedAt: Column<Date, false>;
    revokedAt: Column<Date, false>;
    rememberMe?: Column<boolean>;
  };

export interface SessionStore<Owner extends string> {
  table: SessionTable<Owner>;
  owner: Owner;
}

export interface SessionRow {
  id: string;
  ownerId: string;
  familyId: string;
  rememberMe: boolean;
  expiresAt: Date;
  replacedAt: Date | null;
  revokedAt: Date | null;
}

export type NewSessionRow = Pick<SessionRow, 'ownerId' | 'familyId' | 'rememberMe' | 'expiresAt'> & { tokenHash: string };

export async function insertSession<O extends string>(db: Database, { table, owner }: SessionStore<O>, s: NewSessionRow): Promise<void> {
  const values = {
    [owner]: s.ownerId,
    familyId: s.familyId,
    tokenHash: s.tokenHash,
    expiresAt: s.expiresAt,
    ...(table.rememberMe ? { rememberMe: s.rememberMe } : {}),
  };
  await db.insert(table as PgTable).values(values);
}

export async function findSession<O extends string>(
  db: Database,
  { table, owner }: SessionStore<O>,
  tokenHash: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      id: table.id,
      ownerId: table[owner],
      familyId: table.familyId,
      rememberMe: table.rememberMe ?? sql<boolean>`false`,
      expiresAt: table.expiresAt,
      replacedAt: table.replacedAt,
      revokedAt: table.revokedAt,
    })
    .from(table as PgTable)
    .where(eq(table.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a live session replaced by its successor; false when it was already replaced or revoked. */
export async function markSessionReplaced<O extends string>(db: Database, { table }: SessionStore<O>, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(table as PgTable)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(table.id, sessionId), isNull(table.replacedAt), isNull(table.revokedAt)))
    .returning({ id: table.id });
  return rows.length === 1;
}

export async function revokeSessionFamily<O extends string>(db: Database, { table }: SessionStore<O>, familyId: string): Promise<void> {
  await db
    .update(table as PgTable)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(table.familyId, familyId), isNull(table.revokedAt)));
}

/** Revokes every session of a customer or staff user, except one family when given (the device asking). */
export async function revokeOwnerSessions<O extends string>(
  db: Database,
  { table, owner }: SessionStore<O>,
  ownerId: string,
  exceptFamilyId?: string,
): Promise<void> {
  await db
    .update(table as PgTable)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(table[owner], ownerId), isNull(table.revokedAt), exceptFamilyId ? ne(table.familyId, exceptFamilyId) : undefined));
}

/** The owner of a session family that is neither revoked nor expired, or null (the access tokens' `sid` check). */
export async function findLiveFamilyOwner<O extends string>(
  db: Database,
  { table, owner }: SessionStore<O>,
  familyId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: table[owner] })
    .from(table as PgTable)
    .where(and(eq(table.familyId, familyId), isNull(table.revokedAt), gt(table.expiresAt, sql`now()`)))
    .limit(1);
  return row?.ownerId ?? null;
}
