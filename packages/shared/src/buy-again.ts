import { CART_MESSAGES } from './cart-rules.js';
import type { MeasurementUnit } from './measurement.js';

/**
 * Texts of 'Buy again' on /user/order (issue 14). The cart's own rules decide what may be added;
 * their refusals are worded here for a line of an old order (the buyer is not on the product page).
 */
export const BUY_AGAIN_MESSAGES = {
  productGone: 'This product is no longer available.',
  variantGone: 'This variant is no longer available.',
  nowHasVariants: 'This product is now sold in variants: please choose one on its page.',
  optionGone: 'An option chosen on this order is no longer offered.',
  choiceGone: (optionName: string, childName: string) => `The choice "${childName}" for ${optionName} is no longer offered.`,
  /** `rule` is the measurement rule's own message, which gives today's bounds. */
  measurementOutOfBounds: (value: number, unit: MeasurementUnit, rule: string) =>
    `The measurement ${value} ${unit} is no longer offered. ${rule}`,
  measurementNeeded: 'This variant now needs a measurement: please add it from its product page.',
  measurementGone: 'This variant no longer takes a measurement: please add it from its product page.',
  orderEmpty: 'This order has no items to buy again.',
  /** What the toast and the answer's message say; a refusal's reason is given per line. */
  summary: (orderNumber: string, added: number, refused: number): string => {
    if (!added) return `Nothing from order ${orderNumber} could be added to your cart.`;
    const items = added === 1 ? '1 item' : `${added} items`;
    const left = refused ? ` ${refused === 1 ? '1 item was' : `${refused} items were`} left out.` : '';
    return `${items} of order ${orderNumber} added to your cart at today's prices.${left}`;
  },
} as const;

/** What a line of the old order had chosen, to word the reason it was left out. */
export interface BuyAgainChoices {
  measurement: { type: MeasurementUnit; value: number } | null;
  options: { optionName: string; childName: string }[];
}

/**
 * A cart refusal as the reason a line of an old order was left out. The cart's rules are checked
 * in order (product, variant, measurement, options, room in the cart), so a message that is none
 * of the cart's own is the measurement rule's ('Please enter a value between …').
 */
export function buyAgainReason(cartMessage: string, chosen: BuyAgainChoices): string {
  switch (cartMessage) {
    case CART_MESSAGES.productNotFound:
      return BUY_AGAIN_MESSAGES.productGone;
    case CART_MESSAGES.variantNotFound:
      return BUY_AGAIN_MESSAGES.variantGone;
    case CART_MESSAGES.chooseVariant:
      return BUY_AGAIN_MESSAGES.nowHasVariants;
    case CART_MESSAGES.optionNotOffered:
      return BUY_AGAIN_MESSAGES.optionGone;
    case CART_MESSAGES.measurementRequired:
      return BUY_AGAIN_MESSAGES.measurementNeeded;
    case CART_MESSAGES.noMeasurement:
      return BUY_AGAIN_MESSAGES.measurementGone;
    case CART_MESSAGES.cartFull:
    case CART_MESSAGES.lineFull:
    case CART_MESSAGES.quantity:
      return cartMessage;
  }
  const dropped = chosen.options.find((o) => cartMessage === CART_MESSAGES.choiceNotOffered(o.optionName));
  if (dropped) return BUY_AGAIN_MESSAGES.choiceGone(dropped.optionName, dropped.childName);
  if (chosen.measurement) return BUY_AGAIN_MESSAGES.measurementOutOfBounds(chosen.measurement.value, chosen.measurement.type, cartMessage);
  return cartMessage;
}
