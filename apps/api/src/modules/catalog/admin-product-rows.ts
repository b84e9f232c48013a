import { randomUUID } from 'node:crypto';
import { dollarsToCents, type ProductInput, type VariantInput, type VariantOptionInput } from '@northbend/shared';
import type { StoredPriceTier, StoredVariantOption } from '../../db/schema/index.js';
import type { NewProductRecord, NewVariantRecord } from './admin-product-queries.js';

/** The product's own columns from what staff sent (dollars in, cents stored); slug and state are set by the service. */
export function productColumns(input: ProductInput): Omit<NewProductRecord, 'slug'> {
  return {
    name: input.product_name,
    sku: input.product_sku,
    description: input.product_description,
    priceCents: dollarsToCents(input.product_price),
    quantity: input.product_quantity,
    images: input.product_images.map((i) => i.url),
    imageAlts: input.product_images.map((i) => i.alt),
    categoryIds: unique(input.product_category_ids),
    // The first category is the main one: it names the product's category_slug in lists.
    primaryCategoryId: input.product_category_ids[0] ?? null,
    machineMakeIds: unique(input.product_machine_make_ids),
    machineModelIds: unique(input.product_machine_model_ids),
    keywords: keywordsOf(input.product_keywords),
    variantsStatus: input.product_variants.length > 0,
    ...(input.product_price_tiers ? { priceTiers: storedTiers(input.product_price_tiers) } : {}),
    // 'archived' is the archive (archived_at), set by the service: the status column keeps draft or published.
    ...(input.product_status === 'draft' || input.product_status === 'published' ? { status: input.product_status } : {}),
    ...(input.product_publish_at !== undefined ? { publishAt: input.product_publish_at ? new Date(input.product_publish_at) : null } : {}),
    ...(input.product_shipping_weight !== undefined ? { shippingWeightLb: input.product_shipping_weight } : {}),
    ...(input.product_shipping_dimensions !== undefined ? boxColumns(input.product_shipping_dimensions) : {}),
  };
}

/** A piece's box as stored (decision 031): three columns, all null when none is known. */
const boxColumns = (box: { length: number; width: number; height: number } | null) => ({
  shippingLengthIn: box?.length ?? null,
  shippingWidthIn: box?.width ?? null,
  shippingHeightIn: box?.height ?? null,
});

/** Volume breaks as stored (cents are not involved: a break is a percentage of the price). */
export const storedTiers = (tiers: { min_quantity: number; discount_percent: number }[]): StoredPriceTier[] =>
  tiers.map((t) => ({ minQuantity: t.min_quantity, discountPercent: t.discount_percent }));

const unique = <T>(list: T[]) => [...new Set(list)];

/** Each dropdown's values once; a dropdown without values is left out. */
function keywordsOf(keywords: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(keywords)
      .map(([id, values]) => [id, unique(values.map((v) => v.trim()).filter(Boolean))] as const)
      .filter(([, values]) => values.length > 0),
  );
}

/**
 * A variant's columns. `previousOptions` are the options it had: an option whose name is
 * unchanged keeps its id, because cart lines refer to the chosen option by that id.
 */
export function variantColumns(
  input: VariantInput,
  position: number,
  previousOptions: StoredVariantOption[] = [],
): Omit<NewVariantRecord, 'productId'> {
  const m = input.variant_measurement;
  return {
    name: input.variant_name,
    sku: input.variant_sku,
    description: input.variant_description,
    priceCents: dollarsToCents(input.variant_price),
    image: input.variant_image,
    sortOrder: input.variant_order ?? position,
    mmEnabled: m.mm_status,
    mmMin: m.mm.min ?? null,
    mmMax: m.mm.max ?? null,
    inEnabled: m.in_status,
    inMin: m.in.min ?? null,
    inMax: m.in.max ?? null,
    options: storedOptions(input.variant_options, previousOptions),
    ...(input.variant_price_tiers ? { priceTiers: storedTiers(input.variant_price_tiers) } : {}),
    ...(input.variant_quantity !== undefined ? { quantity: input.variant_quantity } : {}),
    ...(input.variant_shipping_weight !== undefined ? { shippingWeightLb: input.variant_shipping_weight } : {}),
    ...(input.variant_shipping_dimensions !== undefined ? boxColumns(input.variant_shipping_dimensions) : {}),
  };
}

const nameKey = (name: string) => name.trim().toLowerCase();

function storedOptions(options: VariantOptionInput[], previous: StoredVariantOption[]): StoredVariantOption[] {
  const unused = [...previous];
  return options.map((o) => {
    const at = unused.findIndex((p) => nameKey(p.name) === nameKey(o.variant_options_name));
    const id = at >= 0 ? unused.splice(at, 1)[0]!.id : randomUUID();
    return {
      id,
      name: o.variant_options_name,
      link: o.variant_options_link,
      children: o.variant_options_lists.map((c) => ({
        name: c.variant_options_child_name,
        priceCents: dollarsToCents(c.variant_options_child_price),
        isDefault: c.variant_options_child_is_default,
      })),
    };
  });
}
