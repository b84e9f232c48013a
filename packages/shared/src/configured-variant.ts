import { formatPrice } from './money.js';
import type { MeasurementUnit } from './measurement.js';
import type { CartVariant } from './responses/cart.js';

/**
 * A configured variant in words, the same on every surface: the cart's lines, the product page's
 * 'User Selected' and details modal, the order PDFs and the order emails. Each surface picks the
 * parts it shows (the unit's limits, the choices' prices); the words are made here only.
 */

/** 'Measurement: 1.25 IN', or with the unit's limits 'Measurement: 1.25 IN (0.5–3 IN)'. */
export function measurementText(m: { type: MeasurementUnit; value: number; min: number; max: number }, withLimits = false): string {
  return `Measurement: ${m.value} ${m.type}` + (withLimits ? ` (${m.min}–${m.max} ${m.type})` : '');
}

/** An option child with its price when one is given: 'TiN (+$12.00)', or 'TiN'. */
export function optionChildText(childName: string, price?: number, currencySymbol = '$'): string {
  return price === undefined ? childName : `${childName} (+${formatPrice(price, currencySymbol)})`;
}

/** A chosen option: 'Coating: TiN (+$12.00)' with a price, 'Coating: TiN' without. */
export function optionChoiceText(optionName: string, childName: string, price?: number, currencySymbol = '$'): string {
  return `${optionName}: ${optionChildText(childName, price, currencySymbol)}`;
}

/**
 * What a customer configured for a variant in the cart or an order, one phrase each: the
 * measurement as 'value UNIT', then every chosen option as 'Option: choice' (with its price when
 * `prices` is set).
 */
export function configuredVariantText(
  variant: Pick<CartVariant, 'variant_measurement_selected' | 'variant_options_selected'>,
  { prices = false, currencySymbol = '$' }: { prices?: boolean; currencySymbol?: string } = {},
): string[] {
  const m = variant.variant_measurement_selected;
  return [
    ...(m ? [measurementText(m)] : []),
    ...variant.variant_options_selected.map((o) =>
      optionChoiceText(
        o.variant_options_name,
        o.variant_options_child_name,
        prices ? o.variant_options_child_price : undefined,
        currencySymbol,
      ),
    ),
  ];
}

// A cart line's notices in words (issue 12). They sit beside the configuration's words because the
// same surfaces show both (the drawer, the cart page, the checkout's summary), and a module of
// their own would become one more storefront chunk, named in the first page's preload map.

/** Whether a cart line's price, or one of its variants', changed since it was added (order lines never say). */
export function priceChangedSinceAdded(line: {
  cart_product_price_was?: number | null;
  cart_selected_product_variants?: { variant_price_was?: number | null }[];
}): boolean {
  return line.cart_product_price_was != null || (line.cart_selected_product_variants ?? []).some((v) => v.variant_price_was != null);
}

/** 'Price changed since you added this: was $45.00, now $40.50'. */
export function priceChangeText(was: number, now: number, currencySymbol = '$'): string {
  return `Price changed since you added this: was ${formatPrice(was, currencySymbol)}, now ${formatPrice(now, currencySymbol)}`;
}

/** What a cart shows for a product or variant staff archived, in place of its price and quantity. */
export const NO_LONGER_AVAILABLE = 'No longer available';
