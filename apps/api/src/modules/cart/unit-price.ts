import type { SelectedVariantOption, StoredVariantOption } from '../../db/schema/index.js';

/**
 * One piece of a configured variant at today's catalog prices: the variant's price plus each
 * chosen option child. A choice the catalog no longer offers adds nothing (the cart names it as
 * the line's problem). The cart prices its lines with this and records it when a variant is added.
 */
export function variantUnitPriceCents(
  variant: { priceCents: number; options: StoredVariantOption[] },
  chosen: SelectedVariantOption[],
): number {
  let cents = variant.priceCents;
  for (const choice of chosen) {
    const child = variant.options.find((o) => o.id === choice.optionId)?.children.find((c) => c.name === choice.childName);
    if (child) cents += child.priceCents;
  }
  return cents;
}

/**
 * The recorded price to show beside today's, or null: only when one was recorded (rows from before
 * issue 12 have none) and it differs. Information for the customer, never the price charged.
 */
export function priceWas(addedCents: number | null, todayCents: number): number | null {
  return addedCents !== null && addedCents !== todayCents ? addedCents : null;
}
