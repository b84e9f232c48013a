import { formatPrice } from '@northbend/shared';
import { Link } from 'react-router';
import { CURRENCY_SYMBOL } from '../lib/config';
import { paths } from '../lib/paths';

/**
 * A product's price for a customer; for a visitor the API sends none, so the 'LVP' link to
 * login shows instead (spec section 6).
 */
export function Price({ price, range, className = '' }: { price?: number; range?: { min: number; max: number }; className?: string }) {
  if (range && range.min !== range.max) {
    return (
      <span className={`nb-price ${className}`}>
        {formatPrice(range.min, CURRENCY_SYMBOL)} - {formatPrice(range.max, CURRENCY_SYMBOL)}
      </span>
    );
  }
  const value = range?.min ?? price;
  if (value === undefined) {
    return (
      <Link to={paths.login} className={`nb-price nb-price--login ${className}`} title="Login to view price.">
        LVP
      </Link>
    );
  }
  return <span className={`nb-price ${className}`}>{formatPrice(value, CURRENCY_SYMBOL)}</span>;
}
