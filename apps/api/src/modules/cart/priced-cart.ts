import type { MeasurementSelected } from '@northbend/shared';
import type { Database } from '../../db/client.js';

/**
 * A cart as the server prices it from the catalog (integer cents). The cart API turns it into the
 * spec's cart item shape; order creation snapshots it into the order. Nothing here ever comes from
 * a request body.
 */
export interface PricedVariantOption {
  optionId: string;
  optionName: string;
  childName: string;
  childPriceCents: number;
}

export interface PricedVariant {
  variantId: string;
  name: string;
  sku: string;
  image: string;
  quantity: number;
  /** The variant's price plus its chosen option children, for one piece, at the buyer's price. */
  unitPriceCents: number;
  totalCents: number;
  /** Cart reads only: the same at list prices (decision 024); shown struck through when higher. */
  listUnitPriceCents?: number;
  /** Cart reads only: "10+ price applied" when a quantity break priced the line; else null. */
  priceNote?: string | null;
  measurement: MeasurementSelected | null;
  options: PricedVariantOption[];
  /**
   * Cart reads only (never in an order): the unit price when the customer added the variant, when
   * today's differs from it; null otherwise, or for a row added before prices were recorded.
   */
  priceWasCents?: number | null;
  /** Cart reads only: staff archived the variant. It costs nothing and blocks checkout. */
  unavailable?: boolean;
}

export interface PricedCartLine {
  cartItemId: string;
  productId: string;
  product: { name: string; slug: string; sku: string; images: string[] };
  productPriceCents: number;
  /** Cart reads only: the plain product's list price (decision 024); shown struck through when higher. */
  productListPriceCents?: number;
  /** Cart reads only: "10+ price applied" when a quantity break priced the line; else null. */
  priceNote?: string | null;
  /** Pieces of a plain product; 1 for a product that is bought through its variants. */
  quantity: number;
  /** productPriceCents × quantity for a plain product, 0 for a product with variants. */
  productTotalCents: number;
  variants: PricedVariant[];
  /** What the line costs: the product total plus every variant total. */
  itemTotalCents: number;
  /**
   * Why the line cannot be ordered as it stands (a chosen option the catalog no longer offers, a
   * variant product with no variant left), or null. Checkout refuses a cart with a problem line.
   */
  problem: string | null;
  /** Cart reads only: the plain product's price when it was added, when today's differs; else null. */
  productPriceWasCents?: number | null;
  /** Cart reads only: staff archived the product. The line costs nothing and blocks checkout. */
  unavailable?: boolean;
  /**
   * A line of an accepted quote (issue 14 item 5): no product (productId ''), bought in the quoted
   * quantity at the quoted price. The order snapshots it and buys the quote (decision 017).
   */
  quote?: { quoteId: string; quoteLineId: string; quoteNumber: string; position: number; validUntil: string };
}

export interface PricedCart {
  customerId: string;
  lines: PricedCartLine[];
  subTotalCents: number;
}

/**
 * Reads and prices a customer's cart; pass a transaction to read it inside one. `quoteLines: false`
 * skips reading quote lines: only for a caller that holds the customer's lock and knows the cart
 * holds none (accepting a quote into the cart takes that lock too).
 */
export type LoadPricedCart = (db: Database, customerId: string, opts?: { quoteLines?: boolean }) => Promise<PricedCart>;
