import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/index.js';

const productColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  images: products.images,
  priceCents: products.priceCents,
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
 * (given in upper case). Archived ones are left out, and so are variants of a product no longer
 * sold through variants: the cart would refuse them as not found.
 */
export async function findByPartNumbers(db: Database, upperParts: string[]) {
  if (!upperParts.length) return { products: [], variants: [] };
  const productRows: PartNumberProduct[] = await db
    .select(productColumns)
    .from(products)
    .where(and(upperIn(products.sku, upperParts), isNull(products.archivedAt)));
  const variantRows = await db
    .select({ variant: productVariants, product: productColumns })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        upperIn(productVariants.sku, upperParts),
        isNull(productVariants.archivedAt),
        isNull(products.archivedAt),
        eq(products.variantsStatus, true),
      ),
    )
    .orderBy(asc(productVariants.sku), asc(productVariants.createdAt));
  return { products: productRows, variants: variantRows };
}
