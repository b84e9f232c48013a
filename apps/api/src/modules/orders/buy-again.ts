import { BUY_AGAIN_MESSAGES, buyAgainReason, type BuyAgainAnswer, type BuyAgainChoices } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { OrderLineSnapshot } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-errors.js';
import { addConfiguredLines, type ConfiguredLine } from '../cart/index.js';
import { orderService } from './service.js';

/** One piece of an old order to add again: its part number and name for the answer, its choices for the reasons. */
interface LineToBuyAgain extends ConfiguredLine {
  partNumber: string;
  name: string;
  choices: BuyAgainChoices;
}

/** A plain line is one line to add; a product bought through variants is one per variant, configured as ordered. */
function linesToBuyAgain(line: OrderLineSnapshot): LineToBuyAgain[] {
  // A quote's line was bought once at its quoted price (decision 017): it is asked for again as a new quote.
  if (line.quote || !line.productId) return [];
  if (!line.variants.length)
    return [
      {
        productId: line.productId,
        quantity: line.quantity,
        variant: null,
        partNumber: line.product.sku,
        name: line.product.name,
        choices: { measurement: null, options: [] },
      },
    ];
  return line.variants.map((v) => {
    const measurement = v.measurement ? { type: v.measurement.type, value: v.measurement.value } : null;
    return {
      productId: line.productId,
      quantity: v.quantity,
      variant: { variantId: v.variantId, measurement, options: v.options.map((o) => ({ optionId: o.optionId, childName: o.childName })) },
      partNumber: v.sku,
      // The cart names a variant the same way in its notices: 'Product (Variant)'.
      name: `${line.product.name} (${v.name})`,
      choices: { measurement, options: v.options },
    };
  });
}

/**
 * 'Buy again' (issue 14): the customer's own order (another's is a 404, as for its PDFs) goes back
 * into the cart line by line, configured as ordered and checked by the cart's own add rules, at
 * today's prices. What those rules refuse (archived, an option or a measurement no longer
 * offered, a full cart) is left out and named with its reason; the rest is added in one transaction.
 */
export async function buyAgain(db: Database, customerId: string, orderNumber: string): Promise<BuyAgainAnswer> {
  const order = await orderService(db).findOwnOrder(customerId, orderNumber);
  const lines = order.lines.flatMap(linesToBuyAgain);
  if (!lines.length) throw badRequest(BUY_AGAIN_MESSAGES.orderEmpty);
  const { cart, added, refused } = await addConfiguredLines(db, customerId, lines);
  return {
    status: true,
    message: BUY_AGAIN_MESSAGES.summary(order.orderNumber, added.length, refused.length),
    result: cart,
    added: added.map((l) => ({ part_number: l.partNumber, name: l.name, quantity: l.quantity })),
    refused: refused.map(({ line, message }) => ({
      part_number: line.partNumber,
      name: line.name,
      message: buyAgainReason(message, line.choices),
    })),
  };
}
