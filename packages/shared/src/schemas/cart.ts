import { z } from 'zod';
import { CART_LIMITS, CART_MESSAGES } from '../cart-rules.js';
import { RecordId } from './common.js';

/** A whole number of pieces from 1 to 9,999; anything else (0, 1.5, 'ten', null) gets one message. */
export const CartQuantity = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(1, CART_MESSAGES.quantity)
  .max(CART_LIMITS.quantity, CART_MESSAGES.quantity);

// Storefronts built on the old API send 'undefined' or 'null' when they have no id at hand.
const NO_ID = new Set(['', 'undefined', 'null']);

/** A record id the request must carry: missing → 'please provide id', malformed → 'Invalid id'. */
export const ProvidedId = z
  .string({ error: CART_MESSAGES.provideId })
  .refine((s) => !NO_ID.has(s.trim()), { message: CART_MESSAGES.provideId, abort: true })
  .pipe(RecordId);

export const AddToCartBody = z.object(
  {
    cart_customer_id: ProvidedId,
    cart_product_id: ProvidedId,
    /** Accepted for compatibility and ignored: the server prices every line from the catalog. */
    cart_product_price: z.unknown().optional(),
    cart_product_quantity: CartQuantity.optional().default(1),
  },
  { error: CART_MESSAGES.provideId },
);
export type AddToCartBody = z.infer<typeof AddToCartBody>;

export const CartQuantityBody = z.object({ cartId: ProvidedId, cart_product_quantity: CartQuantity }, { error: CART_MESSAGES.provideId });
export type CartQuantityBody = z.infer<typeof CartQuantityBody>;

export const MeasurementRequest = z.object({
  type: z.enum(['MM', 'IN'], { error: CART_MESSAGES.measurementUnit }),
  // A string is checked exactly as the product page checks what the customer typed.
  value: z.union([z.number(), z.string().max(40)], { error: 'Enter a valid numeric value.' }),
});
export type MeasurementRequest = z.infer<typeof MeasurementRequest>;

export const OptionChoiceRequest = z.object({
  variant_options_id: z.string({ error: CART_MESSAGES.optionNotOffered }).max(100, CART_MESSAGES.optionNotOffered),
  variant_options_child_name: z
    .string({ error: 'Please choose a choice for each option.' })
    .max(200, 'Please choose a choice for each option.'),
});
export type OptionChoiceRequest = z.infer<typeof OptionChoiceRequest>;

/**
 * A variant the customer configured. Prices, names and min/max the client sends are dropped:
 * the server fills them from the catalog.
 */
export const SelectedVariantRequest = z.object(
  {
    _id: ProvidedId,
    variant_quantity: CartQuantity.optional().default(1),
    variant_measurement_selected: MeasurementRequest.nullable().optional().default(null),
    variant_options_selected: z
      .array(OptionChoiceRequest)
      .max(50, 'Please choose at most one choice for each option.')
      .optional()
      .default([]),
  },
  { error: CART_MESSAGES.cartValueMissing },
);
export type SelectedVariantRequest = z.infer<typeof SelectedVariantRequest>;

const parseJsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

export const VariantAddToCartBody = z.object(
  {
    cart_customer_id: ProvidedId,
    cart_product_id: ProvidedId,
    // Spec section 7: the storefront sends the variant serialised as JSON; an object is fine too.
    cart_selected_product_variants: z
      .preprocess(parseJsonText, SelectedVariantRequest)
      .describe('The variant: an object or the same object as a JSON string'),
  },
  { error: CART_MESSAGES.provideId },
);
export type VariantAddToCartBody = z.infer<typeof VariantAddToCartBody>;

export const VariantQuantityBody = z.object(
  { cartId: ProvidedId, variantId: ProvidedId, variant_quantity: CartQuantity },
  { error: CART_MESSAGES.provideId },
);
export type VariantQuantityBody = z.infer<typeof VariantQuantityBody>;

export const VariantRemoveBody = z.object(
  { userId: ProvidedId, cartId: ProvidedId, variantId: ProvidedId },
  { error: CART_MESSAGES.provideId },
);
export type VariantRemoveBody = z.infer<typeof VariantRemoveBody>;

export const CartItemParams = z.object({ userId: ProvidedId, cartId: ProvidedId });

export const WishlistBody = z.object({ user_wishlist_id: ProvidedId }, { error: CART_MESSAGES.provideId });
export type WishlistBody = z.infer<typeof WishlistBody>;

export const WishlistItemParams = z.object({ userId: ProvidedId, itemId: ProvidedId });
export const WishlistOwnerParams = z.object({ userId: ProvidedId });
