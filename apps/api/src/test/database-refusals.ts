import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Makes the database itself refuse every update of an order that matches `when` (a trigger
 * raising an error), as a failover or a serialization failure would at the moment of the commit,
 * until `stop()`. The shop's own queries run unchanged; only the database answers differently.
 */
async function refuseOrderUpdates(db: Database, when: 'cancellation' | 'payment flag'): Promise<{ stop: () => Promise<void> }> {
  const condition =
    when === 'cancellation' ? sql.raw(`new.status = 'Cancelled'`) : sql.raw(`new.payment_attention is distinct from old.payment_attention`);
  await db.execute(sql`create or replace function test_refuse_order_update() returns trigger language plpgsql as $$
    begin raise exception 'the database refused the change (test)'; end $$`);
  await db.execute(sql`create trigger test_refuse_order_update before update on orders
    for each row when (${condition}) execute function test_refuse_order_update()`);
  return {
    async stop() {
      await db.execute(sql`drop trigger if exists test_refuse_order_update on orders`);
      await db.execute(sql`drop function if exists test_refuse_order_update()`);
    },
  };
}

/** The database refuses to cancel any order. */
export const refuseOrderCancellations = (db: Database) => refuseOrderUpdates(db, 'cancellation');

/** The database refuses any change of an order's payment flags (extra payments). */
export const refusePaymentFlagChanges = (db: Database) => refuseOrderUpdates(db, 'payment flag');
