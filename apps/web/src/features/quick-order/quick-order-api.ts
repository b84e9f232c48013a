import type { MeasurementUnit, QuickOrderAnswer, QuickOrderLookupAnswer } from '@northbend/shared';
import { apiPost } from '../../lib/api-client';

/** API paths only this screen calls (spec section 7): here rather than in app/api-paths.ts, which the first page carries. */
const screenPaths = {
  quickOrder: 'cart/quick-order',
  quickOrderLookup: 'cart/quick-order/lookup',
} as const;

/** The pad's live lookup; a failure stays in the console and the row says it could not look. */
export const lookupPartNumbers = (partNumbers: string[], signal?: AbortSignal) =>
  apiPost<QuickOrderLookupAnswer>(screenPaths.quickOrderLookup, { part_numbers: partNumbers }, { signal, quiet: true });

/** A row as 'Add all to cart' sends it: the part number, the pieces and, for a variant, its configuration. */
export interface QuickOrderRowToAdd {
  part_number: string;
  quantity: number;
  variant_measurement_selected?: { type: MeasurementUnit; value: number } | null;
  variant_options_selected?: { variant_options_id: string; variant_options_child_name: string }[];
}

/** One request, one transaction: the valid rows go in, each refused row comes back with its message. */
export const addQuickOrderToCart = (customerId: string, rows: QuickOrderRowToAdd[]) =>
  apiPost<QuickOrderAnswer>(screenPaths.quickOrder, { cart_customer_id: customerId, rows });
