import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, products, productVariants } from '../../db/schema/index.js';

/** A piece's shipping weight in pounds and box in inches (the box only when all three are set). */
export interface PieceWeight {
  weightLb: number;
  dimensionsIn?: { length: number; width: number; height: number };
}

/**
 * The weight of a piece with none of its own, nor in any of its categories (decision 031): a
 * typical punch or die in its box. Staff set real weights per product or per category.
 */
export const SHOP_DEFAULT_WEIGHT_LB = 2;

interface Sized {
  shippingWeightLb: number | null;
  shippingLengthIn: number | null;
  shippingWidthIn: number | null;
  shippingHeightIn: number | null;
}

const boxOf = (row: Sized) =>
  row.shippingLengthIn && row.shippingWidthIn && row.shippingHeightIn
    ? { length: row.shippingLengthIn, width: row.shippingWidthIn, height: row.shippingHeightIn }
    : undefined;

/**
 * The weight of one piece of each product and variant asked for: the variant's own, else the
 * product's, else the default of the product's category or its nearest ancestor that has one,
 * else SHOP_DEFAULT_WEIGHT_LB. Keys are product ids and variant ids.
 */
export async function pieceWeights(db: Database, productIds: string[], variantIds: string[]): Promise<Map<string, PieceWeight>> {
  const weights = new Map<string, PieceWeight>();
  if (!productIds.length) return weights;
  const sized = {
    shippingWeightLb: products.shippingWeightLb,
    shippingLengthIn: products.shippingLengthIn,
    shippingWidthIn: products.shippingWidthIn,
    shippingHeightIn: products.shippingHeightIn,
  };
  const productRows = await db
    .select({ id: products.id, primaryCategoryId: products.primaryCategoryId, categoryIds: products.categoryIds, ...sized })
    .from(products)
    .where(inArray(products.id, productIds));
  // The category tree is small (three levels, a few hundred rows): walked here rather than in SQL.
  const tree = new Map(
    (
      await db.select({ id: categories.id, parentId: categories.parentId, weight: categories.defaultShippingWeightLb }).from(categories)
    ).map((c) => [c.id, c]),
  );
  const categoryWeight = (id: string | null | undefined): number | null => {
    for (let c = id ? tree.get(id) : undefined, depth = 0; c && depth < 10; c = c.parentId ? tree.get(c.parentId) : undefined, depth++)
      if (c.weight) return c.weight;
    return null;
  };
  for (const p of productRows) {
    const fromCategory = categoryWeight(p.primaryCategoryId ?? p.categoryIds[0]);
    weights.set(p.id, { weightLb: p.shippingWeightLb ?? fromCategory ?? SHOP_DEFAULT_WEIGHT_LB, dimensionsIn: boxOf(p) });
  }
  if (variantIds.length) {
    const variantRows = await db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        shippingWeightLb: productVariants.shippingWeightLb,
        shippingLengthIn: productVariants.shippingLengthIn,
        shippingWidthIn: productVariants.shippingWidthIn,
        shippingHeightIn: productVariants.shippingHeightIn,
      })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds));
    for (const v of variantRows) {
      const product = weights.get(v.productId);
      weights.set(v.id, {
        weightLb: v.shippingWeightLb ?? product?.weightLb ?? SHOP_DEFAULT_WEIGHT_LB,
        dimensionsIn: boxOf(v) ?? (v.shippingWeightLb === null ? product?.dimensionsIn : undefined),
      });
    }
  }
  return weights;
}
