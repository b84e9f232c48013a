import { z } from 'zod';
import { CartData } from './cart.js';
import { PriceTiers, Variant } from './catalog.js';

/** What a part number names: a plain product, a product sold through variants, or one of its variants. */
export const QuickOrderItem = z.object({
  product_id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  product_sku: z.string(),
  name: z.string().describe('The product name, with the variant name when the part number is a variant’s'),
  image: z.string().describe('The variant’s image, else the product’s first; empty when there is none'),
  price: z.number().describe("US dollars, one piece, before option surcharges: the customer's price"),
  list_price: z.number().optional().describe("The list price, only when the customer's is lower"),
  price_tiers: PriceTiers,
  stock: z.number().describe('product_quantity'),
  variant: Variant.nullable().describe(
    'The variant, as the product page shows it (measurement bounds, options), when the part number is a variant’s',
  ),
  needs_configuration: z.boolean().describe('The variant takes a measurement or offers options: the pad opens its chooser'),
});
export type QuickOrderItem = z.infer<typeof QuickOrderItem>;

/** One variant of a product sold through variants, for the pad's 'Choose a variant' list. */
export const QuickOrderVariantChoice = z.object({
  part_number: z.string().describe('The variant’s own part number: the row takes it in place of the product’s'),
  name: z.string(),
});
export type QuickOrderVariantChoice = z.infer<typeof QuickOrderVariantChoice>;

export const QuickOrderMatch = z.object({
  part_number: z.string().describe('As asked (trimmed)'),
  item: QuickOrderItem.nullable().describe('null when no product or variant the shop sells has the part number'),
  message: z
    .string()
    .nullable()
    .describe("Why the row cannot be added as it is: 'Part number not found', or a product that must be bought through a variant"),
  variants: z
    .array(QuickOrderVariantChoice)
    .describe('For a product that must be bought through a variant: its variants on sale, to choose one from; empty otherwise'),
});
export type QuickOrderMatch = z.infer<typeof QuickOrderMatch>;

/** POST /cart/quick-order/lookup: one match per part number asked, in the order asked. */
export const QuickOrderLookupAnswer = z.object({ result: z.array(QuickOrderMatch) });
export type QuickOrderLookupAnswer = z.infer<typeof QuickOrderLookupAnswer>;

export const QuickOrderRefusal = z.object({
  row: z.number().describe('The row’s place in the request: 1 is the first row'),
  part_number: z.string(),
  message: z.string().describe('Why the row was not added, in the words the other cart calls use'),
});
export type QuickOrderRefusal = z.infer<typeof QuickOrderRefusal>;

/** POST /cart/quick-order: the cart after every valid row was added, and each row refused. */
export const QuickOrderAnswer = z.object({
  result: CartData.describe('The priced cart, as every cart call answers it'),
  refused: z.array(QuickOrderRefusal),
});
export type QuickOrderAnswer = z.infer<typeof QuickOrderAnswer>;
