import {
  VARIANT_NAME_LENGTH,
  boundsOf,
  defaultUnit,
  validateMeasurement,
  type MeasurementCheck,
  type MeasurementUnit,
  type SelectedVariantRequest,
  enabledUnits,
  type MeasurementSelected,
  type CartVariant,
  type Variant,
  type VariantOption,
  type VariantOptionChild,
} from '@northbend/shared';

/** What a customer chose for one variant: a valid measurement (or none) and one child per option. */
export interface VariantSelection {
  measurement: MeasurementSelected | null;
  /** variant_options_id -> chosen variant_options_child_name ('' = nothing chosen). */
  options: Record<string, string>;
}

/** Spec: variant_order ascending, then the newest createdAt first. */
export function sortVariants(variants: Variant[]): Variant[] {
  return [...variants].sort((a, b) => a.variant_order - b.variant_order || Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Spec section 9: variant names are cut at 12 characters in the table. */
export function shortVariantName(name: string): string {
  return name.length > VARIANT_NAME_LENGTH ? `${name.slice(0, VARIANT_NAME_LENGTH)}…` : name;
}

/** The expand button is disabled when there is nothing to choose: no measurement and no options. */
export function hasChoices(variant: Variant): boolean {
  return enabledUnits(variant.variant_measurement).length > 0 || variant.variant_options.length > 0;
}

/** Spec section 9: option children by price, cheapest first (visitors get no prices: order kept). */
export function sortedChildren(option: VariantOption): VariantOptionChild[] {
  return [...option.variant_options_lists].sort((a, b) => (a.variant_options_child_price ?? 0) - (b.variant_options_child_price ?? 0));
}

/** Spec section 4: default children are preselected while the variant is not in the cart. */
export function defaultChoices(variant: Variant): Record<string, string> {
  return Object.fromEntries(
    variant.variant_options.map((o) => [
      o.variant_options_id,
      o.variant_options_lists.find((c) => c.variant_options_child_is_default)?.variant_options_child_name ?? '',
    ]),
  );
}

/** A cart line's choices in the shape the panel edits, so a variant in the cart shows what was ordered. */
export function choicesOfCart(cart: CartVariant): Record<string, string> {
  return Object.fromEntries(cart.variant_options_selected.map((o) => [o.variant_options_id, o.variant_options_child_name]));
}

/** Spec: variant_options_link 5 means the option links to more information. */
export const OPTION_LINK_INFO = 5;

/** The variant as the cart call takes it (the server prices it): one piece with the customer's choices. */
/** What a variant add sends is the cart contract's SelectedVariantRequest: ids and choices only. */
export function variantToAdd(variant: Variant, selection: VariantSelection): SelectedVariantRequest {
  const m = selection.measurement;
  return {
    _id: variant._id,
    variant_quantity: 1,
    variant_measurement_selected: m ? { type: m.type, value: m.value } : null,
    // An option left at '--- Select ---' is left out: nothing chosen, nothing charged.
    variant_options_selected: Object.entries(selection.options)
      .filter(([, child]) => child !== '')
      .map(([id, child]) => ({ variant_options_id: id, variant_options_child_name: child })),
  };
}

/** What the customer has typed and picked for one variant, valid or not. */
export interface VariantDraft {
  unit: MeasurementUnit | null;
  input: string;
  options: Record<string, string>;
}

export const initialDraft = (variant: Variant, picked?: Record<string, string>): VariantDraft => ({
  unit: defaultUnit(variant.variant_measurement),
  input: '',
  options: { ...defaultChoices(variant), ...picked },
});

/** The check of the typed measurement; null while nothing is typed or the variant takes none. */
export function measurementCheck(variant: Variant, draft: VariantDraft): MeasurementCheck | null {
  if (!draft.unit || draft.input.trim() === '') return null;
  return validateMeasurement(draft.input, draft.unit, boundsOf(variant.variant_measurement, draft.unit));
}

/** Spec section 4: the measurement is saved into the selection only when it is valid. */
export function selectionOf(variant: Variant, draft: VariantDraft): VariantSelection {
  const check = measurementCheck(variant, draft);
  return {
    measurement: check?.ok && draft.unit ? { type: draft.unit, value: check.value, min: check.min, max: check.max } : null,
    options: draft.options,
  };
}

/** The option the tool finder may preselect: the die clearance of a die sold with one (issue 14). */
const CLEARANCE_OPTION_ID = 'clearance';

/** A variant the page opens with, and the option children picked for it. */
export interface PreselectedVariant {
  variant: Variant;
  options: Record<string, string>;
  /** Its panel opens: it has something to choose. */
  expand: boolean;
}

/**
 * The tool finder links to a die as `?variant=<id>&clearance=<child>` (features/tool-finder):
 * that variant is marked and opened, with the clearance chosen. Unknown ids and children are
 * ignored, so an old link still opens the page as usual.
 */
export function preselectedOf(variants: Variant[], id: string | null, clearance: string | null): PreselectedVariant | null {
  const variant = variants.find((v) => v._id === id);
  if (!variant) return null;
  const option = variant.variant_options.find(
    (o) => o.variant_options_id === CLEARANCE_OPTION_ID && o.variant_options_lists.some((c) => c.variant_options_child_name === clearance),
  );
  return { variant, options: option && clearance ? { [option.variant_options_id]: clearance } : {}, expand: hasChoices(variant) };
}
