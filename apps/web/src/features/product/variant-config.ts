import {
  VARIANT_NAME_LENGTH,
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
