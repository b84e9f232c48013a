import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, customers } from '../../db/schema/index.js';
import type { CustomerProfileRow, MachinePark } from './customer-view.js';

export interface ProfileValues {
  name: string;
  mobileNumber: string;
  businessName: string;
  address: string;
  /** A new photo path, '' to remove the photo, or undefined to keep it. */
  profileImage?: string;
}

/** A customer's row with their company's name and machine park, as the profile shows them. */
const profileFields = {
  ...getTableColumns(customers),
  companyName: companies.name,
  machineMakeIds: companies.machineMakeIds,
  machineModelIds: companies.machineModelIds,
  sheetMaterials: companies.sheetMaterials,
  sheetThicknesses: companies.sheetThicknesses,
};

const selectProfile = (db: Database) =>
  db.select(profileFields).from(customers).innerJoin(companies, eq(companies.id, customers.companyId));

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
      companyId: customers.companyId,
      companyRole: customers.companyRole,
      orderLimitCents: customers.orderLimitCents,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function findCustomerById(db: Database, id: string): Promise<CustomerProfileRow | undefined> {
  const [row] = await selectProfile(db).where(eq(customers.id, id));
  return row;
}

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerProfileRow | undefined> {
  const [row] = await selectProfile(db).where(eq(customers.email, email)).limit(1);
  return row;
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether a profile form's machine park differs from the company's (a buyer may send it unchanged only). */
export const parkChanged = (current: MachinePark, next: MachinePark) =>
  !sameIds(current.machineMakeIds, next.machineMakeIds) ||
  !sameIds(current.machineModelIds, next.machineModelIds) ||
  !sameIds(current.sheetMaterials, next.sheetMaterials) ||
  !sameIds(current.sheetThicknesses, next.sheetThicknesses);

/**
 * Saves the profile, and the machine park into the member's company when `canEditPark` allows
 * (admins; a buyer's unchanged park is not written). Answers with the photo path it replaced, so
 * the caller can delete that file; the row lock keeps two concurrent updates from both claiming
 * the same previous photo. 'park' when a buyer tried to change the company's machines.
 */
export async function updateCustomerProfile(
  db: Database,
  id: string,
  values: ProfileValues,
  park: MachinePark,
): Promise<{ row: CustomerProfileRow; previousImage: string } | 'park' | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await selectProfile(tx).where(eq(customers.id, id)).for('update', { of: customers });
    if (!current) return undefined;
    const changed = parkChanged(current, park);
    if (changed && current.companyRole !== 'admin') return 'park';
    await tx
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(customers.id, id));
    if (changed)
      await tx
        .update(companies)
        .set({ ...park, updatedAt: new Date() })
        .where(eq(companies.id, current.companyId));
    const [row] = await selectProfile(tx).where(eq(customers.id, id));
    return { row, previousImage: current.profileImage };
  });
}

/** The machine park of a company (the profile's machines of each member). */
export async function findMachinePark(db: Database, companyId: string): Promise<MachinePark> {
  const [row] = await db
    .select({
      machineMakeIds: companies.machineMakeIds,
      machineModelIds: companies.machineModelIds,
      sheetMaterials: companies.sheetMaterials,
      sheetThicknesses: companies.sheetThicknesses,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { machineMakeIds: [], machineModelIds: [], sheetMaterials: [], sheetThicknesses: [] };
}
