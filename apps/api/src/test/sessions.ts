import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, customers, refreshSessions, staffRefreshSessions } from '../db/schema/index.js';
import { newSecret } from '../lib/secrets.js';

// Access tokens name a live refresh session (decision 014), so a token made for a test needs one:
// a session row straight in the table, as a login would have started it.

const DAY_MS = 24 * 3600_000;

/** The customer of `customerToken()` without an id: made on first use, verified. */
export const TEST_SHOPPER_ID = '00000000-0000-4000-8000-000000000001';

async function ensureTestShopper(db: Database): Promise<void> {
  // Its company has the customer's id, as the migration of issue 26 gave existing customers.
  await db.insert(companies).values({ id: TEST_SHOPPER_ID, name: 'Precision Fab LLC' }).onConflictDoNothing();
  await db
    .insert(customers)
    .values({
      id: TEST_SHOPPER_ID,
      companyId: TEST_SHOPPER_ID,
      email: 'test.shopper@precisionfab.example',
      name: 'Test Shopper',
      mobileNumber: '+1 616 555 0100',
      businessName: 'Precision Fab LLC',
      passwordHash: 'not-a-password-hash',
      verifiedAt: new Date(),
    })
    .onConflictDoNothing();
}

/**
 * A live session of the customer; for an id that is no customer (malformed, deleted) a session id
 * that names nothing, so its token is refused as an ended session's would be.
 */
export async function testSession(db: Database, customerId: string): Promise<string> {
  if (customerId === TEST_SHOPPER_ID) await ensureTestShopper(db);
  const [customer] = /^[0-9a-f-]{36}$/i.test(customerId)
    ? await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1)
    : [];
  const familyId = randomUUID();
  if (!customer) return familyId;
  await db.insert(refreshSessions).values({
    customerId,
    familyId,
    tokenHash: newSecret().hash,
    rememberMe: false,
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return familyId;
}

/** A live back-office session of a staff user. */
export async function testStaffSession(db: Database, staffId: string): Promise<string> {
  const familyId = randomUUID();
  await db
    .insert(staffRefreshSessions)
    .values({ staffId, familyId, tokenHash: newSecret().hash, expiresAt: new Date(Date.now() + DAY_MS) });
  return familyId;
}
