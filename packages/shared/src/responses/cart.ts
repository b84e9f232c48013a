import { z } from 'zod';

const dollars = z.number().describe('US dollars, 2 decimals');

/** A variant in a cart line (cart_selected_product_variants, spec section 3). */
export const CartVariant = z.object({
  _id: z.string(),
  variant_name: z.string(),
  variant_sku: z.string(),
  variant_image: z.string(),
  variant_price: dollars.describe('The variant price plus its chosen option children, one piece'),
  variant_quantity: z.number(),
  variant_total: dollars,
  variant_measurement_selected: z.object({ type: z.enum(['MM', 'IN']), value: z.number(), min: z.number(), max: z.number() }).nullable(),
  variant_options_selected: z.array(
    z.object({
      variant_options_id: z.string(),
      variant_options_name: z.string(),
      variant_options_child_name: z.string(),
      variant_options_child_price: dollars,
    }),
  ),
  // Cart answers only (issue 12); an order's lines never carry them.
  variant_list_price: dollars.optional().describe('One piece at list price, only when the customer’s variant_price is lower (issue 27)'),
  variant_price_note: z.string().nullable().optional().describe('“10+ price applied” when a quantity break priced the line'),
  variant_price_was: dollars
    .nullable()
    .optional()
    .describe('The price of one piece when it was added, when today’s variant_price differs from it; null otherwise. Never charged'),
  variant_unavailable: z
    .boolean()
    .optional()
    .describe('Staff archived the variant: it is not counted in the totals and checkout refuses the cart until it is removed'),
});
export type CartVariant = z.infer<typeof CartVariant>;

/** One cart line as the cart API returns it (spec section 3, commerce contract). */
export const CartItem = z.object({
  _id: z.string().describe('The cart line id (cartId in the other cart calls)'),
  cart_customer_id: z.string(),
  cart_product_id: z.string(),
  cart_product: z.object({
    product_images: z.array(z.string()),
    product_name: z.string(),
    product_slug: z.string(),
    product_sku: z.string(),
  }),
  cart_product_price: dollars,
  cart_product_quantity: z.number().describe('Pieces of a plain product; 1 for a product bought through variants'),
  cart_product_total: dollars.describe('0 for a product bought through variants'),
  cart_item_total: dollars,
  cart_selected_product_variants: z.array(CartVariant),
  cart_item_problem: z.string().nullable().describe('Why the line cannot be ordered as it stands; checkout refuses such a cart'),
  createdAt: z.string(),
  // Cart answers only (issue 12); an order's lines never carry them.
  cart_product_list_price: dollars
    .optional()
    .describe('A plain product’s list price, only when the customer’s cart_product_price is lower (issue 27)'),
  cart_price_note: z.string().nullable().optional().describe('“10+ price applied” when a quantity break priced the line'),
  cart_product_price_was: dollars
    .nullable()
    .optional()
    .describe('A plain product’s price when it was added, when today’s cart_product_price differs from it; null otherwise. Never charged'),
  cart_item_unavailable: z
    .boolean()
    .optional()
    .describe('Staff archived the product: the line is not counted in the totals and checkout refuses the cart until it is removed'),
  // Quote lines only (issue 14 item 5): a line of an accepted quote, bought at the quoted price in the quoted quantity.
  cart_quote: z
    .object({
      quote_number: z.string(),
      valid_until: z.string().describe('YYYY-MM-DD, valid through the end of that day in the shop time zone (SHOP_TIMEZONE)'),
    })
    .optional()
    .describe('Present only on a quote line: cart_product_id is empty and the quantity cannot be changed'),
});
export type CartItem = z.infer<typeof CartItem>;

/** Held beside the lines: sub_total = Σ cart_item_total, item_count = lines (the badge). */
export const CartCharges = z.object({
  sub_total: dollars,
  item_count: z.number().describe('Number of lines the buyer sees, each configured variant one (the badge)'),
  // Sales tax (issue 30 item 4, decision 034): absent when the shop charges no sales tax (TAX, TAX_RATES unset).
  tax: dollars
    .nullable()
    .optional()
    .describe(
      'Sales tax of the cart to the saved address; null: the shop charges none, no address is saved yet, or it is calculated at checkout',
    ),
  tax_label: z
    .string()
    .nullable()
    .optional()
    .describe("What the tax line says ('Sales tax (WA 10.25%)', or that it is calculated at checkout)"),
  tax_note: z.string().nullable().optional().describe("Why the company pays none: 'Tax exempt: resale certificate … until …'"),
});
export type CartCharges = z.infer<typeof CartCharges>;

/** The priced cart every cart call answers with (the lines and their charges). */
export const CartData = z.object({ result: z.array(CartItem), cart_charges: CartCharges });
export type CartData = z.infer<typeof CartData>;

/** GET /cart/customer-cart-list/{id}. */
export const CartListAnswer = z.object({ status: z.boolean(), data: CartData });
export type CartListAnswer = z.infer<typeof CartListAnswer>;

/** Every cart change answers with the whole priced cart and what happened. */
export const CartChangedAnswer = z.object({ status: z.boolean(), message: z.string(), data: CartData });
export type CartChangedAnswer = z.infer<typeof CartChangedAnswer>;
