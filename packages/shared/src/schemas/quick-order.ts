import { z } from 'zod';
import { QUICK_ORDER_LIMITS, QUICK_ORDER_MESSAGES } from '../quick-order.js';
import { CartQuantity, MeasurementRequest, OptionChoiceRequest, ProvidedId } from './cart.js';

/** A part number as typed: surrounding spaces dropped, case kept (the lookup ignores it). */
export const QuickOrderPartNumber = z
  .string({ error: QUICK_ORDER_MESSAGES.partNumber })
  .trim()
  .min(1, QUICK_ORDER_MESSAGES.partNumber)
  .max(QUICK_ORDER_LIMITS.partNumberLength, QUICK_ORDER_MESSAGES.partNumberLength);

/**
 * One row of the pad. A variant that takes a measurement or options carries the configuration as
 * variant-add-to-cart's variant does; the same rules and messages judge it.
 */
export const QuickOrderRow = z.object(
  {
    part_number: QuickOrderPartNumber,
    quantity: CartQuantity,
    variant_measurement_selected: MeasurementRequest.nullable().optional().default(null),
    variant_options_selected: z
      .array(OptionChoiceRequest)
      .max(50, 'Please choose at most one choice for each option.')
      .optional()
      .default([]),
  },
  { error: QUICK_ORDER_MESSAGES.partNumber },
);
export type QuickOrderRow = z.infer<typeof QuickOrderRow>;

const rows = <T extends z.ZodType>(row: T) =>
  z
    .array(row, { error: QUICK_ORDER_MESSAGES.noRows })
    .min(1, QUICK_ORDER_MESSAGES.noRows)
    .max(QUICK_ORDER_LIMITS.rows, QUICK_ORDER_MESSAGES.tooManyRows);

/** POST /cart/quick-order: every row is checked before anything is added; a malformed request adds nothing. */
export const QuickOrderBody = z.object({ cart_customer_id: ProvidedId, rows: rows(QuickOrderRow) }, { error: QUICK_ORDER_MESSAGES.noRows });
export type QuickOrderBody = z.infer<typeof QuickOrderBody>;

/** POST /cart/quick-order/lookup: the pad's part numbers, looked up as they are typed. */
export const QuickOrderLookupBody = z.object({ part_numbers: rows(QuickOrderPartNumber) }, { error: QUICK_ORDER_MESSAGES.noRows });
export type QuickOrderLookupBody = z.infer<typeof QuickOrderLookupBody>;
