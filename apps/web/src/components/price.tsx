import { formatPrice } from '@northbend/shared';
import { Link } from 'react-router';
import { CURRENCY_SYMBOL } from '../lib/config';
import { paths } from '../lib/paths';

type Range = { min: number; max: number };

const format = (value: number) => formatPrice(value, CURRENCY_SYMBOL);
const formatRange = (range: Range) => (range.min === range.max ? format(range.min) : `${format(range.min)} - ${format(range.max)}`);

/**
 * The list price struck through before the buyer's own (issue 27): the API sends it only when
 * the buyer's is lower. Screen readers hear "List price $100.00, your price $85.00".
 */
function ListPrice({ text }: { text: string }) {
  return (
    <>
      <del className="nb-price__list">
        <span className="visually-hidden">List price </span>
        {text}
      </del>{' '}
      <span className="visually-hidden">your price </span>
    </>
  );
}

/**
 * A product's price for a customer (their company's, with the list price struck through when
 * theirs is lower); for a visitor the API sends none, so the 'LVP' link to login shows instead
 * (spec section 6).
 */
export function Price({
  price,
  range,
  listPrice,
  listRange,
  className = '',
}: {
  price?: number;
  range?: Range;
  listPrice?: number;
  listRange?: Range;
  className?: string;
}) {
  if (range && range.min !== range.max) {
    return (
      <span className={`nb-price ${className}`}>
        {listRange && <ListPrice text={formatRange(listRange)} />}
        {formatRange(range)}
      </span>
    );
  }
  const value = range?.min ?? price;
  if (value === undefined) {
    return (
      // data-visitor-price: an island page drawn for a visitor reloads for a signed-in customer (islands/customer-page.ts).
      <Link to={paths.login} className={`nb-price nb-price--login ${className}`} title="Login to view price." data-visitor-price="">
        LVP
      </Link>
    );
  }
  const was = range ? listRange && formatRange(listRange) : listPrice !== undefined && format(listPrice);
  return (
    <span className={`nb-price ${className}`}>
      {was && <ListPrice text={was} />}
      {format(value)}
    </span>
  );
}
