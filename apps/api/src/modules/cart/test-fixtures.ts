import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.js';
import { cartItems, cartItemVariants, products, productVariants, type StoredVariantOption } from '../../db/schema/index.js';
import type { TestShop } from '../../test/test-app.js';
import { insertCustomer } from '../customers/test-utils.js';

// Shared by the cart and wishlist test files (not a test file itself).

export interface DemoVariant {
  productId: string;
  productName: string;
  variantId: string;
  variantName: string;
  priceCents: number;
  mm: { min: number; max: number } | null;
  in: { min: number; max: number } | null;
  options: StoredVariantOption[];
}

async function demoVariants(db: Database, where: SQL): Promise<DemoVariant[]> {
  const rows = await db
    .select({ v: productVariants, productName: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.variantsStatus, true), where))
    .orderBy(asc(productVariants.sku));
  return rows.map(({ v, productName }) => ({
    productId: v.productId,
    productName,
    variantId: v.id,
    variantName: v.name,
    priceCents: v.priceCents,
    mm: v.mmEnabled ? { min: v.mmMin!, max: v.mmMax! } : null,
    in: v.inEnabled ? { min: v.inMin!, max: v.inMax! } : null,
    options: v.options,
  }));
}

async function demoVariant(db: Database, where: SQL): Promise<DemoVariant> {
  const [first] = await demoVariants(db, where);
  if (!first) throw new Error('the demo catalog has no such variant');
  return first;
}

/** Every variant of a product. */
export const variantsOfProduct = (db: Database, productId: string) => demoVariants(db, sql`${productVariants.productId} = ${productId}`);

/** A configuration the catalog accepts: the lowest measurement of the default unit, no options. */
export const validSelection = (v: DemoVariant) => ({
  _id: v.variantId,
  variant_measurement_selected: v.in ? { type: 'IN', value: v.in.min } : v.mm ? { type: 'MM', value: v.mm.min } : null,
});

const hasPricedChild = sql`exists (select 1 from jsonb_array_elements(${productVariants.options}) o, jsonb_array_elements(o->'children') c where (c->>'priceCents')::int > 0)`;

/** Products of the seeded demo catalog with the traits the cart tests need. */
export async function demoCatalog(db: Database) {
  const plains = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.variantsStatus, false), sql`${products.priceCents} > 100`))
    .orderBy(asc(products.sku))
    .limit(3);
  return {
    plain: plains[0],
    otherPlains: plains.slice(1),
    /** Measured in MM and IN, with at least two options, one of them priced. */
    inchVariant: await demoVariant(
      db,
      sql`${productVariants.inEnabled} and jsonb_array_length(${productVariants.options}) >= 2 and ${hasPricedChild}`,
    ),
    /** Measured in MM only. */
    mmOnlyVariant: await demoVariant(db, sql`${productVariants.mmEnabled} and not ${productVariants.inEnabled}`),
    /** Takes no measurement. */
    unmeasuredVariant: await demoVariant(db, sql`not ${productVariants.mmEnabled} and not ${productVariants.inEnabled}`),
  };
}
export type DemoCatalog = Awaited<ReturnType<typeof demoCatalog>>;

/** A customer in the table and a token for them. */
export async function newCustomer(shop: TestShop): Promise<{ id: string; auth: string }> {
  const row = await insertCustomer(shop.handle.db);
  return { id: row.id, auth: await shop.customerToken(row.id) };
}

export type Send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Calls /api/v1 as the customer whose token is given (none: a visitor). */
export const asCustomer =
  (shop: TestShop, auth?: string): Send =>
  (method, url, payload) =>
    shop.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: auth ? { authorization: auth } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

/** What the database holds for a customer's cart, to prove what a refused call did not write. */
export async function storedCart(db: Database, customerId: string) {
  const lines = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt));
  const variants = [];
  for (const line of lines) {
    const rows = await db
      .select()
      .from(cartItemVariants)
      .where(eq(cartItemVariants.cartItemId, line.id))
      .orderBy(asc(cartItemVariants.createdAt));
    variants.push(
      ...rows.map((r) => ({
        cartItemId: r.cartItemId,
        variantId: r.variantId,
        quantity: r.quantity,
        measurement: r.measurement,
        options: r.options,
      })),
    );
  }
  return { lines, variants };
}

/** A variant-add-to-cart body; the storefront sends the variant as a JSON string. */
export const variantAddBody = (customerId: string, productId: string, variant: object, asJson = true) => ({
  cart_customer_id: customerId,
  cart_product_id: productId,
  cart_selected_product_variants: asJson ? JSON.stringify(variant) : variant,
});

/** A variant's first priced option and its dearest child. */
export function pricedChoice(v: DemoVariant) {
  const option = v.options.find((o) => o.children.some((c) => c.priceCents > 0))!;
  const child = [...option.children].sort((a, b) => b.priceCents - a.priceCents)[0];
  return { option, child };
}

/** The cents of a JSON dollar amount, exact for 2 decimals. */
export const cents = (dollars: number): number => Math.round(dollars * 100);

/** A new customer and a way to call the API as them. */
export async function shopper(shop: TestShop): Promise<{ id: string; send: Send }> {
  const me = await newCustomer(shop);
  return { id: me.id, send: asCustomer(shop, me.auth) };
}
