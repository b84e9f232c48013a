import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, cartItemVariants, customers, products, productVariants } from '../../db/schema/index.js';
import type { StoredVariantOption } from '../../db/schema/products.js';
import { SAMPLE_ADDRESS } from '../shipping/test-address.js';

// Shared by the order test files (not a test file itself): carts filled straight in the tables,
// so these tests do not depend on the cart API's behaviour.

export const ADDRESS = SAMPLE_ADDRESS;

export async function saveAddress(db: Database, customerId: string, email: string): Promise<Record<string, string>> {
  const address = { ...ADDRESS, customer_email: email };
  await db.update(customers).set({ shippingAddress: address }).where(eq(customers.id, customerId));
  return address;
}

export interface CatalogPicks {
  plain: { id: string; priceCents: number; name: string };
  /** A variant that takes a measurement and has an option with a priced child. */
  variant: {
    id: string;
    productId: string;
    priceCents: number;
    unit: 'MM' | 'IN';
    min: number;
    max: number;
    option: StoredVariantOption;
    child: { name: string; priceCents: number };
  };
}

/** A plain product and a configurable variant of the demo catalog. */
export async function pickCatalog(db: Database): Promise<CatalogPicks> {
  const [plain] = await db
    .select({ id: products.id, priceCents: products.priceCents, name: products.name })
    .from(products)
    .where(and(eq(products.variantsStatus, false), gt(products.priceCents, 0)))
    .orderBy(asc(products.sku))
    .limit(1);
  const candidates = await db
    .select()
    .from(productVariants)
    .where(sql`(${productVariants.mmEnabled} or ${productVariants.inEnabled}) and jsonb_array_length(${productVariants.options}) > 0`)
    .orderBy(asc(productVariants.sku));
  for (const v of candidates) {
    const option = v.options.find((o) => o.children.some((c) => c.priceCents > 0));
    const child = option?.children.find((c) => c.priceCents > 0);
    const unit = v.inEnabled ? 'IN' : 'MM';
    const [min, max] = unit === 'IN' ? [v.inMin, v.inMax] : [v.mmMin, v.mmMax];
    if (!option || !child || min === null || max === null) continue;
    return { plain, variant: { id: v.id, productId: v.productId, priceCents: v.priceCents, unit, min, max, option, child } };
  }
  throw new Error('the demo catalog has no variant with a measurement and a priced option');
}

/**
 * Three pieces of the plain product and two of the variant, measured and with the priced option
 * child chosen. Answers the sub total the catalog gives them, in cents.
 */
export async function fillCart(db: Database, customerId: string, picks: CatalogPicks): Promise<number> {
  const { plain, variant } = picks;
  await db.insert(cartItems).values({ customerId, productId: plain.id, quantity: 3 });
  const [line] = await db.insert(cartItems).values({ customerId, productId: variant.productId, quantity: 1 }).returning();
  await db.insert(cartItemVariants).values({
    cartItemId: line.id,
    variantId: variant.id,
    quantity: 2,
    measurement: { type: variant.unit, value: variant.min, min: variant.min, max: variant.max },
    options: [{ optionId: variant.option.id, childName: variant.child.name }],
  });
  return plain.priceCents * 3 + (variant.priceCents + variant.child.priceCents) * 2;
}

export async function cartLineCount(db: Database, customerId: string): Promise<number> {
  return (await db.select().from(cartItems).where(eq(cartItems.customerId, customerId))).length;
}
