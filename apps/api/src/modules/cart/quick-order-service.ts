import {
  CART_MESSAGES,
  centsToDollars,
  enabledUnits,
  QUICK_ORDER_MESSAGES,
  type QuickOrderItem,
  type QuickOrderMatch,
  type QuickOrderRefusal,
  type QuickOrderRow,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { variantView } from '../catalog/index.js';
import { CUSTOMER_NOT_FOUND, lockCustomer } from '../customers/index.js';
import { addProductLine, addVariantLine } from './add-lines.js';
import { cartView, type CartView } from './cart-view.js';
import { variantMeasurementOf } from './configure-variant.js';
import { loadPricedCart } from './pricing.js';
import { findBuyerPrices, productLadder, productPrice, variantLadder, variantPrice, type BuyerPrices } from '../pricing/index.js';
import { findByPartNumbers, findVariantChoices, type PartNumberProduct, type PartNumberVariant } from './quick-order-queries.js';

type PartNumberMatch = { product: PartNumberProduct; variant: PartNumberVariant | null };

const keyOf = (partNumber: string) => partNumber.trim().toUpperCase();

/**
 * What each part number names. A product's and a variant's part numbers are unique in their own
 * kind only; when both match, a plain product wins, then a variant, and a product sold through
 * variants last (the cart would ask for one of its variants).
 */
async function resolvePartNumbers(db: Database, partNumbers: string[]): Promise<Map<string, PartNumberMatch>> {
  const keys = [...new Set(partNumbers.map(keyOf))];
  const found = await findByPartNumbers(db, keys);
  const matches = new Map<string, PartNumberMatch>();
  for (const key of keys) {
    const product = found.products.find((p) => p.sku.toUpperCase() === key);
    const variant = found.variants.find((v) => v.variant.sku.toUpperCase() === key);
    if (product && !product.variantsStatus) matches.set(key, { product, variant: null });
    else if (variant) matches.set(key, { product: variant.product, variant: variant.variant });
    else if (product) matches.set(key, { product, variant: null });
  }
  return matches;
}

const tiersView = (ladder: { minQuantity: number; cents: number }[]) =>
  ladder.map((step) => ({ min_quantity: step.minQuantity, unit_price: centsToDollars(step.cents) }));

/** A row's item at the buyer's price (decision 024), with the list price when theirs is lower and their breaks. */
function itemOf({ product, variant }: PartNumberMatch, prices: BuyerPrices): QuickOrderItem {
  const one = variant ? variantPrice(prices, product, variant, 1) : productPrice(prices, product, 1);
  const ladder = variant ? variantLadder(prices, product, variant) : productLadder(prices, product);
  return {
    product_id: product.id,
    product_name: product.name,
    product_slug: product.slug,
    product_sku: product.sku,
    // The cart names a variant the same way in its notices: 'Product (Variant)'.
    name: variant ? `${product.name} (${variant.name})` : product.name,
    image: variant?.image || product.images[0] || '',
    price: centsToDollars(one.cents),
    ...(one.cents !== one.listCents ? { list_price: centsToDollars(one.listCents) } : {}),
    price_tiers: tiersView(ladder),
    stock: product.quantity,
    variant: variant ? variantView(variant, prices, product) : null,
    // The product page's rule for opening a variant's 'Choose this option:' panel.
    needs_configuration: variant ? enabledUnits(variantMeasurementOf(variant)).length > 0 || variant.options.length > 0 : false,
  };
}

/** Quick order by part number (issue 14): the pad's live lookup and its 'Add all to cart'. */
export function quickOrderService(db: Database) {
  return {
    /** One match per part number, in the order asked; prices are for the customer asking (the routes need one). */
    lookup: async (customerId: string, partNumbers: string[]): Promise<QuickOrderMatch[]> => {
      const [matches, prices] = await Promise.all([resolvePartNumbers(db, partNumbers), findBuyerPrices(db, customerId)]);
      const mustChooseVariant = (match: PartNumberMatch) => !match.variant && match.product.variantsStatus;
      // A product sold through variants comes with its variants, so the row can take one's part number.
      const choices = await findVariantChoices(
        db,
        [...matches.values()].filter(mustChooseVariant).map((m) => m.product.id),
      );
      return partNumbers.map((partNumber) => {
        const match = matches.get(keyOf(partNumber));
        if (!match) return { part_number: partNumber, item: null, message: QUICK_ORDER_MESSAGES.notFound, variants: [] };
        if (!mustChooseVariant(match)) return { part_number: partNumber, item: itemOf(match, prices), message: null, variants: [] };
        const variants = (choices.get(match.product.id) ?? []).map((v) => ({ part_number: v.sku, name: v.name }));
        return { part_number: partNumber, item: itemOf(match, prices), message: CART_MESSAGES.chooseVariant, variants };
      });
    },

    /**
     * Adds every row it can in one transaction, each in a savepoint of its own: a row the cart's
     * rules refuse takes back only what it wrote and is reported with the rule's message, in the
     * words the product page's add calls use. Rows run in order, so two rows of one part number
     * add up as two adds would.
     */
    addAll: (customerId: string, rows: QuickOrderRow[]): Promise<{ result: CartView; refused: QuickOrderRefusal[] }> =>
      db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
        const matches = await resolvePartNumbers(
          tx,
          rows.map((r) => r.part_number),
        );
        const refused: QuickOrderRefusal[] = [];
        for (const [index, row] of rows.entries()) {
          const refuse = (message: string) => refused.push({ row: index + 1, part_number: row.part_number, message });
          const match = matches.get(keyOf(row.part_number));
          if (!match) {
            refuse(QUICK_ORDER_MESSAGES.notFound);
            continue;
          }
          try {
            await tx.transaction((step) =>
              match.variant
                ? addVariantLine(step, customerId, match.product.id, {
                    _id: match.variant.id,
                    variant_quantity: row.quantity,
                    variant_measurement_selected: row.variant_measurement_selected,
                    variant_options_selected: row.variant_options_selected,
                  })
                : addProductLine(step, customerId, match.product.id, row.quantity),
            );
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            refuse(err.message);
          }
        }
        return { result: cartView(await loadPricedCart(tx, customerId)), refused };
      }),
  };
}

export type QuickOrderService = ReturnType<typeof quickOrderService>;
