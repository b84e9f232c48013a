import { NO_LONGER_AVAILABLE, priceChangedSinceAdded, priceChangeText, type CartItem } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../lib/config';

export { checkoutBlockedReason, unavailableNames } from './cart-blocked';

// What the cart's lines tell a customer about catalog changes since they were added (issue 12): a
// price that changed (information; the cart always charges today's) and a product or variant staff
// archived. Only the cart line's screens import this (the drawer and the cart page), so it lives
// in their chunk; the checkout's summary shows the same words through components/ordered-lines.
// Styles: _cart-notices.scss, imported by cart-line.scss.

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
