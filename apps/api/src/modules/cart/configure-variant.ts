import {
  boundsOf,
  CART_MESSAGES,
  enabledUnits,
  validateMeasurement,
  type MeasurementRequest,
  type MeasurementSelected,
  type OptionChoiceRequest,
  type VariantMeasurement,
} from '@northbend/shared';
import type { productVariants, SelectedVariantOption } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-errors.js';

/** The catalog fields of a variant that decide what a customer may configure. */
export type ConfigurableVariant = Pick<
  typeof productVariants.$inferSelect,
  'mmEnabled' | 'mmMin' | 'mmMax' | 'inEnabled' | 'inMin' | 'inMax' | 'options'
>;

/** A variant configuration as the cart stores it. */
export interface VariantConfiguration {
  measurement: MeasurementSelected | null;
  options: SelectedVariantOption[];
}

/** The catalog variant's measurement in the shape the shared rules (and the product page) read. */
export function variantMeasurementOf(v: ConfigurableVariant): VariantMeasurement {
  return {
    mm_status: v.mmEnabled,
    in_status: v.inEnabled,
    mm: { min: v.mmMin, max: v.mmMax },
    in: { min: v.inMin, max: v.inMax },
  };
}

/**
 * Checks a measurement with the product page's own rules; an error message, or the measurement to
 * store with the catalog's bounds (never the client's min/max).
 */
export function checkMeasurement(
  v: ConfigurableVariant,
  requested: MeasurementRequest | null,
): { measurement: MeasurementSelected | null } | { message: string } {
  const measurement = variantMeasurementOf(v);
  const units = enabledUnits(measurement);
  if (!requested) return units.length ? { message: CART_MESSAGES.measurementRequired } : { measurement: null };
  if (!units.length) return { message: CART_MESSAGES.noMeasurement };
  // A unit the variant does not enable has no bounds: the shared rule answers 'Max and min values for {unit} not found.'
  const check = validateMeasurement(String(requested.value), requested.type, boundsOf(measurement, requested.type));
  if (!check.ok) return { message: check.message };
  return { measurement: { type: requested.type, value: check.value, min: check.min, max: check.max } };
}

/** Option choices by the catalog's option ids and child names; an option left out is not chosen. */
function checkOptions(v: ConfigurableVariant, requested: OptionChoiceRequest[]): SelectedVariantOption[] {
  const chosen = new Set<string>();
  return requested.map((r) => {
    const option = v.options.find((o) => o.id === r.variant_options_id);
    if (!option) throw badRequest(CART_MESSAGES.optionNotOffered);
    // One choice per option: two would charge the option twice.
    if (chosen.has(option.id)) throw badRequest(CART_MESSAGES.oneChoicePerOption(option.name));
    chosen.add(option.id);
    const child = option.children.find((c) => c.name === r.variant_options_child_name);
    if (!child) throw badRequest(CART_MESSAGES.choiceNotOffered(option.name));
    return { optionId: option.id, childName: child.name };
  });
}

/** Validates a requested configuration against the catalog variant (400 with the rule's message). */
export function configureVariant(
  v: ConfigurableVariant,
  requested: { variant_measurement_selected: MeasurementRequest | null; variant_options_selected: OptionChoiceRequest[] },
): VariantConfiguration {
  const measured = checkMeasurement(v, requested.variant_measurement_selected);
  if ('message' in measured) throw badRequest(measured.message);
  return { measurement: measured.measurement, options: checkOptions(v, requested.variant_options_selected) };
}
