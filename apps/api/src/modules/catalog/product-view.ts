import { centsToDollars } from '@northbend/shared';
import type { products, productVariants } from '../../db/schema/index.js';

/** A product row as the queries return it: the product's columns and its main category's slug. */
export type ProductRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'sku'
  | 'slug'
  | 'name'
  | 'description'
  | 'images'
  | 'priceCents'
  | 'quantity'
  | 'categoryIds'
  | 'machineMakeIds'
  | 'machineModelIds'
  | 'variantsStatus'
  | 'createdAt'
> & { categorySlug: string | null };

export type VariantRow = typeof productVariants.$inferSelect;

export interface PriceRange {
  minCents: number;
  maxCents: number;
}

/**
 * Builds the API shape of a product. Prices are added only when `withPrices` is true: a visitor's
 * response carries no price field at all, not a hidden or zeroed one.
 */
export function productSummary(p: ProductRow, withPrices: boolean, range?: PriceRange) {
  return {
    _id: p.id,
    product_name: p.name,
    product_slug: p.slug,
    product_sku: p.sku,
    product_description: p.description,
    product_images: p.images,
    ...(withPrices ? { product_price: centsToDollars(p.priceCents) } : {}),
    ...(withPrices && range ? { product_price_range: { min: centsToDollars(range.minCents), max: centsToDollars(range.maxCents) } } : {}),
    product_quantity: p.quantity,
    product_variants_status: p.variantsStatus,
    product_category_ids: p.categoryIds,
    product_machine_make_ids: p.machineMakeIds,
    product_machine_model_ids: p.machineModelIds,
    category_slug: p.categorySlug ?? '',
    createdAt: p.createdAt.toISOString(),
  };
}

/** `fits`: the machines the product fits, by name (machineFits). */
export function productDetail(p: ProductRow, variants: VariantRow[], withPrices: boolean, fits: string[]) {
  const range = variants.length ? priceRangeOf(variants) : undefined;
  return {
    ...productSummary(p, withPrices, range),
    product_variants: sortVariants(variants).map((v) => variantView(v, withPrices)),
    product_fits: fits,
  };
}

function priceRangeOf(variants: VariantRow[]): PriceRange {
  const prices = variants.map((v) => v.priceCents);
  return { minCents: Math.min(...prices), maxCents: Math.max(...prices) };
}

/** Spec: variant_order ascending, then the newest createdAt first. */
function sortVariants(variants: VariantRow[]): VariantRow[] {
  return [...variants].sort((a, b) => a.sortOrder - b.sortOrder || b.createdAt.getTime() - a.createdAt.getTime());
}

/** A variant as the product page shows it; the quick order's chooser shows the same. */
export function variantView(v: VariantRow, withPrices: boolean) {
  return {
    _id: v.id,
    variant_name: v.name,
    variant_sku: v.sku,
    ...(withPrices ? { variant_price: centsToDollars(v.priceCents) } : {}),
    variant_image: v.image,
    variant_order: v.sortOrder,
    createdAt: v.createdAt.toISOString(),
    variant_description: v.description,
    variant_measurement: {
      mm_status: v.mmEnabled,
      in_status: v.inEnabled,
      mm: { min: v.mmMin, max: v.mmMax },
      in: { min: v.inMin, max: v.inMax },
    },
    variant_options: v.options.map((o) => ({
      variant_options_id: o.id,
      variant_options_name: o.name,
      variant_options_link: o.link,
      // Spec section 9: option children are listed by price, cheapest first.
      variant_options_lists: [...o.children]
        .sort((a, b) => a.priceCents - b.priceCents)
        .map((c) => ({
          variant_options_child_name: c.name,
          ...(withPrices ? { variant_options_child_price: centsToDollars(c.priceCents) } : {}),
          variant_options_child_is_default: c.isDefault,
        })),
    })),
  };
}
