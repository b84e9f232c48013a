import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/index.js';
import { liveProduct } from '../catalog/index.js';

const productColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  images: products.images,
  priceCents: products.priceCents,
  priceTiers: products.priceTiers,
  categoryIds: products.categoryIds,
  quantity: products.quantity,
  variantsStatus: products.variantsStatus,
};

export type PartNumberProduct = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };
export type PartNumberVariant = typeof productVariants.$inferSelect;

const upperIn = (column: typeof products.sku | typeof productVariants.sku, upperParts: string[]) =>
  sql`upper(${column}) in (${sql.join(
    upperParts.map((p) => sql`${p}`),
    sql`, `,
  )})`;

/**
 * The products and variants the shop sells whose part number (in any case) is one of `upperParts`
 * (given in upper case). Archived, draft and not yet published ones are left out, and so are variants of a product no longer
 * sold through variants: the cart would refuse them as not found.
 */
export async function findByPartNumbers(db: Database, upperParts: string[]) {
  if (!upperParts.length) return { products: [], variants: [] };
  const productRows: PartNumberProduct[] = await db
    .select(productColumns)
    .from(products)
    .where(and(upperIn(products.sku, upperParts), liveProduct));
  const variantRows = await db
    .select({ variant: productVariants, product: productColumns })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(upperIn(productVariants.sku, upperParts), isNull(productVariants.archivedAt), liveProduct, eq(products.variantsStatus, true)),
    )
    .orderBy(asc(productVariants.sku), asc(productVariants.createdAt));
  return { products: productRows, variants: variantRows };
}

/** The variants on sale of each product (by id), as the pad lists them to choose from: oldest first, as staff added them. */
export async function findVariantChoices(db: Database, productIds: string[]): Promise<Map<string, { sku: string; name: string }[]>> {
  const choices = new Map<string, { sku: string; name: string }[]>();
  if (!productIds.length) return choices;
  const rows = await db
    .select({ productId: productVariants.productId, sku: productVariants.sku, name: productVariants.name })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.createdAt), asc(productVariants.sku));
  for (const row of rows) {
    const list = choices.get(row.productId);
    if (list) list.push({ sku: row.sku, name: row.name });
    else choices.set(row.productId, [{ sku: row.sku, name: row.name }]);
  }
  return choices;
}
