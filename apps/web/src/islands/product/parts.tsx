/** @jsxImportSource preact */
import { availabilityText, formatPrice, type PriceTiers as Tiers } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { PRODUCT_ICON_PATHS, type ProductIconName } from '../../ui/product-icon-paths';

/**
 * The small parts the product page's islands draw, with the same markup and classes as the client
 * application's (components/price.tsx, price-tiers.tsx, availability.tsx, ui/icon.tsx), so the same
 * styles apply and the two pages look alike.
 */

export function ProductIcon({ name, size = 18, filled = false }: { name: ProductIconName; size?: number; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      <path d={PRODUCT_ICON_PATHS[name]} />
    </svg>
  );
}

const format = (value: number) => formatPrice(value, CURRENCY_SYMBOL);

/** A price for a customer, the list price struck through when theirs is lower (a visitor's page has none). */
export function Price({ price, listPrice }: { price: number; listPrice?: number }) {
  return (
    <span class="nb-price">
      {listPrice !== undefined && (
        <>
          <del class="nb-price__list">
            <span class="visually-hidden">List price </span>
            {format(listPrice)}
          </del>{' '}
          <span class="visually-hidden">your price </span>
        </>
      )}
      {format(price)}
    </span>
  );
}

/** The volume breaks in one line: '10+ $9.00 · 25+ $8.50' (issue 27). */
export function CompactTiers({ tiers }: { tiers?: Tiers }) {
  if (!tiers || tiers.length < 2) return null;
  return (
    <span class="nb-price-tiers nb-price-tiers--compact">
      {tiers.slice(1).map((t, i) => (
        <span key={t.min_quantity}>
          {i > 0 && ' · '}
          {t.min_quantity}+ {format(t.unit_price)}
        </span>
      ))}
    </span>
  );
}

/** 'In stock', or 'Ships in N days' (issue 16). */
export function Availability({ quantity, className = '' }: { quantity: number; className?: string }) {
  return (
    <span class={`nb-availability ${quantity > 0 ? 'nb-availability--in' : 'nb-availability--later'} ${className}`}>
      {availabilityText(quantity)}
    </span>
  );
}
