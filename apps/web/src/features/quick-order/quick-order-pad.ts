import {
  boundsOf,
  CART_MESSAGES,
  defaultUnit,
  QUICK_ORDER_LIMITS,
  QUICK_ORDER_MESSAGES,
  quickOrderQuantity,
  validateMeasurement,
  type MeasurementCheck,
  type MeasurementUnit,
  type QuickOrderMatch,
  type QuickOrderTextRow,
  type Variant,
} from '@northbend/shared';
import type { QuickOrderRowToAdd } from './quick-order-api';

/** What the buyer typed and picked for a variant in the row's chooser; null until they touch it. */
export interface RowChoices {
  unit: MeasurementUnit | null;
  input: string;
  /** variant_options_id -> chosen child name ('' = nothing chosen). */
  options: Record<string, string>;
}

/** One row of the pad, as typed: the quantity stays text until it is checked. */
export interface PadRow {
  key: number;
  partNumber: string;
  quantity: string;
  choices: RowChoices | null;
  /** Why the last 'Add all to cart' did not add the row (the server's words); cleared on any edit. */
  refusal: string | null;
}

/** A part number's lookup: asked, answered, or failed (network). */
export type Lookup = { state: 'loading' } | { state: 'failed' } | { state: 'done'; match: QuickOrderMatch };

let nextKey = 1;
export const newRow = (partNumber = '', quantity = '1'): PadRow => ({ key: nextKey++, partNumber, quantity, choices: null, refusal: null });

/** The lookup cache's key: part numbers are found in any case, with spaces around ignored. */
export const partKey = (partNumber: string): string => partNumber.trim().toUpperCase();

export const isBlank = (row: PadRow): boolean => row.partNumber.trim() === '';

/** A part number worth asking about: not blank and not longer than any part number can be. */
export const canLookUp = (partNumber: string): boolean =>
  partNumber.trim() !== '' && partNumber.trim().length <= QUICK_ORDER_LIMITS.partNumberLength;

/** The product page's defaults: the unit is IN when enabled, else MM; default children preselected (spec section 4). */
export function defaultChoices(variant: Variant): RowChoices {
  return {
    unit: defaultUnit(variant.variant_measurement),
    input: '',
    options: Object.fromEntries(
      variant.variant_options.map((o) => [
        o.variant_options_id,
        o.variant_options_lists.find((c) => c.variant_options_child_is_default)?.variant_options_child_name ?? '',
      ]),
    ),
  };
}

/** The measurement check the product page shows; null while nothing is typed or the variant takes none. */
export function measurementCheck(variant: Variant, choices: RowChoices): MeasurementCheck | null {
  if (!choices.unit || choices.input.trim() === '') return null;
  return validateMeasurement(choices.input, choices.unit, boundsOf(variant.variant_measurement, choices.unit));
}

/** One piece with the chosen options' surcharges, in dollars; null without a price. */
export function unitPrice(match: QuickOrderMatch | undefined, choices: RowChoices | null, quantity: number | null = null): number | null {
  const item = match?.item;
  if (!item || match.message) return null;
  // The buyer's price at the row's quantity (issue 27): the last step of the ladder it reaches.
  const base = (quantity !== null && item.price_tiers?.findLast((t) => t.min_quantity <= quantity)?.unit_price) || item.price;
  const variant = item.variant;
  if (!variant || !choices) return base;
  const surcharges = variant.variant_options.reduce((sum, o) => {
    const child = o.variant_options_lists.find((c) => c.variant_options_child_name === choices.options[o.variant_options_id]);
    return sum + (child?.variant_options_child_price ?? 0);
  }, 0);
  return Math.round((base + surcharges) * 100) / 100;
}

/** What the pad says of a row before it is sent: a quantity or part number the request would refuse. */
export function rowProblem(row: PadRow): string | null {
  if (isBlank(row)) return null;
  if (row.partNumber.trim().length > QUICK_ORDER_LIMITS.partNumberLength) return QUICK_ORDER_MESSAGES.partNumberLength;
  if (quickOrderQuantity(row.quantity) === null) return CART_MESSAGES.quantity;
  return null;
}

/**
 * The row as the request carries it. A variant's configuration goes as the product page sends it:
 * the measurement only when it is valid, the options that have a choice; the server's rules judge it.
 */
export function rowToAdd(row: PadRow, lookup: Lookup | undefined): QuickOrderRowToAdd {
  const base = { part_number: row.partNumber.trim(), quantity: quickOrderQuantity(row.quantity) ?? 0 };
  const variant = lookup?.state === 'done' ? lookup.match.item?.variant : null;
  if (!variant) return base;
  const choices = row.choices ?? defaultChoices(variant);
  const check = measurementCheck(variant, choices);
  return {
    ...base,
    variant_measurement_selected: check?.ok && choices.unit ? { type: choices.unit, value: check.value } : null,
    variant_options_selected: Object.entries(choices.options)
      .filter(([, child]) => child !== '')
      .map(([id, child]) => ({ variant_options_id: id, variant_options_child_name: child })),
  };
}

/**
 * Rows read from a paste or a file join the pad after the rows already typed (blank rows give
 * way); what passes 200 rows is left out, and the answer says how many.
 */
export function withPastedRows(rows: PadRow[], pasted: QuickOrderTextRow[]): { rows: PadRow[]; leftOut: number } {
  const kept = rows.filter((r) => !isBlank(r));
  const room = Math.max(0, QUICK_ORDER_LIMITS.rows - kept.length);
  const added = pasted.slice(0, room).map((p) => newRow(p.part_number, p.quantity));
  const all = [...kept, ...added];
  return { rows: all.length ? all : [newRow()], leftOut: pasted.length - added.length };
}
