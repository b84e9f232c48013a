import { centsToDollars, type ProductStatus, type AdminProduct, type AdminProductListItem, type AdminVariant } from '@northbend/shared';
import type { StoredPriceTier } from '../../db/schema/index.js';
import type { AdminListRow, ProductRecord, VariantRecord } from './admin-product-queries.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Issue 28: the archive (archived_at) shows as the status 'archived', whatever the product was before. */
const statusOf = (p: { archivedAt: Date | null; status: 'draft' | 'published' }): ProductStatus => (p.archivedAt ? 'archived' : p.status);
const tiersView = (tiers: StoredPriceTier[]) => tiers.map((t) => ({ min_quantity: t.minQuantity, discount_percent: t.discountPercent }));

/** A row of the back office's product list. */
export const adminListItem = (r: AdminListRow, categoryNames: Map<string, string>): AdminProductListItem => ({
  _id: r.id,
  product_name: r.name,
  product_slug: r.slug,
  product_sku: r.sku,
  product_price: centsToDollars(r.priceCents),
  product_quantity: r.quantity,
  product_image: r.images[0] ?? null,
  variant_count: r.variantCount,
  categories: r.categoryIds.map((id) => categoryNames.get(id)).filter((n): n is string => !!n),
  archived: !!r.archivedAt,
  product_status: statusOf(r),
  product_publish_at: iso(r.publishAt),
  updated_at: r.updatedAt.toISOString(),
});

/** Where visitors see the product (apps/web's paths.product). */
export const storefrontPath = (slug: string, id: string) => `/${slug || 'product'}/${id}`;

/** Live variants in variant_order (then newest first, as the storefront lists them); archived ones last. */
export function inEditorOrder(variants: VariantRecord[]): VariantRecord[] {
  const byOrder = (a: VariantRecord, b: VariantRecord) => a.sortOrder - b.sortOrder || b.createdAt.getTime() - a.createdAt.getTime();
  return [...variants.filter((v) => !v.archivedAt).sort(byOrder), ...variants.filter((v) => v.archivedAt).sort(byOrder)];
}

export function adminVariant(v: VariantRecord, ordered: boolean): AdminVariant {
  return {
    _id: v.id,
    variant_name: v.name,
    variant_sku: v.sku,
    variant_price: centsToDollars(v.priceCents),
    variant_order: v.sortOrder,
    variant_description: v.description,
    variant_image: v.image,
    variant_measurement: {
      mm_status: v.mmEnabled,
      in_status: v.inEnabled,
      mm: { min: v.mmMin, max: v.mmMax },
      in: { min: v.inMin, max: v.inMax },
    },
    // Children in the order staff entered them (the storefront sorts them by price itself).
    variant_options: v.options.map((o) => ({
      _id: o.id,
      variant_options_name: o.name,
      variant_options_link: o.link,
      variant_options_lists: o.children.map((c) => ({
        variant_options_child_name: c.name,
        variant_options_child_price: centsToDollars(c.priceCents),
        variant_options_child_is_default: c.isDefault,
      })),
    })),
    variant_price_tiers: tiersView(v.priceTiers),
    variant_quantity: v.quantity,
    variant_shipping_weight: v.shippingWeightLb,
    variant_shipping_dimensions: boxView(v),
    archived: !!v.archivedAt,
    ordered,
  };
}

/** A piece's box (decision 031), when all three sides are known. */
const boxView = (r: { shippingLengthIn: number | null; shippingWidthIn: number | null; shippingHeightIn: number | null }) =>
  r.shippingLengthIn && r.shippingWidthIn && r.shippingHeightIn
    ? { length: r.shippingLengthIn, width: r.shippingWidthIn, height: r.shippingHeightIn }
    : null;

/** The product as the back office edits it: every field of ProductInput as stored, and its state. */
export function adminProduct(
  p: ProductRecord,
  variants: VariantRecord[],
  ordered: { ordered: boolean; variantIds: Set<string> },
): AdminProduct {
  return {
    _id: p.id,
    product_name: p.name,
    product_slug: p.slug,
    product_sku: p.sku,
    product_description: p.description,
    product_price: centsToDollars(p.priceCents),
    product_quantity: p.quantity,
    product_images: p.images.map((url, i) => ({ url, alt: p.imageAlts[i] ?? '' })),
    product_category_ids: p.categoryIds,
    product_machine_make_ids: p.machineMakeIds,
    product_machine_model_ids: p.machineModelIds,
    product_keywords: p.keywords,
    product_variants: inEditorOrder(variants).map((v) => adminVariant(v, ordered.variantIds.has(v.id))),
    product_price_tiers: tiersView(p.priceTiers),
    product_status: statusOf(p),
    product_publish_at: iso(p.publishAt),
    product_shipping_weight: p.shippingWeightLb,
    product_shipping_dimensions: boxView(p),
    archived: !!p.archivedAt,
    archived_at: iso(p.archivedAt),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    ordered: ordered.ordered,
    storefront_path: storefrontPath(p.slug, p.id),
  };
}
