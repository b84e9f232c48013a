import { eq, sql } from 'drizzle-orm';
import type { ShippingAddress } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';

/**
 * Saves the checkout address on the customer. The email comes from the account row in the same
 * statement, so the address always carries the email the account has now.
 */
export async function saveShippingAddress(
  db: Database,
  customerId: string,
  fields: Omit<ShippingAddress, 'customer_email'>,
): Promise<Record<string, string> | undefined> {
  const [row] = await db
    .update(customers)
    .set({
      shippingAddress: sql`${JSON.stringify(fields)}::jsonb || jsonb_build_object('customer_email', ${customers.email})`,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId))
    .returning({ shippingAddress: customers.shippingAddress });
  return row?.shippingAddress ?? undefined;
}

export async function findShippingAddress(db: Database, customerId: string): Promise<Record<string, string> | null> {
  const [row] = await db.select({ shippingAddress: customers.shippingAddress }).from(customers).where(eq(customers.id, customerId));
  return row?.shippingAddress ?? null;
}
