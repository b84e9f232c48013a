import type { CartItem } from '@northbend/shared';

// Plain functions, no React: the cart drawer of the public pages' header island uses them too.

/** What cannot be ordered any more: 'Punch', or 'Punch (Round 10)' for one variant of it. */
export function unavailableNames(lines: CartItem[]): string[] {
  return lines.flatMap((line) =>
    line.cart_item_unavailable
      ? [line.cart_product.product_name]
      : (line.cart_selected_product_variants ?? [])
          .filter((v) => v.variant_unavailable)
          .map((v) => `${line.cart_product.product_name} (${v.variant_name})`),
  );
}

/**
 * Why checkout is closed, in words, or null when it is open: archived items by name; any other
 * line problem (a choice no longer offered) has its own message on the line.
 */
export function checkoutBlockedReason(lines: CartItem[]): string | null {
  const gone = unavailableNames(lines);
  if (gone.length === 1) return `${gone[0]} is no longer available. Remove it from your cart to proceed.`;
  if (gone.length > 1) return `Some items are no longer available: ${gone.join(', ')}. Remove them from your cart to proceed.`;
  if (lines.some((l) => l.cart_item_problem))
    return 'An item in your cart can no longer be ordered as it is. Remove it or choose it again before you proceed.';
  return null;
}
