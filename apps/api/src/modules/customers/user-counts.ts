import type { Database } from '../../db/client.js';
import type { UserCounts } from './customer-view.js';

/**
 * The numbers on the profile dashboard's cards (spec section 2, /user/profile). Orders, wishlist
 * and cart have no tables yet: the cart, wishlist and orders issues fill in their counts here.
 */
export async function userCounts(_db: Database, _customerId: string): Promise<UserCounts> {
  return { order: 0, wishlist: 0, cart: 0 };
}
