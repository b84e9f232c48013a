import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';
import { archiveProduct, plainProducts } from '../../test/catalog-changes.js';
import { newCustomer } from '../../test/customers.js';

// Issue 12: an archived product leaves the storefront; a wishlist that holds it lists it no more
// (the catalog's byIds leaves it out), and lists it again if staff restore it.

const shop = useTestShop();
const ids = (result: { _id: string }[]) => result.map((p) => p._id);

describe('a wishlist holding a product staff archive', () => {
  it('leaves the archived product out until it is restored', async () => {
    const [gone, kept] = await plainProducts(shop.handle.db, 2);
    const me = await newCustomer(shop);
    await me.send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: gone.id });
    await me.send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: kept.id });

    await archiveProduct(shop.handle.db, gone.id);
    const listed = await me.send('GET', `/wishlist/${me.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ids(listed.json().result)).toEqual([kept.id]);

    await archiveProduct(shop.handle.db, gone.id, false);
    expect(ids((await me.send('GET', `/wishlist/${me.id}`)).json().result).sort()).toEqual([gone.id, kept.id].sort());
  });
});
