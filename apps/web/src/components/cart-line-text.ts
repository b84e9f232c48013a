import type { CartVariantLine } from '../state/types';

/**
 * What a customer configured for a variant in the cart, one phrase each: the measurement as
 * 'value UNIT' and every chosen option as 'Option: choice'.
 */
export function configurationOf(variant: Pick<CartVariantLine, 'variant_measurement_selected' | 'variant_options_selected'>): string[] {
  const m = variant.variant_measurement_selected;
  return [
    ...(m ? [`Measurement: ${m.value} ${m.type}`] : []),
    ...(variant.variant_options_selected ?? []).map((o) => `${o.variant_options_name}: ${o.variant_options_child_name}`),
  ];
}
