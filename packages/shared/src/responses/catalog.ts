import { z } from 'zod';
import { DropdownItem, PaginationInfo } from '../schemas/common.js';

const price = z
  .number()
  .optional()
  .describe("Only for a logged-in customer, and theirs (their company's price lists); absent for visitors");
const listPrice = z.number().optional().describe("The list price, only when the customer's own price is lower (decision 024)");
/** The buyer's unit price from each quantity on (issue 27): [{1, 50}, {10, 47.5}, {25, 45}]. */
export const PriceTiers = z
  .array(z.object({ min_quantity: z.number(), unit_price: z.number() }))
  .optional()
  .describe("Customers only: the customer's unit price from each quantity on, first at 1");
export type PriceTiers = z.infer<typeof PriceTiers>;
const PriceRange = z.object({ min: z.number(), max: z.number() });

/** A product as the public catalog calls return it (prices only for customers). */
export const ProductSummary = z.object({
  _id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  product_sku: z.string(),
  product_description: z.string(),
  product_images: z.array(z.string()),
  product_price: price,
  product_list_price: listPrice,
  product_price_range: PriceRange.optional().describe("Variant price range, customers only (the customer's prices)"),
  product_list_price_range: PriceRange.optional().describe("The variants' list price range, when the customer's differs"),
  price_tiers: PriceTiers,
  product_quantity: z.number(),
  product_variants_status: z.boolean(),
  product_category_ids: z.array(z.string()),
  product_machine_make_ids: z.array(z.string()),
  product_machine_model_ids: z.array(z.string()),
  category_slug: z.string(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

const Bounds = z.object({ min: z.number().nullable(), max: z.number().nullable() });

const VariantOptionChild = z.object({
  variant_options_child_name: z.string(),
  variant_options_child_price: price,
  variant_options_child_list_price: listPrice,
  variant_options_child_is_default: z.boolean(),
});
export type VariantOptionChild = z.infer<typeof VariantOptionChild>;

const VariantOption = z.object({
  variant_options_id: z.string(),
  variant_options_name: z.string(),
  variant_options_link: z.number(),
  variant_options_lists: z.array(VariantOptionChild),
});
export type VariantOption = z.infer<typeof VariantOption>;

export const Variant = z.object({
  _id: z.string(),
  variant_name: z.string(),
  variant_sku: z.string(),
  variant_price: price,
  variant_list_price: listPrice,
  price_tiers: PriceTiers,
  variant_image: z.string(),
  variant_order: z.number(),
  createdAt: z.string(),
  variant_description: z.string(),
  variant_measurement: z.object({ mm_status: z.boolean(), in_status: z.boolean(), mm: Bounds, in: Bounds }),
  variant_options: z.array(VariantOption),
  variant_quantity: z
    .number()
    .nullable()
    .optional()
    .describe("The variant's own stock; null: none of its own, the product's (product_quantity) applies"),
});
export type Variant = z.infer<typeof Variant>;

export const ProductDetail = ProductSummary.extend({
  product_variants: z.array(Variant),
  product_fits: z
    .array(z.string())
    .describe("Machines the product fits: 'Amada EMK 3610 NT' per model, a make alone when none of its models is listed"),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** GET /product/public/{id}. */
export const ProductDetailAnswer = z.object({ result: ProductDetail });
export type ProductDetailAnswer = z.infer<typeof ProductDetailAnswer>;

/** GET /product/public/slug/{slug}: the product a (current or former) slug names, with its current slug. */
export const ProductSlugAnswer = z.object({ result: z.object({ _id: z.string(), product_slug: z.string() }) });
export type ProductSlugAnswer = z.infer<typeof ProductSlugAnswer>;

/** A typed size the catalog does not have, with the nearest sizes it has (issue 28). */
export const NearestSize = z.object({
  asked: z.string().describe("The size as typed: '10 × 30', 'Ø 28'"),
  nearest: z.array(z.string()).describe("The nearest sizes there are, below and above: ['10 × 25 mm', '10 × 40 mm']"),
  message: z.string().describe("'No 10 × 30; nearest 10 × 25 mm and 10 × 40 mm'"),
});
export type NearestSize = z.infer<typeof NearestSize>;

/** The paged product lists: all, filtered, one category's. */
export const ProductPage = z.object({
  result: z.array(ProductSummary),
  paginationInfo: PaginationInfo,
  other_machines_count: z
    .number()
    .optional()
    .describe(
      "Filter and search results narrowed by machine ('My machines', makes, models): how many more match for other machines (0: none hidden)",
    ),
  nearest_size: NearestSize.optional().describe('Search results: present when no product has the typed size'),
});
export type ProductPage = z.infer<typeof ProductPage>;

/** Products by ids and similar products. */
export const ProductList = z.object({ result: z.array(ProductSummary) });
export type ProductList = z.infer<typeof ProductList>;

/** POST /product/public/search. */
export const ProductSearchAnswer = z.object({
  status: z.boolean(),
  data: z.object({
    result: z.array(ProductSummary),
    nearest_size: NearestSize.optional().describe('Present when no product has the typed size'),
  }),
});
export type ProductSearchAnswer = z.infer<typeof ProductSearchAnswer>;

export const Category = z.object({
  _id: z.string(),
  category_name: z.string(),
  category_slug: z.string(),
  parent_category: z.string().nullable(),
  category_image: z.string(),
  name: z.string(),
  value: z.string(),
});
export type Category = z.infer<typeof Category>;

export const CategoryList = z.object({ result: z.array(Category) });
export type CategoryList = z.infer<typeof CategoryList>;

/** GET /product/category/public/main/lists. */
export const MainCategoriesAnswer = z.object({ status: z.boolean(), data: CategoryList });
export type MainCategoriesAnswer = z.infer<typeof MainCategoriesAnswer>;

/** Machine makes, models of makes. */
export const DropdownList = z.object({ result: z.array(DropdownItem) });
export type DropdownList = z.infer<typeof DropdownList>;

/** GET /product/keyword/public/dropdown/find/{id}. */
export const KeywordDropdownAnswer = z.object({
  result: z.object({ productDropdown_name: z.string(), productDropdown_options: z.array(DropdownItem) }),
});
export type KeywordDropdownAnswer = z.infer<typeof KeywordDropdownAnswer>;
