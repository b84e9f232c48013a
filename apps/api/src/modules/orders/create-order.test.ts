import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { cartItems, cartItemVariants, orders, productVariants } from '../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { cartLineCount, fillCart } from '../../test/carts.js';
import { pickCatalog } from '../../test/catalog.js';
import { newCustomer } from '../../test/customers.js';
import { loadPricedCart } from '../cart/index.js';
import { tableRates } from '../shipping/index.js';
import { taxService } from '../tax/index.js';
import { createOrder, ORDER_MESSAGES } from './create-order.js';
import { OrderEvents, type OrderPlaced } from './order-events.js';
import type { OrderRow } from './queries.js';

const shop = useTestShop();
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));

/** The default SHIPPING_RATES table: from $0 $19.50, from $250 $29.50, from $1,000 $49, from $5,000 free. */
const shippingFor = (subTotalCents: number) =>
  subTotalCents >= 500_000 ? 0 : subTotalCents >= 100_000 ? 4900 : subTotalCents >= 25_000 ? 2950 : 1950;

/** A verified customer with a token, a saved address and a filled cart (unless told otherwise). */
async function buyer(opts: { address?: boolean; cart?: boolean } = {}) {
  const me = await newCustomer(shop, { address: opts.address !== false });
  const subTotalCents = opts.cart !== false ? await fillCart(shop.handle.db, me.id, picks) : 0;
  return { ...me, subTotalCents };
}

const create = (token: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}, app = shop.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    payload: body,
  });

