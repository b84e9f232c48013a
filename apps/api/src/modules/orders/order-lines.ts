import type { OrderLineSnapshot } from '../../db/schema/index.js';
import type { PricedCartLine } from '../cart/index.js';

/**
 * Copies a priced cart line into the order's own snapshot type, field by field (decision 008): what
 * only a cart shows (a price notice, an archived mark) stays out, and a new field of the live cart
 * reaches old orders only when it is added here. createdAt is the moment the line entered the cart.
 */
export function snapshotLine(line: PricedCartLine & { createdAt?: string }): OrderLineSnapshot & { createdAt?: string } {
  return {
    cartItemId: line.cartItemId,
    productId: line.productId,
    product: { name: line.product.name, slug: line.product.slug, sku: line.product.sku, images: [...line.product.images] },
    productPriceCents: line.productPriceCents,
    quantity: line.quantity,
    productTotalCents: line.productTotalCents,
    variants: line.variants.map((v) => ({
      variantId: v.variantId,
      name: v.name,
      sku: v.sku,
      image: v.image,
      quantity: v.quantity,
      unitPriceCents: v.unitPriceCents,
      totalCents: v.totalCents,
      measurement: v.measurement,
      options: v.options.map((o) => ({
        optionId: o.optionId,
        optionName: o.optionName,
        childName: o.childName,
        childPriceCents: o.childPriceCents,
      })),
    })),
    itemTotalCents: line.itemTotalCents,
    problem: line.problem,
    ...(line.quote ? { quote: { ...line.quote } } : {}),
    ...(line.createdAt ? { createdAt: line.createdAt } : {}),
  };
}

/** The names of what staff archived since it was put in the cart: 'Punch' or 'Punch (Round 10)'. */
export function unavailableNames(lines: PricedCartLine[]): string[] {
  return lines.flatMap((line) =>
    line.unavailable ? [line.product.name] : line.variants.filter((v) => v.unavailable).map((v) => `${line.product.name} (${v.name})`),
  );
}
