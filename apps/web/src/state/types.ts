import type { OrderStatus, PaginationInfo, PaymentMethodType, PaymentStatus, ShippingAddress, ShippingStatus } from '@northbend/shared';

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

/** A chosen option child of a variant in the cart (prices filled by the server). */
export interface CartVariantOption {
  variant_options_id: string;
  variant_options_name: string;
  variant_options_child_name: string;
  variant_options_child_price?: number;
}

/** A variant in a cart line (cart_selected_product_variants, spec section 3). */
export interface CartVariantLine {
  _id: string;
  variant_name: string;
  variant_sku: string;
  variant_image: string;
  /** One piece: the variant's price plus its chosen option children. */
  variant_price: number;
  variant_quantity: number;
  variant_total: number;
  variant_measurement_selected: { type: 'MM' | 'IN'; value: number; min: number; max: number } | null;
  variant_options_selected: CartVariantOption[];
}

/** One cart line as the cart API returns it (spec section 3, commerce contract). */
export interface CartItem {
  _id: string;
  cart_customer_id: string;
  cart_product_id: string;
  cart_product: { product_images: string[]; product_name: string; product_slug: string; product_sku: string };
  cart_product_price: number;
  /** Pieces of a plain product; 1 for a product bought through its variants. */
  cart_product_quantity: number;
  cart_product_total: number;
  cart_item_total: number;
  cart_selected_product_variants: CartVariantLine[];
  /** Why the line cannot be ordered as it stands (checkout refuses it), or null. */
  cart_item_problem: string | null;
  createdAt: string;
}

/** Held beside the lines: sub_total = Σ cart_item_total, item_count = lines (the badge). */
export interface CartCharges {
  sub_total: number;
  item_count: number;
}

/** An order as GET order/user/{id} returns it (commerce contract, Order view). */
export interface Order {
  _id: string;
  order_id: string;
  createdAt: string;
  status: OrderStatus;
  order_charges: { sub_total: number; shipping_charges: number; total: number };
  /** The cart lines as they were when the order was placed. */
  customer_order_list: Omit<CartItem, 'cart_item_problem'>[];
  customer_shipping: {
    shipment_address: ShippingAddress;
    shipment_details: { parcel_number: string | null; status: ShippingStatus; tracking_url: string | null };
  };
  /** response.due_date: a Net 30 invoice's due date in epoch seconds. */
  customer_payment: { type: PaymentMethodType; status: PaymentStatus; response: { due_date?: number } };
  download_order_net_30_invoice_pdf_url: string | null;
  download_order_details_pdf_url: string;
}
