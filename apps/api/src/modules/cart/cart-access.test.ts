import { describe, expect, it } from 'vitest';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { customerWithCart, storedCart } from '../../test/carts.js';
import { demoCatalog, validSelection } from '../../test/catalog.js';
import { asCustomer, type Send } from '../../test/customers.js';

const shop = useTestShop();
const demo = beforeAllValue(() => demoCatalog(shop.handle.db));

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000fffff';

type Shopper = Awaited<ReturnType<typeof customerWithCart>>;

/** Every cart call, aimed at `target`'s customer id, lines and variant. */
function everyCall(target: Shopper): [string, string, object?][] {
  return [
    ['GET', `/cart/customer-cart-list/${target.id}`],
    ['POST', '/cart/add-to-cart', { cart_customer_id: target.id, cart_product_id: demo.plain.id }],
    ['POST', '/cart/qty-plus-minus', { cartId: target.plainLine, cart_product_quantity: 7 }],
    ['DELETE', `/cart/remove-to-cart/${target.id}/${target.plainLine}`],
    [
      'POST',
      '/cart/variant-add-to-cart',
      {
        cart_customer_id: target.id,
        cart_product_id: demo.unmeasuredVariant.productId,
        cart_selected_product_variants: validSelection(demo.unmeasuredVariant),
      },
    ],
    ['POST', '/cart/variant-qty-plus-minus', { cartId: target.variantLine, variantId: target.variantId, variant_quantity: 7 }],
    ['POST', '/cart/variant-remove-to-cart', { userId: target.id, cartId: target.variantLine, variantId: target.variantId }],
  ];
}

const call = (send: Send, [method, url, payload]: [string, string, object?]) => send(method as 'GET', url, payload);

describe('who may touch a cart', () => {
  it('answers a visitor 401 on every call, before looking at the body', async () => {
    const victim = await customerWithCart(shop, demo);
    const before = await storedCart(shop.handle.db, victim.id);
    for (const c of [...everyCall(victim), ['POST', '/cart/add-to-cart', { nonsense: true }] as [string, string, object]]) {
      const res = await call(asCustomer(shop), c);
      expect(res.statusCode, c[1]).toBe(401);
      expect(res.json()).toEqual({ status: false, message: 'Please log in to continue.' });
    }
    expect(await storedCart(shop.handle.db, victim.id)).toEqual(before);
  });

  it("answers 403 on every call naming another customer's account or lines, changing nothing of either", async () => {
    const victim = await customerWithCart(shop, demo);
    const intruder = await customerWithCart(shop, demo);
    const [victimBefore, intruderBefore] = [await storedCart(shop.handle.db, victim.id), await storedCart(shop.handle.db, intruder.id)];
    const calls = [
      ...everyCall(victim),
      // Own account in the path or body, someone else's line.
      ['DELETE', `/cart/remove-to-cart/${intruder.id}/${victim.plainLine}`],
      ['POST', '/cart/variant-remove-to-cart', { userId: intruder.id, cartId: victim.variantLine, variantId: victim.variantId }],
    ] as [string, string, object?][];
    for (const c of calls) {
      const res = await call(intruder.send, c);
      expect(res.statusCode, `${c[0]} ${c[1]}`).toBe(403);
      expect(res.json()).toEqual({ status: false, message: 'You can only access your own account.' });
    }
    expect(await storedCart(shop.handle.db, victim.id)).toEqual(victimBefore);
    expect(await storedCart(shop.handle.db, intruder.id)).toEqual(intruderBefore);
  });

  it('answers 404 for a cart line that does not exist', async () => {
    const me = await customerWithCart(shop, demo);
    const before = await storedCart(shop.handle.db, me.id);
    const calls: [string, string, object?][] = [
      ['POST', '/cart/qty-plus-minus', { cartId: UNKNOWN_ID, cart_product_quantity: 2 }],
      ['DELETE', `/cart/remove-to-cart/${me.id}/${UNKNOWN_ID}`],
      ['POST', '/cart/variant-qty-plus-minus', { cartId: UNKNOWN_ID, variantId: me.variantId, variant_quantity: 2 }],
      ['POST', '/cart/variant-remove-to-cart', { userId: me.id, cartId: UNKNOWN_ID, variantId: me.variantId }],
    ];
    for (const c of calls) {
      const res = await call(me.send, c);
      expect(res.statusCode, c[1]).toBe(404);
      expect(res.json()).toEqual({ status: false, message: 'This item is not in your cart.' });
    }
    // A variant that is not in an existing line of mine.
    const res = await me.send('POST', '/cart/variant-remove-to-cart', { userId: me.id, cartId: me.variantLine, variantId: UNKNOWN_ID });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This variant was not found.');
    expect(await storedCart(shop.handle.db, me.id)).toEqual(before);
  });

  it("answers 400 'please provide id' when an id is missing, and 'Invalid id' when it is malformed", async () => {
    const me = await customerWithCart(shop, demo);
    const before = await storedCart(shop.handle.db, me.id);
    const missing: [string, string, object?][] = [
      ['DELETE', `/cart/remove-to-cart/${me.id}/undefined`],
      ['DELETE', `/cart/remove-to-cart/${me.id}/`],
      ['DELETE', `/cart/remove-to-cart/${me.id}`],
      ['DELETE', `/cart/remove-to-cart/null/${me.plainLine}`],
      ['POST', '/cart/qty-plus-minus', { cart_product_quantity: 2 }],
      ['POST', '/cart/variant-remove-to-cart', { userId: me.id, cartId: me.variantLine }],
      ['POST', '/cart/variant-remove-to-cart', { userId: me.id, variantId: me.variantId }],
      ['POST', '/cart/variant-qty-plus-minus', { cartId: '', variantId: me.variantId, variant_quantity: 2 }],
      ['POST', '/cart/add-to-cart', { cart_customer_id: me.id }],
      ['POST', '/cart/add-to-cart'],
    ];
    for (const c of missing) {
      const res = await call(me.send, c);
      expect(res.statusCode, `${c[1]} ${JSON.stringify(c[2])}`).toBe(400);
      expect(res.json()).toEqual({ status: false, message: 'please provide id' });
    }
    const malformed = await me.send('POST', '/cart/qty-plus-minus', { cartId: 'line-1', cart_product_quantity: 2 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid id');
    expect(await storedCart(shop.handle.db, me.id)).toEqual(before);
  });
});
