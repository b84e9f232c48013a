import { sql } from 'drizzle-orm';
import type { StaffRole } from '@northbend/shared';
import type { Database } from '../db/client.js';
import { staff } from '../db/schema/index.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';

/** The demo back-office logins (development with demo data only; never in production). */
export const DEMO_STAFF_PASSWORD = 'Northbend-demo-2024';
export const DEMO_STAFF: Record<StaffRole, { email: string; name: string }> = {
  owner: { email: 'owner@northbend.example', name: 'Olivia Owner' },
  sales: { email: 'sales@northbend.example', name: 'Sam Sales' },
  warehouse: { email: 'warehouse@northbend.example', name: 'Wes Warehouse' },
  editor: { email: 'editor@northbend.example', name: 'Eddie Editor' },
};

/** One demo staff user per role, all with DEMO_STAFF_PASSWORD; existing emails are left alone. */
export async function seedDemoStaff(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const rows = Object.entries(DEMO_STAFF).map(([role, s]) => ({ ...s, role: role as StaffRole, passwordHash }));
  await db.insert(staff).values(rows).onConflictDoNothing();
}

/** The demo owner's login while it still has the demo password (to print at start), else null. */
export async function demoOwnerLogin(db: Database): Promise<{ email: string; password: string } | null> {
  const { email } = DEMO_STAFF.owner;
  const [row] = await db
    .select({ passwordHash: staff.passwordHash, disabledAt: staff.disabledAt })
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email}`)
    .limit(1);
  if (!row?.passwordHash || row.disabledAt || !(await verifyPassword(row.passwordHash, DEMO_STAFF_PASSWORD))) return null;
  return { email, password: DEMO_STAFF_PASSWORD };
}

/** How many staff accounts exist (none: the start-up log tells how to create the first owner). */
export async function staffCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staff);
  return Number(row?.n ?? 0);
}
