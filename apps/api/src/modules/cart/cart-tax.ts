import type { PricedCart } from './priced-cart.js';

/**
 * The sales tax a cart shows (issue 30 item 4), in the cart answer's words; none of the fields when
 * the shop charges no tax, so its cart answer reads as before.
 */
export type CartTaxCharges = { tax: number | null; tax_label: string; tax_note: string | null } | Record<string, never>;

/**
 * Works out a cart's sales tax after the cart was read (outside its transaction: a tax provider may
 * be a network call). app.ts gives the tax module's; without one the shop charges no tax.
 */
export type CartTaxOf = (cart: PricedCart) => Promise<CartTaxCharges>;

export const NO_CART_TAX: CartTaxCharges = {};
