import {
  VARIANT_NAME_LENGTH,
  boundsOf,
  defaultUnit,
  enabledUnits,
  validateMeasurement,
  type MeasurementCheck,
  type MeasurementUnit,
  type VariantMeasurement,
} from '@northbend/shared';
import type { VariantForm } from './product-form';
import { figureOf } from './variant-summary';

/**
 * A variant as the storefront's table would receive it once saved, built from the editor's
 * form: figures parsed as the API parses them, prices as a signed-in customer gets them (a price
 * that is not a figure yet is left out, as a visitor's is).
 */
export interface PreviewVariant {
  key: string;
  name: string;
  sku: string;
  price?: number;
  image: string;
  measurement: VariantMeasurement;
  options: { key: string; name: string; link: number; children: { name: string; price?: number; isDefault: boolean }[] }[];
}

const price = (text: string): number | undefined => figureOf(text) ?? undefined;

export function previewOf(v: VariantForm): PreviewVariant {
  const m = v.variant_measurement;
  return {
    key: v.key,
    name: v.variant_name,
    sku: v.variant_sku,
    price: price(v.variant_price),
    image: v.variant_image,
    measurement: {
      mm_status: m.mm_status,
      in_status: m.in_status,
      mm: { min: figureOf(m.mm.min), max: figureOf(m.mm.max) },
      in: { min: figureOf(m.in.min), max: figureOf(m.in.max) },
    },
    options: v.variant_options.map((o) => ({
      key: o.key,
      name: o.variant_options_name,
      link: o.variant_options_link,
      children: o.variant_options_lists.map((c) => ({
        name: c.variant_options_child_name,
        price: price(c.variant_options_child_price),
        isDefault: c.variant_options_child_is_default,
      })),
    })),
  };
}

/** Storefront (variant-config.ts): names are cut at 12 characters in the table. */
export const shortName = (name: string): string => (name.length > VARIANT_NAME_LENGTH ? `${name.slice(0, VARIANT_NAME_LENGTH)}…` : name);

/** Storefront: the Options button is disabled when there is neither a measurement nor an option. */
export const hasChoices = (v: PreviewVariant): boolean => enabledUnits(v.measurement).length > 0 || v.options.length > 0;

/** Storefront: choices cheapest first. */
export const sortedChildren = (o: PreviewVariant['options'][number]) => [...o.children].sort((a, b) => (a.price ?? 0) - (b.price ?? 0));

/** What the preview's visitor typed and picked in one variant's panel. */
export interface PreviewDraft {
  unit: MeasurementUnit | null;
  input: string;
  options: Record<string, string>;
}

/** Storefront: IN first when enabled, the default choices preselected. */
export const initialDraft = (v: PreviewVariant): PreviewDraft => ({
  unit: defaultUnit(v.measurement),
  input: '',
  options: Object.fromEntries(v.options.map((o) => [o.key, o.children.find((c) => c.isDefault)?.name ?? ''])),
});

/** The shared check the storefront and the cart run on a typed size; null while nothing is typed. */
export function previewCheck(v: PreviewVariant, draft: PreviewDraft): MeasurementCheck | null {
  // A unit switched off in the editor after it was picked here falls back to the default unit.
  const unit = draft.unit && enabledUnits(v.measurement).includes(draft.unit) ? draft.unit : defaultUnit(v.measurement);
  if (!unit || draft.input.trim() === '') return null;
  return validateMeasurement(draft.input, unit, boundsOf(v.measurement, unit));
}
