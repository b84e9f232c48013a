import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, productVariants, type OrderLineSnapshot } from '../../db/schema/index.js';
import { pickInt } from '../catalog/util.js';

type Rng = () => number;
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** Real demo products to order: plain ones and the first variant of variant products, by SKU. */
export interface CatalogShelf {
  plain: ProductRow[];
  variants: { product: ProductRow; variant: VariantRow }[];
}

export async function catalogShelf(db: Database): Promise<CatalogShelf> {
  const plain = await db
    .select()
    .from(products)
    .where(and(eq(products.variantsStatus, false), gt(products.priceCents, 0)))
    .orderBy(asc(products.sku))
    .limit(60);
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.variantsStatus, true))
    .orderBy(asc(products.sku), asc(productVariants.sortOrder), asc(productVariants.sku))
    .limit(200);
  const seen = new Set<string>();
  const variants = rows.filter((r) => !seen.has(r.product.id) && seen.add(r.product.id)).slice(0, 40);
  return { plain, variants };
}

/** A v4-shaped uuid from the seed's random stream, so the same seed gives the same ids. */
export function seededUuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(rng() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const productOf = (p: ProductRow) => ({ name: p.name, slug: p.slug, sku: p.sku, images: p.images });

function plainLine(rng: Rng, p: ProductRow): OrderLineSnapshot {
  const quantity = pickInt(rng, 1, 6);
  return {
    cartItemId: seededUuid(rng),
    productId: p.id,
    product: productOf(p),
    productPriceCents: p.priceCents,
    quantity,
    productTotalCents: p.priceCents * quantity,
    variants: [],
    itemTotalCents: p.priceCents * quantity,
    problem: null,
  };
}

/** A variant line as the cart prices it: the variant's price plus each option's default child, measured at its minimum. */
function variantLine(rng: Rng, { product, variant }: CatalogShelf['variants'][number]): OrderLineSnapshot {
  const quantity = pickInt(rng, 1, 4);
  const options = variant.options.map((o) => {
    const child = o.children.find((c) => c.isDefault) ?? o.children[0];
    return { optionId: o.id, optionName: o.name, childName: child?.name ?? '', childPriceCents: child?.priceCents ?? 0 };
  });
  const unitPriceCents = variant.priceCents + options.reduce((sum, o) => sum + o.childPriceCents, 0);
  const measurement =
    variant.inEnabled && variant.inMin !== null && variant.inMax !== null
      ? { type: 'IN' as const, value: variant.inMin, min: variant.inMin, max: variant.inMax }
      : variant.mmEnabled && variant.mmMin !== null && variant.mmMax !== null
        ? { type: 'MM' as const, value: variant.mmMin, min: variant.mmMin, max: variant.mmMax }
        : null;
  return {
    cartItemId: seededUuid(rng),
    productId: product.id,
    product: productOf(product),
    productPriceCents: product.priceCents,
    quantity: 1,
    productTotalCents: 0,
    variants: [
      {
        variantId: variant.id,
        name: variant.name,
        sku: variant.sku,
        image: variant.image,
        quantity,
        unitPriceCents,
        totalCents: unitPriceCents * quantity,
        measurement,
        options,
      },
    ],
    itemTotalCents: unitPriceCents * quantity,
    problem: null,
  };
}

/** One to three lines from the shelf, at least one of them a configured variant when the shelf has some. */
export function orderLines(rng: Rng, shelf: CatalogShelf): OrderLineSnapshot[] {
  const lines: OrderLineSnapshot[] = [];
  const count = pickInt(rng, 1, 3);
  for (let i = 0; i < count; i++) {
    const useVariant = shelf.variants.length > 0 && (i === 0 || rng() < 0.4 || !shelf.plain.length);
    if (useVariant) lines.push(variantLine(rng, shelf.variants[Math.floor(rng() * shelf.variants.length)]));
    else if (shelf.plain.length) lines.push(plainLine(rng, shelf.plain[Math.floor(rng() * shelf.plain.length)]));
  }
  // The same product twice would be two cart lines the cart itself never makes.
  const seen = new Set<string>();
  return lines.filter((l) => !seen.has(l.productId) && seen.add(l.productId));
}
