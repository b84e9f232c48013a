import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, orders, wishlistItems } from '../../db/schema/index.js';
import type { UserCounts } from './customer-view.js';

type CountOfCustomer = (db: Database, customerId: string) => Promise<number>;

/** One counter per card of the profile dashboard (spec section 2, /user/profile): a new card is one line. */
const COUNTERS: Record<keyof UserCounts, CountOfCustomer> = {
  // Plain counts of the cart, wishlist and orders tables: reading a count needs none of their rules.
  order: (db, customerId) => db.$count(orders, eq(orders.customerId, customerId)),
  // The cart card counts lines (products), as the header badge does, not pieces.
  cart: (db, customerId) => db.$count(cartItems, eq(cartItems.customerId, customerId)),
  wishlist: (db, customerId) => db.$count(wishlistItems, eq(wishlistItems.customerId, customerId)),
};

/** The numbers on the profile dashboard's cards. */
export async function userCounts(db: Database, customerId: string): Promise<UserCounts> {
  const counts = {} as UserCounts;
  const cards = Object.keys(COUNTERS) as (keyof UserCounts)[];
  await Promise.all(cards.map(async (card) => (counts[card] = await COUNTERS[card](db, customerId))));
  return counts;
}
