import type { PaginationInfo } from '@northbend/shared';

/** A product as the public catalog calls return it (prices only for customers). */
export interface ProductSummary {
  _id: string;
  product_name: string;
  product_slug: string;
  product_sku: string;
  product_description: string;
  product_images: string[];
  product_price?: number;
  product_price_range?: { min: number; max: number };
  product_quantity: number;
  product_variants_status: boolean;
  product_category_ids: string[];
  product_machine_make_ids: string[];
  product_machine_model_ids: string[];
  category_slug: string;
  createdAt: string;
}

export interface VariantOptionChild {
  variant_options_child_name: string;
  variant_options_child_price?: number;
  variant_options_child_is_default: boolean;
}

export interface VariantOption {
  variant_options_id: string;
  variant_options_name: string;
  variant_options_link: number;
  variant_options_lists: VariantOptionChild[];
}

export interface Bounds {
  min: number | null;
  max: number | null;
}

export interface Variant {
  _id: string;
  variant_name: string;
  variant_sku: string;
  variant_price?: number;
  variant_image: string;
  variant_order: number;
  createdAt: string;
  variant_description: string;
  variant_measurement: { mm_status: boolean; in_status: boolean; mm: Bounds; in: Bounds };
  variant_options: VariantOption[];
}

export interface ProductDetail extends ProductSummary {
  product_variants: Variant[];
}

export interface Category {
  _id: string;
  category_name: string;
  category_slug: string;
  parent_category: string | null;
  category_image: string;
  name: string;
  value: string;
}

export interface DropdownItem {
  value: string;
  name: string;
}

export type { PaginationInfo };
