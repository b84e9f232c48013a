import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, customers, orders } from '../../db/schema/index.js';
import type { CustomerRow } from './customer-view.js';

// SQL of the back office's customer screens. The order count reads the orders table directly, as
// the profile dashboard's user counts do (user-counts.ts).

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminCustomerListRow {
  id: string;
  name: string;
  email: string;
  businessName: string;
  verifiedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  orderCount: number;
}

// Qualified by hand: in a one-table select Drizzle writes a column without its table, which the
// subquery would read as its own.
const orderCount = sql<number>`(select count(*) from ${orders} o where o.customer_id = "customers"."id")`.mapWith(Number);

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return or(ilike(customers.name, like), ilike(customers.email, like), ilike(customers.businessName, like));
}

/** One page of customers, newest first, with the count of all that match. */
export async function listAdminCustomers(
  db: Database,
  q: { search?: string; page: number; limit: number },
): Promise<{ rows: AdminCustomerListRow[]; totalCount: number }> {
  const where = searchOf(q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        businessName: customers.businessName,
        verifiedAt: customers.verifiedAt,
        disabledAt: customers.disabledAt,
        createdAt: customers.createdAt,
        orderCount,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function lockCustomerRow(tx: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  return row;
}

/** Sets or clears verified_at / disabled_at, only when it changes; answers the row, or undefined when nothing changed. */
export async function setVerified(tx: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .update(customers)
    .set({ verifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(customers.id, id), isNull(customers.verifiedAt)))
    .returning();
  return row;
}

export async function setDisabled(tx: Database, id: string, disabled: boolean): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .update(customers)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(customers.id, id), disabled ? isNull(customers.disabledAt) : isNotNull(customers.disabledAt)))
    .returning();
  return row;
}

/** Sets whether the customer's orders need their PO number, only when it changes; undefined when it was already so. */
export async function setPoRequired(tx: Database, id: string, required: boolean): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .update(customers)
    .set({ poRequired: required, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.poRequired, !required)))
    .returning();
  return row;
}

/** The name of the customer's company (issue 26), for the link to its page. */
export async function companyNameOf(db: Database, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