const orderBody = (customerId: string, type = 'COD') => ({ customer_id: customerId, customer_payment: { type } });
const ordersOf = (customerId: string) => shop.handle.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('POST /order/create', () => {
  it('places the cart as an order: NB- number, totals from the catalog, cart emptied', async () => {
    const me = await buyer();
    const res = await create(me.token, orderBody(me.id, 'NET_30'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Your order has been placed.',
      result: { order_id: expect.stringMatching(/^NB-\d{6,}$/), payment_method_type: 'NET_30' },
    });

    const [order] = await ordersOf(me.id);
    expect(order).toMatchObject({
      orderNumber: body.result.order_id,
      status: 'Pending',
      paymentStatus: 'Pending',
      shippingStatus: 'Pending',
      paymentType: 'NET_30',
      subTotalCents: me.subTotalCents,
      shippingCents: shippingFor(me.subTotalCents),
      totalCents: me.subTotalCents + shippingFor(me.subTotalCents),
      shippingAddress: expect.objectContaining({ customer_email: me.email, customer_city: 'Holland' }),
    });
    expect(await cartLineCount(shop.handle.db, me.id)).toBe(0);
  });

  it('ignores a tampered list and charges in the body', async () => {
    const me = await buyer();
    const tampered = {
      ...orderBody(me.id),
      customer_order_list: [
        { cart_product_id: picks.plain.id, cart_product_price: 0.01, cart_product_quantity: 1000, cart_item_total: 0.01 },
      ],
      order_charges: { sub_total: 0.01, shipping_charges: 0, total: 1 },
    };
    expect((await create(me.token, tampered)).statusCode).toBe(200);
    const [order] = await ordersOf(me.id);
    expect(order.subTotalCents).toBe(me.subTotalCents);
    expect(order.totalCents).toBe(me.subTotalCents + shippingFor(me.subTotalCents));
    expect(order.lines).toHaveLength(2);
    expect(order.lines.find((l) => l.productId === picks.plain.id)?.quantity).toBe(3);
  });

  it('snapshots each line with its configuration; later catalog changes leave the order alone', async () => {
    const me = await buyer();
    expect((await create(me.token, orderBody(me.id))).statusCode).toBe(200);
    const { variant } = picks;
    await shop.handle.db
      .update(productVariants)
      .set({ priceCents: variant.priceCents + 10_000 })
      .where(eq(productVariants.id, variant.id));
    try {
      const list = (
        await shop.app.inject({ method: 'GET', url: `/api/v1/order/user/${me.id}`, headers: { authorization: me.token } })
      ).json();
      const lines = list.data.result[0].customer_order_list;
      const configured = lines.find((l: { cart_product_id: string }) => l.cart_product_id === variant.productId);
      expect(configured.cart_selected_product_variants).toEqual([
        expect.objectContaining({
          _id: variant.id,
          variant_quantity: 2,
          variant_price: (variant.priceCents + variant.child.priceCents) / 100,
          variant_total: ((variant.priceCents + variant.child.priceCents) * 2) / 100,
          variant_measurement_selected: { type: variant.unit, value: variant.min, min: variant.min, max: variant.max },
          variant_options_selected: [
            {
              variant_options_id: variant.option.id,
              variant_options_name: variant.option.name,
              variant_options_child_name: variant.child.name,
              variant_options_child_price: variant.child.priceCents / 100,
            },
          ],
        }),
      ]);
      expect(list.data.result[0].order_charges.sub_total).toBe(me.subTotalCents / 100);
    } finally {
      await shop.handle.db.update(productVariants).set({ priceCents: variant.priceCents }).where(eq(productVariants.id, variant.id));
    }
  });

  it('counts the order in user_counts.order', async () => {
    const me = await buyer();
    await create(me.token, orderBody(me.id));
    const profile = (
      await shop.app.inject({ method: 'GET', url: `/api/v1/customer/${me.id}`, headers: { authorization: me.token } })
    ).json();
    expect(profile.result.user_counts.order).toBe(1);
  });

  it("refuses an empty cart with 400 'Please add items to your cart before proceeding.'", async () => {
    const me = await buyer({ cart: false });
    const res = await create(me.token, orderBody(me.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Please add items to your cart before proceeding.' });
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('refuses a customer without a saved address and keeps the cart', async () => {
    const me = await buyer({ address: false });
    const res = await create(me.token, orderBody(me.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please save your shipping address first.');
    expect(await cartLineCount(shop.handle.db, me.id)).toBe(2);
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('refuses a cart with a problem line with 409 and its message, changing nothing', async () => {
    const me = await buyer();
    // A choice the catalog no longer offers (as if the option child had been renamed since).
    const myLines = shop.handle.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.customerId, me.id));
    await shop.handle.db
      .update(cartItemVariants)
      .set({ options: [{ optionId: picks.variant.option.id, childName: 'Unobtainium' }] })
      .where(inArray(cartItemVariants.cartItemId, myLines));
    const res = await create(me.token, orderBody(me.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Unobtainium');
    expect(await cartLineCount(shop.handle.db, me.id)).toBe(2);
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it("refuses another customer's customer_id with 403 and a visitor with 401", async () => {
    const [me, other] = [await buyer(), await buyer()];
    const res = await create(me.token, orderBody(other.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'You can only access your own account.' });
    expect(await ordersOf(other.id)).toEqual([]);
    expect(await cartLineCount(shop.handle.db, other.id)).toBe(2);

    const visitor = await create(undefined, orderBody(me.id));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to continue.');
  });

  it.each([[{ type: 'BITCOIN' }], [{}], [undefined]])('refuses payment %j with 400', async (payment) => {
    const me = await buyer();
    const res = await create(me.token, { customer_id: me.id, customer_payment: payment });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a payment method.');
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const me = await buyer();
    const res = await create(me.token, orderBody(me.id), { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Idempotency-Key header must be 1 to 200 visible characters.');
  });
});

describe('POST /order/create, a huge order', () => {
  // Issue 15: a total above $21,474,836.47 overflowed the orders' 32-bit cents columns (a 500).
  it('refuses an order over $10,000,000.00 with a message, keeping the cart and writing nothing', async () => {
    const me = await buyer({ cart: false });
    const product = picks.plain;
    await shop.handle.db.execute(sql`update products set price_cents = ${999_999_900} where id = ${product.id}`);
    try {
      const added = await shop.app.inject({
        method: 'POST',
        url: '/api/v1/cart/add-to-cart',
        headers: { authorization: me.token },
        payload: { cart_customer_id: me.id, cart_product_id: product.id, cart_product_quantity: 3 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const res = await create(me.token, orderBody(me.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ORDER_MESSAGES.tooLarge);
      expect(await ordersOf(me.id)).toHaveLength(0);
      expect(await cartLineCount(shop.handle.db, me.id)).toBe(1);
    } finally {
      await shop.handle.db.execute(sql`update products set price_cents = ${product.priceCents} where id = ${product.id}`);
    }
  });
});

describe('POST /order/create, repeated and in parallel', () => {
  it('answers a repeat of the same Idempotency-Key with the same order; a new key finds the cart empty', async () => {
    const me = await buyer();
    const key = { 'idempotency-key': randomUUID() };
    const first = await create(me.token, orderBody(me.id), key);
    const again = await create(me.token, orderBody(me.id, 'CREDIT_CARD'), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
    expect((await create(me.token, orderBody(me.id), { 'idempotency-key': randomUUID() })).json().message).toBe(
      'Please add items to your cart before proceeding.',
    );
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('20 parallel presses without a key: one order, 19 empty-cart answers', async () => {
    const me = await buyer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(me.token, orderBody(me.id))));
    const placed = answers.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array(19).fill([400, 'Please add items to your cart before proceeding.']),
    );
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('20 parallel presses with one Idempotency-Key: all answer the same order', async () => {
    const me = await buyer();
    const key = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(me.token, orderBody(me.id), key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().result.order_id)).size).toBe(1);
    const placed = await ordersOf(me.id);
    expect(placed).toHaveLength(1);
    expect(placed[0].orderNumber).toBe(answers[0].json().result.order_id);
  });
});

describe('createOrder, unique index backstop', () => {
  /** A database whose transactions fail the way PostgreSQL refuses a duplicate key (as drizzle wraps it). */
  const failingWith = (constraint: string) =>
    new Proxy(shop.handle.db, {
      get: (target, prop) =>
        prop === 'transaction'
          ? async () => {
              throw Object.assign(new Error('Failed query: insert into "orders"'), {
                cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint }),
              });
            }
          : Reflect.get(target, prop),
    });
  const deps = (db: Database) => ({
    db,
    rates: tableRates(shop.config.shippingRates),
    loadPricedCart,
    events: new OrderEvents(),
    creditTerms: shop.config.creditTerms,
    tax: taxService({ db, provider: null }),
  });
  const log = { error: () => undefined } as unknown as FastifyBaseLogger;

  it('answers the order the key already made when the index refuses a duplicate', async () => {
    const me = await buyer();
    const key = randomUUID();
    const placed = (await create(me.token, orderBody(me.id), { 'idempotency-key': key })).json().result.order_id;
    const again = await createOrder(
      deps(failingWith('orders_customer_idempotency_uq')),
      { customerId: me.id, paymentType: 'COD', idempotencyKey: key },
      log,
    );
    expect(again).toMatchObject({ created: false, order: { orderNumber: placed } });
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('passes any other failure on', async () => {
    const me = await buyer();
    const key = randomUUID();
    await create(me.token, orderBody(me.id), { 'idempotency-key': key });
    await expect(
      createOrder(deps(failingWith('orders_number_uq')), { customerId: me.id, paymentType: 'COD', idempotencyKey: key }, log),
    ).rejects.toThrow(/Failed query/);
    await expect(
      createOrder(
        deps(failingWith('orders_customer_idempotency_uq')),
        { customerId: me.id, paymentType: 'COD', idempotencyKey: null },
        log,
      ),
    ).rejects.toThrow(/Failed query/);
  });
});

describe('order-placed listeners', () => {
  it('logs a failing listener and still runs the others', async () => {
    const events = new OrderEvents();
    const ran: string[] = [];
    events.onOrderPlaced(async () => {
      throw new Error('mail server down');
    });
    events.onOrderPlaced(() => void ran.push('second'));
    const errors: unknown[][] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    await events.orderPlaced({ order: { orderNumber: 'NB-1' } as OrderRow, customer: { id: 'c', email: 'e', name: 'n' } }, log);
    expect(ran).toEqual(['second']);
    expect(errors).toHaveLength(1);
    expect(errors[0][0]).toMatchObject({ order: 'NB-1', err: expect.objectContaining({ message: 'mail server down' }) });
  });

  it('run after the answer, at most maxRunning orders at a time', async () => {
    const events = new OrderEvents(1);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const started: string[] = [];
    events.onOrderPlaced(async ({ order }) => {
      started.push(order.orderNumber);
      await gate;
    });
    const app = await buildApp(shop.config, { handle: shop.handle, orderEvents: events });
    try {
      const [a, b] = [await buyer(), await buyer()];
      // Both answers arrive while the first order's listener is still held at the gate.
      expect((await create(a.token, orderBody(a.id), {}, app)).statusCode).toBe(200);
      expect((await create(b.token, orderBody(b.id), {}, app)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(started).toHaveLength(1);
      release();
      await events.settled();
      expect(started).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('run after the commit; a failing one does not fail the request and the order stands', async () => {
    const events = new OrderEvents();
    const seen: { event: OrderPlaced; inDatabase: number }[] = [];
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    events.onOrderPlaced(() => {
      throw new Error('mail server down');
    });
    events.onOrderPlaced(async (event) => {
      // Read on another query: the order is only visible here once its transaction committed.
      seen.push({ event, inDatabase: (await ordersOf(event.customer.id)).length });
      done();
    });
    const app = await buildApp(shop.config, { handle: shop.handle, orderEvents: events });
    try {
      const me = await buyer();
      const res = await create(me.token, orderBody(me.id), {}, app);
      expect(res.statusCode).toBe(200);
      await finished;
      expect(seen).toHaveLength(1);
      expect(seen[0].inDatabase).toBe(1);
      expect(seen[0].event.order.orderNumber).toBe(res.json().result.order_id);
      expect(seen[0].event.customer).toEqual({ id: me.id, email: me.email, name: 'Dana Whitfield' });

      // A repeat of the same order is not a new order: no second notice.
      const key = { 'idempotency-key': randomUUID() };
      const other = await buyer();
      await create(other.token, orderBody(other.id), key, app);
      await create(other.token, orderBody(other.id), key, app);
      for (let waited = 0; waited < 2000 && !seen.some((s) => s.event.customer.id === other.id); waited += 10)
        await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen.filter((s) => s.event.customer.id === other.id)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
