import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './api-root.js';
import { openDatabase, queryRows } from './db/client.js';
import { migrate } from './db/migrate.js';

// Issue 26: customers of a shop from before companies each become the admin of a company of their
// own, keeping their orders, machines and saved address. Proved on a database migrated up to 0013,
// filled as the shop then wrote it, and then migrated on.

const MIGRATIONS = join(API_ROOT, 'src/db/migrations');
const before = mkdtempSync(join(tmpdir(), 'nb-migrations-0013-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before companies: 0000 to 0013. */
function migrationsUpTo0013(): string {
  cpSync(MIGRATIONS, before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0014');
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
  return before;
}

describe('migration 0014 (companies)', () => {
  it('makes every customer the admin of their own company with their machines, address and orders intact', async () => {
    const handle = await openDatabase({ inMemory: true });
    try {
      const { db } = handle;
      await db.execute(sql`create extension if not exists pg_trgm`);
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(db as never, { migrationsFolder: migrationsUpTo0013() });
      const make = '11111111-1111-4111-8111-111111111111';
      await db.execute(sql`insert into machine_makes (id, name) values (${make}, 'Amada')`);
      await db.execute(sql`
        insert into customers (id, email, name, business_name, password_hash, machine_make_ids, sheet_materials, shipping_address, verified_at)
        values
          ('22222222-2222-4222-8222-222222222222', 'dana@precisionfab.com', 'Dana', 'Precision Fab LLC', 'x', array[${make}]::uuid[], '{mild-steel}',
           '{"customer_name":"Dana","customer_email":"dana@precisionfab.com","customer_city":"Holland"}'::jsonb, now()),
          ('33333333-3333-4333-8333-333333333333', 'lee@example.com', 'Lee', '', 'x', '{}', '{}', null, now())`);
      await db.execute(sql`
        insert into orders (order_number, customer_id, payment_type, lines, shipping_address, sub_total_cents, shipping_cents, total_cents)
        values ('NB-100001', '22222222-2222-4222-8222-222222222222', 'COD', '[]'::jsonb, '{}'::jsonb, 10000, 1950, 11950)`);

      await migrate(handle);

      const companies = await queryRows(
        db,
        sql`
          select c.id, c.email, c.company_role, c.order_limit_cents, co.name, co.machine_make_ids, co.sheet_materials
          from customers c join companies co on co.id = c.company_id order by c.email`,
      );
      expect(companies).toEqual([
        {
          id: '22222222-2222-4222-8222-222222222222',
          email: 'dana@precisionfab.com',
          company_role: 'admin',
          order_limit_cents: null,
          name: 'Precision Fab LLC',
          machine_make_ids: [make],
          sheet_materials: ['mild-steel'],
        },
        {
          id: '33333333-3333-4333-8333-333333333333',
          email: 'lee@example.com',
          company_role: 'admin',
          order_limit_cents: null,
          name: '',
          machine_make_ids: [],
          sheet_materials: [],
        },
      ]);
      const locations = await queryRows(db, sql`select company_id, label, address, is_default from company_addresses`);
      // The email stays each member's own: the company's location keeps none.
      expect(locations).toEqual([
        {
          company_id: '22222222-2222-4222-8222-222222222222',
          label: 'Main location',
          address: { customer_name: 'Dana', customer_city: 'Holland' },
          is_default: true,
        },
      ]);
      const orders = await queryRows(db, sql`select order_number, customer_id, total_cents from orders`);
      expect(orders).toEqual([{ order_number: 'NB-100001', customer_id: '22222222-2222-4222-8222-222222222222', total_cents: 11950 }]);
    } finally {
      await handle.close();
    }
  });
});
