import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { demoCatalog, validSelection } from '../../test/catalog.js';
import { asCustomer, newCustomer } from '../../test/customers.js';

const shop = useTestShop();
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));

const storedWishlist = async (customerId: string) =>
  (await shop.handle.db.select({ productId: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId)))
    .map((r) => r.productId)
    .sort();

const ids = (result: { _id: string }[]) => result.map((p) => p._id);

describe('PUT /wishlist/update/{userId}', () => {
  it('adds a product once, however often it is added, and lists it with prices for the customer', async () => {
    const me = await newCustomer(shop);
    const { send } = me;
    const first = await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: demo.plain.id });
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: demo.plain.id });
    expect(again.json()).toMatchObject({ status: true, message: 'Product has been added to the wishlist.' });
    expect(ids(again.json().result)).toEqual([demo.plain.id]);
    expect(again.json().result[0]).toMatchObject({ product_name: demo.plain.name, product_price: demo.plain.priceCents / 100 });
    expect(await storedWishlist(me.id)).toEqual([demo.plain.id]);
  });

  it('answers 404 for a product that does not exist and 400 without a product id', async () => {
    const me = await newCustomer(shop);
    const { send } = me;
    const unknown = await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: '00000000-0000-4000-8000-00000000beef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This product was not found.');
    const missing = await send('PUT', `/wishlist/update/${me.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('please provide id');
    expect(await storedWishlist(me.id)).toEqual([]);
  });

  it('refuses a 201st product with the limit message', async () => {
    const me = await newCustomer(shop);
    const all = await shop.handle.db.select({ id: products.id }).from(products).limit(201);
    await shop.handle.db.insert(wishlistItems).values(all.slice(0, 200).map((p) => ({ customerId: me.id, productId: p.id })));
    const { send } = me;
    const res = await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: all[200].id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Your wishlist can hold at most 200 products.' });
    expect(await storedWishlist(me.id)).toHaveLength(200);
    // A product already there is still "added" (nothing changes).
    expect((await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: all[0].id })).statusCode).toBe(200);
  });
});

describe('GET /wishlist/{userId} and DELETE /wishlist/{userId}/{itemId}', () => {
  it('lists the newest first with the price range of a product with variants, and removes one', async () => {
    const me = await newCustomer(shop);
    const { send } = me;
    await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: demo.plain.id });
    await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: demo.inchVariant.productId });
    const list = await send('GET', `/wishlist/${me.id}`);
    expect(list.statusCode).toBe(200);
    expect(ids(list.json().result)).toEqual([demo.inchVariant.productId, demo.plain.id]);
    expect(list.json().result[0].product_price_range).toEqual({ min: expect.any(Number), max: expect.any(Number) });

    const removed = await send('DELETE', `/wishlist/${me.id}/${demo.plain.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ status: true, message: 'Product has been removed to the wishlist.' });
    expect(ids(removed.json().result)).toEqual([demo.inchVariant.productId]);
    expect(await storedWishlist(me.id)).toEqual([demo.inchVariant.productId]);
  });

  it("answers 403 for another customer's wishlist and 401 for a visitor, changing nothing", async () => {
    const victim = await newCustomer(shop);
    const intruder = await newCustomer(shop);
    await victim.send('PUT', `/wishlist/update/${victim.id}`, { user_wishlist_id: demo.plain.id });
    const calls: ['GET' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/wishlist/${victim.id}`],
      ['PUT', `/wishlist/update/${victim.id}`, { user_wishlist_id: demo.inchVariant.productId }],
      ['DELETE', `/wishlist/${victim.id}/${demo.plain.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const forbidden = await intruder.send(method, url, payload);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json()).toEqual({ status: false, message: 'You can only access your own account.' });
      const visitor = await asCustomer(shop)(method, url, payload);
      expect(visitor.statusCode, url).toBe(401);
    }
    expect(await storedWishlist(victim.id)).toEqual([demo.plain.id]);
    expect(await storedWishlist(intruder.id)).toEqual([]);
  });
});

describe('user_counts on GET /customer/{id}', () => {
  it('counts cart lines (not pieces) and wishlist items', async () => {
    const me = await newCustomer(shop);
    const { send } = me;
    await send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: demo.plain.id, cart_product_quantity: 5 });
    const v = demo.unmeasuredVariant;
    await send('POST', '/cart/variant-add-to-cart', {
      cart_customer_id: me.id,
      cart_product_id: v.productId,
      cart_selected_product_variants: { ...validSelection(v), variant_quantity: 3 },
    });
    for (const p of [demo.plain.id, demo.inchVariant.productId, demo.mmOnlyVariant.productId])
      await send('PUT', `/wishlist/update/${me.id}`, { user_wishlist_id: p });
    const res = await send('GET', `/customer/${me.id}`);
    expect(res.statusCode).toBe(200);
    const wishlisted = new Set([demo.plain.id, demo.inchVariant.productId, demo.mmOnlyVariant.productId]).size;
    expect(res.json().result.user_counts).toEqual({ order: 0, cart: 2, wishlist: wishlisted });
  });
});
