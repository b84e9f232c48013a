import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, customers, customerTokens } from '../../db/schema/index.js';
import type { CustomerRow } from '../customers/index.js';

export type EmailTokenPurpose = 'verify' | 'reset' | 'invite';

// ---- customers ----------------------------------------------------------------------------

export { findCustomerByEmail, findCustomerById } from '../customers/index.js';

export interface NewCustomer {
  email: string;
  name: string;
  mobileNumber: string;
  businessName: string;
  passwordHash: string;
}

/**
 * A registration: a new company named after the business, with the registrant as its admin
 * (issue 26). Run it in a transaction; throws the driver's unique violation (23505) when the email
 * is taken (see isUniqueViolation), which rolls the company back with it.
 */
export async function insertCustomer(db: Database, c: NewCustomer): Promise<CustomerRow> {
  const [company] = await db.insert(companies).values({ name: c.businessName }).returning({ id: companies.id });
  const [row] = await db
    .insert(customers)
    .values({ ...c, companyId: company.id, companyRole: 'admin' })
    .returning();
  return row;
}

export async function setPasswordHash(db: Database, customerId: string, passwordHash: string): Promise<void> {
  await db.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customerId));
}

/** Sets verified_at once; a second call keeps the first moment. */
export async function markCustomerVerified(db: Database, customerId: string): Promise<void> {
  await db
    .update(customers)
    .set({ verifiedAt: sql`coalesce(${customers.verifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

// ---- email tokens (verification, password reset) ----------------------------------------

export async function insertEmailToken(
  db: Database,
  t: { customerId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(customerTokens).values(t);
}

/** A token by its hash, with whether its customer is verified already. */
export async function findEmailToken(db: Database, purpose: EmailTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select({
      id: customerTokens.id,
      customerId: customerTokens.customerId,
      expiresAt: customerTokens.expiresAt,
      usedAt: customerTokens.usedAt,
      customerVerifiedAt: customers.verifiedAt,
    })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(and(eq(customerTokens.tokenHash, tokenHash), eq(customerTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks an unused, unexpired token used and returns its customer; null when it was not (any
 * more) usable. The condition sits in the UPDATE itself, so of two parallel uses only one wins.
 */
export async function consumeEmailToken(db: Database, purpose: EmailTokenPurpose, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: customerTokens.customerId });
  return row?.customerId ?? null;
}

/** Marks every unused token of a purpose used, e.g. older reset links once the password changed. */
export async function retireEmailTokens(db: Database, customerId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(customerTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.purpose, purpose), isNull(customerTokens.usedAt)));
}

export async function countTokensSince(db: Database, customerId: string, purpose: EmailTokenPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.purpose, purpose), gt(customerTokens.createdAt, since)));
  return Number(row?.n ?? 0);
}
