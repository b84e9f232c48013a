import { cartLineCount, centsToDollars } from '@northbend/shared';
import { NO_CART_TAX, type CartTaxCharges } from './cart-tax.js';
import type { PricedCartLine, PricedVariant } from './priced-cart.js';
import type { DatedCartLine, DatedPricedCart } from './pricing.js';

function variantView(v: PricedVariant) {
  return {
    _id: v.variantId,
    variant_name: v.name,
    variant_sku: v.sku,
    variant_image: v.image,
    variant_price: centsToDollars(v.unitPriceCents),
    variant_quantity: v.quantity,
    variant_total: centsToDollars(v.totalCents),
    variant_measurement_selected: v.measurement,
    variant_options_selected: v.options.map((o) => ({
      variant_options_id: o.optionId,
      variant_options_name: o.optionName,
      variant_options_child_name: o.childName,
      variant_options_child_price: centsToDollars(o.childPriceCents),
    })),
  };
}

/**
 * One line in the spec's cart item shape (section 3), in dollars. Orders show their snapshot
 * lines through this too, with the order's customer and date.
 */
export function cartItemView(line: PricedCartLine, customerId: string, createdAt: string) {
  return {
    _id: line.cartItemId,
    cart_customer_id: customerId,
    cart_product_id: line.productId,
    cart_product: {
      product_images: line.product.images,
      product_name: line.product.name,
      product_slug: line.product.slug,
      product_sku: line.product.sku,
    },
    cart_product_price: centsToDollars(line.productPriceCents),
    cart_product_quantity: line.quantity,
    cart_product_total: centsToDollars(line.productTotalCents),
    cart_item_total: centsToDollars(line.itemTotalCents),
    cart_selected_product_variants: line.variants.map(variantView),
    cart_item_problem: line.problem,
    createdAt,
    ...(line.quote ? { cart_quote: { quote_number: line.quote.quoteNumber, valid_until: line.quote.validUntil } } : {}),
  };
}
export type CartItemView = ReturnType<typeof cartItemView>;

const dollarsOrNull = (cents: number | null | undefined) => (cents == null ? null : centsToDollars(cents));

/** The list price beside the buyer's, only when theirs is lower (decision 024). */
const listPriceWhenLower = (key: string, listCents: number | undefined, cents: number) =>
  listCents !== undefined && listCents > cents ? { [key]: centsToDollars(listCents) } : {};

/**
 * A cart line with what only a cart says (an order never does): the price at add time when today's
 * differs, whether staff archived the product or a variant, the list price where the buyer's is
 * lower and the quantity break that priced it ("10+ price applied").
 */
function cartLineView(line: DatedCartLine, customerId: string) {
  const item = cartItemView(line, customerId, line.createdAt);
  return {
    ...item,
    ...listPriceWhenLower('cart_product_list_price', line.productListPriceCents, line.productPriceCents),
    cart_price_note: line.priceNote ?? null,
    cart_product_price_was: dollarsOrNull(line.productPriceWasCents),
    cart_item_unavailable: line.unavailable ?? false,
    cart_selected_product_variants: item.cart_selected_product_variants.map((view, i) => ({
      ...view,
      ...listPriceWhenLower('variant_list_price', line.variants[i].listUnitPriceCents, line.variants[i].unitPriceCents),
      variant_price_note: line.variants[i].priceNote ?? null,
      variant_price_was: dollarsOrNull(line.variants[i].priceWasCents),
      variant_unavailable: line.variants[i].unavailable ?? false,
    })),
  };
}

/** The cart as GET /cart/customer-cart-list and every cart change answer it. */
export function cartView(cart: DatedPricedCart, tax: CartTaxCharges = NO_CART_TAX) {
  const result = cart.lines.map((line) => cartLineView(line, cart.customerId));
  // The badge counts the lines the buyer sees (each configured variant one), not pieces (issue 16).
  return { result, cart_charges: { sub_total: centsToDollars(cart.subTotalCents), item_count: cartLineCount(result), ...tax } };
}
export type CartView = ReturnType<typeof cartView>;
