import { asc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client.js';
import { cartItems, cartItemVariants, products, productVariants } from '../../db/schema/index.js';
import { liveProduct } from '../catalog/index.js';

/** A cart line with its product as the catalog has it now. */
const lineFields = {
  cartItemId: cartItems.id,
  quantity: cartItems.quantity,
  addedPriceCents: cartItems.addedPriceCents,
  createdAt: cartItems.createdAt,
  productId: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  images: products.images,
  priceCents: products.priceCents,
  priceTiers: products.priceTiers,
  categoryIds: products.categoryIds,
  variantsStatus: products.variantsStatus,
  // A product no longer live (archived, or made a draft or scheduled since it was added, issue 28)
  // is no longer available in the cart, as an archived one always was.
  archivedAt: sql<Date | null>`case when ${liveProduct} then null else coalesce(${products.archivedAt}, now()) end`.mapWith(
    (v: string | Date | null): Date | null => (v === null ? null : new Date(v)),
  ),
};
export type CartLineRow = SelectResultFields<typeof lineFields>;

/** A configured variant of a line, with the catalog variant as it is now. */
const variantFields = {
  cartItemId: cartItemVariants.cartItemId,
  variantId: productVariants.id,
  quantity: cartItemVariants.quantity,
  measurement: cartItemVariants.measurement,
  chosenOptions: cartItemVariants.options,
  addedPriceCents: cartItemVariants.addedPriceCents,
  name: productVariants.name,
  sku: productVariants.sku,
  image: productVariants.image,
  priceCents: productVariants.priceCents,
  priceTiers: productVariants.priceTiers,
  mmEnabled: productVariants.mmEnabled,
  mmMin: productVariants.mmMin,
  mmMax: productVariants.mmMax,
  inEnabled: productVariants.inEnabled,
  inMin: productVariants.inMin,
  inMax: productVariants.inMax,
  options: productVariants.options,
  archivedAt: productVariants.archivedAt,
};
export type CartVariantRow = SelectResultFields<typeof variantFields>;

/**
 * The customer's cart lines, each with its configured variants, in one query (every cart read and every
 * order reads them; one round trip instead of two): a line once per variant, or once with no variant.
 * Lines come oldest first, the id keeping lines added in the same instant in a stable order;
 * each line's variants in the order they were configured.
 */
export async function findCartLines(db: Database, customerId: string): Promise<{ line: CartLineRow; variants: CartVariantRow[] }[]> {
  const rows = await db
    .select({ line: lineFields, variant: variantFields })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(cartItemVariants, eq(cartItemVariants.cartItemId, cartItems.id))
    .leftJoin(productVariants, eq(productVariants.id, cartItemVariants.variantId))
    .where(eq(cartItems.customerId, sql.placeholder('customerId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id), asc(cartItemVariants.createdAt), asc(productVariants.id))
    // A named statement: PostgreSQL parses it once per connection and soon reuses its plan (planning
    // this four-table join cost about as much as running it).
    .prepare('cart_rows')
    .execute({ customerId });
  // The rows come line by line: each line is taken once, with the variants of its rows.
  const lines: { line: CartLineRow; variants: CartVariantRow[] }[] = [];
  for (const { line, variant } of rows) {
    if (lines.at(-1)?.line.cartItemId !== line.cartItemId) lines.push({ line, variants: [] });
    // A line without variants comes back with every variant field null.
    if (variant.cartItemId !== null && variant.variantId !== null) lines.at(-1)!.variants.push(variant as CartVariantRow);
  }
  return lines;
}
