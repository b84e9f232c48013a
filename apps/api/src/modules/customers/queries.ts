import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import type { CustomerRow } from './customer-view.js';

export interface ProfileValues {
  name: string;
  mobileNumber: string;
  businessName: string;
  machineMakeIds: string[];
  machineModelIds: string[];
  sheetMaterials: string[];
  sheetThicknesses: string[];
  address: string;
  /** A new photo path, '' to remove the photo, or undefined to keep it. */
  profileImage?: string;
}

/**
 * Locks the customer's row for the rest of the transaction, so the changes of one customer that
 * count or read across rows (cart and wishlist limits, order placement) run one after another:
 * the second of two parallel order presses sees the first one's order and empty cart. Answers
 * what order placement needs of the row, or undefined when there is no such customer.
 */
export async function lockCustomer(tx: Database, customerId: string) {
  const [row] = await tx
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      shippingAddress: customers.shippingAddress,
      poRequired: customers.poRequired,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function findCustomerById(db: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/**
 * Saves the profile and answers with the photo path it replaced, so the caller can delete that
 * file; the row lock keeps two concurrent updates from both claiming the same previous photo.
 */
export async function updateCustomerProfile(
  db: Database,
  id: string,
  values: ProfileValues,
): Promise<{ row: CustomerRow; previousImage: string } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ profileImage: customers.profileImage }).from(customers).where(eq(customers.id, id)).for('update');
    if (!current) return undefined;
    const [row] = await tx
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    return { row, previousImage: current.profileImage };
  });
}
