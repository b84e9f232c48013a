import type { MeasurementUnit } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { CUSTOMER_NOT_FOUND, lockCustomer } from '../customers/index.js';
import { addProductLine, addVariantLine } from './add-lines.js';
import { cartView, type CartView } from './cart-view.js';
import { loadPricedCart } from './pricing.js';

/** A line to add as it was configured before (an order's line): a plain product, or a variant with its choices. */
export interface ConfiguredLine {
  productId: string;
  quantity: number;
  /** null for a plain product. */
  variant: {
    variantId: string;
    measurement: { type: MeasurementUnit; value: number } | null;
    options: { optionId: string; childName: string }[];
  } | null;
}

export interface ConfiguredLinesAdded<L extends ConfiguredLine> {
  /** The cart after the change, priced from today's catalog. */
  cart: CartView;
  added: L[];
  /** Each line the cart's rules refused, with the rule's message (as the product page's add calls word it). */
  refused: { line: L; message: string }[];
}

/**
 * Adds configured lines to a customer's cart in one transaction that locks the customer's row
 * first, each line in a savepoint of its own through the product page's add rules (add-lines.ts):
 * a refused line takes back only what it wrote. The cart records today's prices; nothing here
 * trusts a price from the lines. Buy again (orders module) adds an old order's lines with it.
 */
export function addConfiguredLines<L extends ConfiguredLine>(
  db: Database,
  customerId: string,
  lines: L[],
): Promise<ConfiguredLinesAdded<L>> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
    const added: L[] = [];
    const refused: { line: L; message: string }[] = [];
    for (const line of lines) {
      try {
        await tx.transaction((step) =>
          line.variant
            ? addVariantLine(step, customerId, line.productId, {
                _id: line.variant.variantId,
                variant_quantity: line.quantity,
                variant_measurement_selected: line.variant.measurement,
                variant_options_selected: line.variant.options.map((o) => ({
                  variant_options_id: o.optionId,
                  variant_options_child_name: o.childName,
                })),
              })
            : addProductLine(step, customerId, line.productId, line.quantity),
        );
        added.push(line);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        refused.push({ line, message: err.message });
      }
    }
    return { cart: cartView(await loadPricedCart(tx, customerId)), added, refused };
  });
}
