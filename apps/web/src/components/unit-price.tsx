import { formatPrice } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../lib/config';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/**
 * A cart line's price of one piece: the buyer's, the list price struck through before it when
 * theirs is lower (issue 27), and the quantity break that priced it ("10+ price applied").
 */
export function UnitPrice({ price, listPrice, note }: { price: number; listPrice?: number; note?: string | null }) {
  return (
    <span className="nb-cart-buy__unit">
      {listPrice !== undefined && (
        <>
          <del className="nb-price__list">
            <span className="visually-hidden">List price </span>
            {money(listPrice)}
          </del>{' '}
        </>
      )}
      {money(price)} each
      {note && <span className="nb-cart-buy__break">{note}</span>}
    </span>
  );
}
