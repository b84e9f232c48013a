import { NO_LONGER_AVAILABLE, priceChangedSinceAdded, priceChangeText, type CartItem } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../lib/config';

// What the cart's lines tell a customer about catalog changes since they were added (issue 12): a
// price that changed (information; the cart always charges today's) and a product or variant staff
// archived. Only the cart line's screens import this (the drawer and the cart page), so it lives
// in their chunk; the checkout's summary shows the same words through components/ordered-lines.
// Styles: _cart-notices.scss, imported by cart-line.scss.

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

/** On a line whose price changed since it was added. */
export function PriceChangeNotice({ was, now }: { was: number; now: number }) {
  return <p className="nb-cart-notice">{priceChangeText(was, now, CURRENCY_SYMBOL)}</p>;
}

/** Above the lines, once, when any line's price changed. */
export function PriceChangesNote({ lines }: { lines: CartItem[] }) {
  if (!lines.some(priceChangedSinceAdded)) return null;
  return (
    <p className="nb-cart-notice nb-cart-notice--note" role="status">
      Some prices have changed since you added these items. Your cart shows today’s prices.
    </p>
  );
}

/** In place of the price and quantity of a product or variant staff archived. */
export function UnavailableMark({ what }: { what: 'product' | 'variant' }) {
  return (
    <p className="nb-cart-unavailable">
      <span className="nb-cart-unavailable__tag">{NO_LONGER_AVAILABLE}</span>
      <span className="nb-cart-unavailable__why">
        We no longer sell this {what}. It is not counted in your total; please remove it to check out.
      </span>
    </p>
  );
}
