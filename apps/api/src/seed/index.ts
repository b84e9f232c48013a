import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { seedCatalog } from './catalog/index.js';
import { seedContent } from './content/index.js';

export { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoOwnerLogin, seedDemoStaff, staffCount } from './staff.js';
export { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS, seedDemoShop } from './shop/index.js';

/** True when the catalog holds no product yet: the demo data is only ever added to an empty shop. */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Seeds the demo catalog, content pages and their images in one transaction. */
export async function seedDemoData(db: Database, imagesDir: string): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalog(tx as unknown as Database, imagesDir);
    await seedContent(tx as unknown as Database, imagesDir);
  });
}
