import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, cartItemVariants, orders, wishlistItems } from '../../db/schema/index.js';
import type { UserCounts } from './customer-view.js';

type CountOfCustomer = (db: Database, customerId: string) => Promise<number>;

/** One counter per card of the profile dashboard (spec section 2, /user/profile): a new card is one line. */
const COUNTERS: Record<keyof UserCounts, CountOfCustomer> = {
  // Plain counts of the cart, wishlist and orders tables: reading a count needs none of their rules.
  order: (db, customerId) => db.$count(orders, eq(orders.customerId, customerId)),
  // The cart card counts the lines the buyer sees (each configured variant one), as the header
  // badge does (cartLineCount, issue 16), not pieces.
  cart: async (db, customerId) => {
    const variants = sql`(select count(*) from ${cartItemVariants} where ${cartItemVariants.cartItemId} = ${cartItems.id})`;
    const [row] = await db
      .select({ lines: sql<number>`coalesce(sum(greatest(1, ${variants})), 0)::int` })
      .from(cartItems)
      .where(eq(cartItems.customerId, customerId));
    return row?.lines ?? 0;
  },
  wishlist: (db, customerId) => db.$count(wishlistItems, eq(wishlistItems.customerId, customerId)),
};

/** The numbers on the profile dashboard's cards. */
export async function userCounts(db: Database, customerId: string): Promise<UserCounts> {
  const counts = {} as UserCounts;
  const cards = Object.keys(COUNTERS) as (keyof UserCounts)[];
  await Promise.all(cards.map(async (card) => (counts[card] = await COUNTERS[card](db, customerId))));
  return counts;
}
