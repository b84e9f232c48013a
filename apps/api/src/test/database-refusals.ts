import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Makes the database itself refuse every cancellation of an order (a trigger raising an error), as
 * a failover or a serialization failure would at the moment of the commit, until `stop()`. The
 * shop's own queries run unchanged; only the database answers differently.
 */
export async function refuseOrderCancellations(db: Database): Promise<{ stop: () => Promise<void> }> {
  await db.execute(sql`create or replace function test_refuse_cancellation() returns trigger language plpgsql as $$
    begin raise exception 'the database refused the cancellation (test)'; end $$`);
  await db.execute(sql`create trigger test_refuse_cancellation before update on orders
    for each row when (new.status = 'Cancelled') execute function test_refuse_cancellation()`);
  return {
    async stop() {
      await db.execute(sql`drop trigger if exists test_refuse_cancellation on orders`);
      await db.execute(sql`drop function if exists test_refuse_cancellation()`);
    },
  };
}
