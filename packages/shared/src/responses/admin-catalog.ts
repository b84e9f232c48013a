import { z } from 'zod';
import { PaginationInfo } from '../schemas/common.js';

/** Answers of the back office's product calls (/api/v1/admin/products…, /api/v1/admin/images); the admin UI's types. */

/** A piece's box in inches (issue 30, decision 031). */
const ShippingBox = z.object({ length: z.number(), width: z.number(), height: z.number() });

export const AdminProductListItem = z.object({
  _id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  product_sku: z.string(),
  product_price: z.number().describe('Dollars'),
  product_quantity: z.number(),
  product_image: z.string().nullable().describe('URL of the first image, or null'),
  variant_count: z.number().describe('Live (not archived) variants'),
  categories: z.array(z.string()).describe('Category names'),
  archived: z.boolean(),
  product_status: z.enum(['draft', 'published', 'archived']).describe('archived when archived, whatever it was before'),
  product_publish_at: z.string().nullable().describe('A published product is live from this time; null: at once'),
  updated_at: z.string(),
});
export type AdminProductListItem = z.infer<typeof AdminProductListItem>;

export const AdminProductPage = z.object({ result: z.array(AdminProductListItem), paginationInfo: PaginationInfo });
export type AdminProductPage = z.infer<typeof AdminProductPage>;

const Bounds = z.object({ min: z.number().nullable(), max: z.number().nullable() });

export const AdminVariantOption = z.object({
  /** Stable while the option keeps its name: cart lines reference it. */
  _id: z.string(),
  variant_options_name: z.string(),
  variant_options_link: z.number(),
  variant_options_lists: z.array(
    z.object({
      variant_options_child_name: z.string(),
      variant_options_child_price: z.number().describe('Dollars'),
      variant_options_child_is_default: z.boolean(),
    }),
  ),
});
export type AdminVariantOption = z.infer<typeof AdminVariantOption>;

/** Volume breaks (issue 27): from min_quantity pieces, discount_percent off the list price. */
const AdminPriceTiers = z.array(z.object({ min_quantity: z.number(), discount_percent: z.number() }));

export const AdminVariant = z.object({
  _id: z.string(),
  variant_name: z.string(),
  variant_sku: z.string(),
  variant_price: z.number().describe('Dollars'),
  variant_order: z.number(),
  variant_description: z.string(),
  variant_image: z.string(),
  variant_measurement: z.object({ mm_status: z.boolean(), in_status: z.boolean(), mm: Bounds, in: Bounds }),
  variant_options: z.array(AdminVariantOption),
  variant_price_tiers: AdminPriceTiers.describe('The variant’s own volume breaks; empty: the product’s hold'),
  variant_quantity: z.number().nullable().describe('The variant’s own stock; null: none of its own, the product’s applies'),
  variant_shipping_weight: z.number().nullable().optional().describe('Pounds per piece; null: the product’s applies'),
  variant_shipping_dimensions: ShippingBox.nullable().optional().describe('Inches; null: the product’s box applies'),
  archived: z.boolean().describe('Removed from the product but kept because it was ordered'),
  ordered: z.boolean().describe('Appears on a placed order'),
});
export type AdminVariant = z.infer<typeof AdminVariant>;

export const AdminProduct = z.object({
  _id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  product_sku: z.string(),
  product_description: z.string(),
  product_price: z.number().describe('Dollars'),
  product_quantity: z.number(),
  product_images: z.array(z.object({ url: z.string(), alt: z.string() })),
  product_category_ids: z.array(z.string()),
  product_machine_make_ids: z.array(z.string()),
  product_machine_model_ids: z.array(z.string()),
  product_keywords: z.record(z.string(), z.array(z.string())),
  /** In variant_order; archived variants (kept for past orders) come last. */
  product_variants: z.array(AdminVariant),
  product_price_tiers: AdminPriceTiers.describe('Volume breaks for everyone; they hold for variants without their own'),
  product_status: z.enum(['draft', 'published', 'archived']).describe('archived when archived, whatever it was before'),
  product_publish_at: z.string().nullable().describe('A published product is live from this time; null: at once'),
  product_shipping_weight: z
    .number()
    .nullable()
    .optional()
    .describe('Pounds per piece (decision 031); null: the category’s default weight, then 2 lb'),
  product_shipping_dimensions: ShippingBox.nullable().optional().describe('Inches; null: rated by weight only'),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ordered: z.boolean().describe('Appears on a placed order'),
  storefront_path: z.string().describe('Where visitors see it (/product/…)'),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductDetail = z.object({ result: AdminProduct });
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;

export const AdminProductSaved = z.object({ result: z.object({ _id: z.string(), product_slug: z.string() }) });
export type AdminProductSaved = z.infer<typeof AdminProductSaved>;

export const AdminImageUploaded = z.object({ result: z.object({ url: z.string() }) });
export type AdminImageUploaded = z.infer<typeof AdminImageUploaded>;
