import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { useTestShop } from './test/test-app.js';
import { warmUp } from './warm-up.js';

const shop = useTestShop();

/** How many rows each table of the shop holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    shop.handle.db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(shop.handle.db, sql`select count(*)::int as n from ${sql.identifier(table_name)}`);
    counts[table_name] = row!.n;
  }
  return counts;
}

describe('warming a new process up before it listens', () => {
  it('writes nothing to the shop, and the process answers as before', async () => {
    const before = await rowCounts();
    expect(before.products).toBeGreaterThan(0);
    await warmUp(shop.app);
    expect(await rowCounts()).toEqual(before);
    const res = await shop.app.inject({ method: 'GET', url: '/api/v1/product/public/lists?page=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.length).toBeGreaterThan(0);
  });
});
