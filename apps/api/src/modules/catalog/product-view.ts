import { centsToDollars } from '@northbend/shared';
import type { products, productVariants } from '../../db/schema/index.js';
import {
  optionChoicePrice,
  productLadder,
  productPrice,
  variantLadder,
  variantPrice,
  type Pricing,
  type BuyerPrices,
} from '../pricing/index.js';

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
  | 'priceTiers'
  | 'quantity'
  | 'categoryIds'
  | 'machineMakeIds'
  | 'machineModelIds'
  | 'variantsStatus'
  | 'createdAt'
> & { categorySlug: string | null };

export type VariantRow = typeof productVariants.$inferSelect;

/** A product's variant prices: the list range, and the buyer's when it was priced variant by variant. */
export interface PriceRange {
  minCents: number;
  maxCents: number;
  buyerMinCents?: number;
  buyerMaxCents?: number;
}

const ladderView = (ladder: { minQuantity: number; cents: number }[]) =>
  ladder.map((step) => ({ min_quantity: step.minQuantity, unit_price: centsToDollars(step.cents) }));

/**
 * The buyer's price of one piece, the list price beside it when theirs is lower (decision 024), and
 * the price at each quantity break. A product with variants is priced by its variants' range.
 */
function productPrices(prices: BuyerPrices, p: ProductRow, range?: PriceRange) {
  const one = productPrice(prices, p, 1);
  return {
    product_price: centsToDollars(one.cents),
    ...(one.cents !== one.listCents ? { product_list_price: centsToDollars(one.listCents) } : {}),
    ...(p.variantsStatus ? {} : { price_tiers: ladderView(productLadder(prices, p)) }),
    ...(range ? rangePrices(prices, p, range) : {}),
  };
}

/**
 * The variants' range for the buyer. Without a contract price on one variant, every variant of the
 * product gets the same percentage (a percentage keeps order), so the list range's ends give it.
 */
function rangePrices(prices: BuyerPrices, p: ProductRow, range: PriceRange) {
  const at = (cents: number) => variantPrice(prices, p, { id: '', priceCents: cents, priceTiers: [], options: [] }, 1).cents;
  const min = range.buyerMinCents ?? at(range.minCents);
  const max = range.buyerMaxCents ?? at(range.maxCents);
  return {
    product_price_range: { min: centsToDollars(min), max: centsToDollars(max) },
    ...(min !== range.minCents || max !== range.maxCents
      ? { product_list_price_range: { min: centsToDollars(range.minCents), max: centsToDollars(range.maxCents) } }
      : {}),
  };
}

/**
 * Builds the API shape of a product. Prices are added only for a logged-in buyer (`prices` not
 * null): a visitor's response carries no price field at all, not a hidden or zeroed one.
 */
export function productSummary(p: ProductRow, prices: Pricing, range?: PriceRange) {
  return {
    _id: p.id,
    product_name: p.name,
    product_slug: p.slug,
    product_sku: p.sku,
    product_description: p.description,
    product_images: p.images,
    ...(prices ? productPrices(prices, p, range) : {}),
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
export function productDetail(p: ProductRow, variants: VariantRow[], prices: Pricing, fits: string[]) {
  const range = variants.length ? priceRangeOf(variants, prices, p) : undefined;
  return {
    ...productSummary(p, prices, range),
    product_variants: sortVariants(variants).map((v) => variantView(v, prices, p)),
    product_fits: fits,
  };
}

/** The variants' list and buyer's price ranges, from every variant (a contract may price one alone). */
export function priceRangeOf(
  variants: VariantRow[],
  prices: Pricing,
  p: Pick<ProductRow, 'id' | 'categoryIds' | 'priceCents' | 'priceTiers'>,
): PriceRange {
  const list = variants.map((v) => v.priceCents);
  const buyer = prices ? variants.map((v) => variantPrice(prices, p, v, 1).cents) : list;
  return { minCents: Math.min(...list), maxCents: Math.max(...list), buyerMinCents: Math.min(...buyer), buyerMaxCents: Math.max(...buyer) };
}

/** Spec: variant_order ascending, then the newest createdAt first. */
function sortVariants(variants: VariantRow[]): VariantRow[] {
  return [...variants].sort((a, b) => a.sortOrder - b.sortOrder || b.createdAt.getTime() - a.createdAt.getTime());
}

function childPrices(
  prices: BuyerPrices,
  p: Pick<ProductRow, 'id' | 'categoryIds' | 'priceCents' | 'priceTiers'>,
  v: VariantRow,
  choice: { optionId: string; childName: string; priceCents: number },
) {
  const one = optionChoicePrice(prices, p, v, choice, 1);
  return {
    variant_options_child_price: centsToDollars(one.cents),
    ...(one.cents !== one.listCents ? { variant_options_child_list_price: centsToDollars(one.listCents) } : {}),
  };
}

/** A variant as the product page shows it; the quick order's chooser shows the same. */
export function variantView(v: VariantRow, prices: Pricing, p: Pick<ProductRow, 'id' | 'categoryIds' | 'priceCents' | 'priceTiers'>) {
  const one = prices && variantPrice(prices, p, v, 1);
  return {
    _id: v.id,
    variant_name: v.name,
    variant_sku: v.sku,
    ...(one
      ? {
          variant_price: centsToDollars(one.cents),
          ...(one.cents !== one.listCents ? { variant_list_price: centsToDollars(one.listCents) } : {}),
          price_tiers: ladderView(variantLadder(prices, p, v)),
        }
      : {}),
    variant_image: v.image,
    variant_order: v.sortOrder,
    variant_quantity: v.quantity,
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
          ...(prices ? childPrices(prices, p, v, { optionId: o.id, childName: c.name, priceCents: c.priceCents }) : {}),
          variant_options_child_is_default: c.isDefault,
        })),
    })),
  };
}
