import { inArray } from 'drizzle-orm';
import type { RateTier } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { createRng } from '../catalog/util.js';
import { DEMO_STAFF } from '../staff.js';
import { catalogShelf } from './catalog-lines.js';
import { DEMO_CUSTOMER_PASSWORD, seedDemoCustomers } from './customers.js';
import { seedDemoEnquiries } from './enquiries.js';
import { seedDemoOrders } from './orders.js';
import { seedDemoQuotes } from './quotes.js';

export { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from './customers.js';

/** The fixed seed of the demo shop's random stream: the same catalog gives the same orders. */
const SHOP_SEED = 20_261_124;
const DAY = 86_400_000;

/**
 * A shop that looks lived in (issue 11): verified demo customers with machines and sheets, about
 * 30 orders of the last 60 days in every state (with payment events, parcels, emails and notes)
 * and contact enquiries in each status. Needs the demo catalog (seedDemoData) first; the demo
 * staff (seedDemoStaff), when present, are the authors of notes, parcels and replies. Times are
 * relative to `now`; everything else comes from a fixed seed. Development only: the customers'
 * password is published.
 */
export async function seedDemoShop(
  db: Database,
  /** drawingsDir: where the demo quote's drawing is written (DRAWINGS_DIR); without it the quote has none. */
  opts: { rates: readonly RateTier[]; now?: Date; drawingsDir?: string },
): Promise<{ customers: number; orders: number }> {
  const now = opts.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const rng = createRng(SHOP_SEED);
    const customers = await seedDemoCustomers(tx, passwordHash, (i) => new Date(now.getTime() - (90 - i * 5) * DAY));
    if (!customers.length) return { customers: 0, orders: 0 };
    const emails = [DEMO_STAFF.sales.email, DEMO_STAFF.warehouse.email];
    const people = await tx.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.email, emails));
    const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? null;
    const staffIds = { sales: idOf(DEMO_STAFF.sales.email), warehouse: idOf(DEMO_STAFF.warehouse.email) };
    const orders = await seedDemoOrders(tx, { rng, now, customers, shelf: await catalogShelf(tx), rates: opts.rates, staff: staffIds });
    await seedDemoEnquiries(tx, now, staffIds.sales);
    await seedDemoQuotes(tx, { now, salesId: staffIds.sales, drawingsDir: opts.drawingsDir });
    return { customers: customers.length, orders };
  });
}
