import { formatBounds } from '@northbend/shared';
import { numberOf, type BoundsForm, type VariantForm } from './product-form';

/** A typed figure as the storefront would show it once saved ('10.50' → 10.5), null when it is none. */
export function figureOf(text: string): number | null {
  const n = numberOf(text);
  return n === undefined || !Number.isFinite(n) ? null : n;
}

const bounds = (b: BoundsForm) => ({ min: figureOf(b.min), max: figureOf(b.max) });

/** The enabled units' ranges, one line each ('10 - 20 mm'); none when the variant takes no size. */
export function measurementLines(variant: VariantForm): string[] {
  const m = variant.variant_measurement;
  return [...(m.mm_status ? [`${formatBounds(bounds(m.mm))} mm`] : []), ...(m.in_status ? [`${formatBounds(bounds(m.in))} in`] : [])];
}

/** '2 options, 5 choices' for the variants table. */
export function optionsSummary(variant: VariantForm): string {
  const options = variant.variant_options.length;
  if (options === 0) return 'None';
  const choices = variant.variant_options.reduce((sum, o) => sum + o.variant_options_lists.length, 0);
  return `${options} option${options === 1 ? '' : 's'}, ${choices} choice${choices === 1 ? '' : 's'}`;
}
