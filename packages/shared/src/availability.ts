/**
 * Stock and lead time (issue 16): a tool with stock ships now; one without is made or ordered in,
 * which takes the shop's usual lead time (no per-product lead time yet).
 */
export const DEFAULT_LEAD_TIME_DAYS = 10;

/** 'In stock', or 'Ships in N days' when product_quantity is 0. */
export const availabilityText = (quantity: number, leadTimeDays: number = DEFAULT_LEAD_TIME_DAYS): string =>
  quantity > 0 ? 'In stock' : `Ships in ${leadTimeDays} days`;
