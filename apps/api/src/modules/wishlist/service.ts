import { CART_LIMITS, CART_MESSAGES, WISHLIST_MESSAGES } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { findProductById } from '../catalog/index.js';
import type { ProductService } from '../catalog/index.js';
import { CUSTOMER_NOT_FOUND, lockCustomer } from '../customers/index.js';
import { addWishlistItem, findWishlistProductIds, removeWishlistItem, wishlistFacts } from './queries.js';

/** A customer's wishlist, shown as the catalog's product list items with the customer's prices. */
export function wishlistService(db: Database, products: ProductService) {
  async function list(customerId: string) {
    const ids = await findWishlistProductIds(db, customerId);
    return ids.length ? products.byIds(ids, { kind: 'customer', customerId }) : [];
  }

  return {
    list,

    /** Adds a product (a second add changes nothing); the customer's row lock keeps the limit exact. */
    async add(customerId: string, productId: string) {
      await db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
        if (!(await findProductById(tx, productId))) throw notFound(CART_MESSAGES.productNotFound);
        const facts = await wishlistFacts(tx, customerId, productId);
        if (!facts.has && facts.items >= CART_LIMITS.wishlistItems) throw badRequest(WISHLIST_MESSAGES.full);
        await addWishlistItem(tx, customerId, productId);
      });
      return list(customerId);
    },

    /** Removing a product that is not in the wishlist is not an error: the heart may be pressed twice. */
    async remove(customerId: string, productId: string) {
      await removeWishlistItem(db, customerId, productId);
      return list(customerId);
    },
  };
}

export type WishlistService = ReturnType<typeof wishlistService>;
