import { z } from 'zod';
import { DropdownItem, PaginationInfo } from '@northbend/shared';

const price = z.number().optional().describe('Only for a logged-in customer; absent for visitors');

export const ProductSummary = z.object({
  _id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  product_sku: z.string(),
  product_description: z.string(),
  product_images: z.array(z.string()),
  product_price: price,
  product_price_range: z.object({ min: z.number(), max: z.number() }).optional().describe('Variant price range, customers only'),
  product_quantity: z.number(),
  product_variants_status: z.boolean(),
  product_category_ids: z.array(z.string()),
  product_machine_make_ids: z.array(z.string()),
  product_machine_model_ids: z.array(z.string()),
  category_slug: z.string(),
  createdAt: z.string(),
});

const Bounds = z.object({ min: z.number().nullable(), max: z.number().nullable() });

export const Variant = z.object({
  _id: z.string(),
  variant_name: z.string(),
  variant_sku: z.string(),
  variant_price: price,
  variant_image: z.string(),
  variant_order: z.number(),
  createdAt: z.string(),
  variant_description: z.string(),
  variant_measurement: z.object({ mm_status: z.boolean(), in_status: z.boolean(), mm: Bounds, in: Bounds }),
  variant_options: z.array(
    z.object({
      variant_options_id: z.string(),
      variant_options_name: z.string(),
      variant_options_link: z.number(),
      variant_options_lists: z.array(
        z.object({
          variant_options_child_name: z.string(),
          variant_options_child_price: price,
          variant_options_child_is_default: z.boolean(),
        }),
      ),
    }),
  ),
});

export const ProductDetail = ProductSummary.extend({ product_variants: z.array(Variant) });

export const ProductPage = z.object({ result: z.array(ProductSummary), paginationInfo: PaginationInfo });
export const ProductList = z.object({ result: z.array(ProductSummary) });

export const Category = z.object({
  _id: z.string(),
  category_name: z.string(),
  category_slug: z.string(),
  parent_category: z.string().nullable(),
  category_image: z.string(),
  name: z.string(),
  value: z.string(),
});

export const DropdownList = z.object({ result: z.array(DropdownItem) });
