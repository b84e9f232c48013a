/**
 * Cart and wishlist limits and texts, without zod: the storefront's first page imports these, and
 * the request schemas that use them (schemas/cart.ts) stay out of its script.
 */
/** Limits of a customer's cart and wishlist (commerce contract, issue 5). */
export const CART_LIMITS = {
  /** Pieces of one plain product, or of one variant, per cart line. */
  quantity: 9999,
  lines: 100,
  variantsPerLine: 50,
  wishlistItems: 200,
} as const;

export const CART_MESSAGES = {
  quantity: 'Quantity must be a whole number from 1 to 9,999.',
  provideId: 'please provide id',
  cartValueMissing: 'Cart value is missing.',
  added: 'Item added to your cart.',
  updated: 'Your cart has been updated.',
  removed: 'Item removed from your cart.',
  productNotFound: 'This product was not found.',
  chooseVariant: 'Please choose a variant of this product.',
  variantNotFound: 'This variant was not found.',
  cartItemNotFound: 'This item is not in your cart.',
  variantQuantityOnly: 'Please change the quantity of each variant of this product instead.',
  measurementRequired: 'Please enter a measurement for this variant.',
  noMeasurement: 'This variant takes no measurement.',
  measurementUnit: 'The measurement unit must be MM or IN.',
  optionNotOffered: 'This option is not offered for this variant.',
  choiceNotOffered: (optionName: string) => `This choice is not offered for ${optionName}.`,
  oneChoicePerOption: (optionName: string) => `Please choose only one choice for ${optionName}.`,
  cartFull: `Your cart can hold at most ${CART_LIMITS.lines} products.`,
  lineFull: `Your cart can hold at most ${CART_LIMITS.variantsPerLine} variants of one product.`,
} as const;

export const WISHLIST_MESSAGES = {
  added: 'Product has been added to the wishlist.',
  removed: 'Product has been removed to the wishlist.',
  full: `Your wishlist can hold at most ${CART_LIMITS.wishlistItems} products.`,
} as const;
