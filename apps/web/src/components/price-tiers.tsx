import { formatPrice, type PriceTiers as Tiers } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../lib/config';

/** "1–9", "10–24", "25+": the quantities each step of the ladder holds for. */
function quantitiesOf(tiers: NonNullable<Tiers>, i: number): string {
  const next = tiers[i + 1];
  const from = tiers[i]!.min_quantity;
  if (!next) return `${from}+`;
  return next.min_quantity - 1 === from ? `${from}` : `${from}–${next.min_quantity - 1}`;
}

/**
 * The buyer's unit price by quantity (issue 27): a small table on the product page and in the
 * quick order rows, shown only when the price steps down at some quantity.
 */
export function PriceTiers({ tiers, caption = 'Volume pricing', compact = false }: { tiers?: Tiers; caption?: string; compact?: boolean }) {
  if (!tiers || tiers.length < 2) return null;
  if (compact)
    return (
      <span className="nb-price-tiers nb-price-tiers--compact">
        {tiers.slice(1).map((t, i) => (
          <span key={t.min_quantity}>
            {i > 0 && ' · '}
            {t.min_quantity}+ {formatPrice(t.unit_price, CURRENCY_SYMBOL)}
          </span>
        ))}
      </span>
    );
  return (
    <table className="nb-price-tiers table table-sm">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((t, i) => (
          <tr key={t.min_quantity}>
            <td>{quantitiesOf(tiers, i)}</td>
            <td>{formatPrice(t.unit_price, CURRENCY_SYMBOL)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
