import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, productVariants, type SelectedVariantOption } from '../../db/schema/index.js';
import type { MeasurementSelected } from '@northbend/shared';
import { findBuyerPrices } from '../pricing/index.js';
import { priceLine, type DatedCartLine } from './pricing.js';
import type { CartLineRow, CartVariantRow } from './pricing-queries.js';

/** A line kept outside the cart (an order waiting for approval, issue 26): what was chosen, not its prices. */
export interface FrozenLine {
  cartItemId: string;
  productId: string;
  quantity: number;
  createdAt: string;
  variants: { variantId: string; quantity: number; measurement: MeasurementSelected | null; options: SelectedVariantOption[] }[];
}

const GONE = 'is no longer available.';

/**
 * Prices kept lines from the catalog as it is now, by the cart's own rules (priceLine) at the
 * buyer's prices: the same prices, problems and archived marks a cart would show for them. A
 * product or variant deleted since is a problem line at no price.
 */
export async function priceFrozenLines(db: Database, customerId: string, lines: FrozenLine[]): Promise<DatedCartLine[]> {
  const prices = await findBuyerPrices(db, customerId);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = [...new Set(lines.flatMap((l) => l.variants.map((v) => v.variantId)))];
  const [productRows, variantRows] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    variantIds.length ? db.select().from(productVariants).where(inArray(productVariants.id, variantIds)) : [],
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variantById = new Map(variantRows.map((v) => [v.id, v]));
  return lines.map((kept) => {
    const product = productById.get(kept.productId);
    const line: CartLineRow = {
      cartItemId: kept.cartItemId,
      quantity: kept.quantity,
      addedPriceCents: null,
      createdAt: new Date(kept.createdAt),
      productId: kept.productId,
      name: product?.name ?? 'A product',
      slug: product?.slug ?? '',
      sku: product?.sku ?? '',
      images: product?.images ?? [],
      priceCents: product?.priceCents ?? 0,
      priceTiers: product?.priceTiers ?? [],
      categoryIds: product?.categoryIds ?? [],
      variantsStatus: product?.variantsStatus ?? kept.variants.length > 0,
      archivedAt: product ? product.archivedAt : new Date(0),
    };
    const variants: CartVariantRow[] = kept.variants.flatMap((chosen) => {
      const v = variantById.get(chosen.variantId);
      if (!v) return [];
      return [
        {
          cartItemId: kept.cartItemId,
          variantId: v.id,
          quantity: chosen.quantity,
          measurement: chosen.measurement,
          chosenOptions: chosen.options,
          addedPriceCents: null,
          name: v.name,
          sku: v.sku,
          image: v.image,
          priceCents: v.priceCents,
          priceTiers: v.priceTiers,
          mmEnabled: v.mmEnabled,
          mmMin: v.mmMin,
          mmMax: v.mmMax,
          inEnabled: v.inEnabled,
          inMin: v.inMin,
          inMax: v.inMax,
          options: v.options,
          archivedAt: v.archivedAt,
        },
      ];
    });
    const priced = priceLine(line, variants, prices);
    if (!product) return { ...priced, problem: `${line.name} ${GONE}`, itemTotalCents: 0 };
    if (variants.length < kept.variants.length) return { ...priced, problem: priced.problem ?? `A variant of ${line.name} ${GONE}` };
    return priced;
  });
}
