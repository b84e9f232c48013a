/**
 * The lines the buyer sees in a cart (issue 16): each configured variant is a line of its own, a
 * plain product one. The header badge, the drawer, the cart page's heading and item_count say it.
 * A module of its own, without the cart's texts: the header's badge puts it on the first page.
 */
export const cartLineCount = (lines: readonly { cart_selected_product_variants: readonly unknown[] }[]): number =>
  lines.reduce((n, line) => n + Math.max(1, line.cart_selected_product_variants.length), 0);
