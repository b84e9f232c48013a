import { formatPrice } from '@northbend/shared';
import type { SalesTaxLine } from '../../components/sales-tax';
import { CURRENCY_SYMBOL } from '../../lib/config';

/** The Order Total panel's sales tax row: 'Sales tax (WA 10.25%)  $20.50', or the exemption with $0.00; none when the shop charges no tax. */
export function TaxRow({ tax }: { tax?: SalesTaxLine }) {
  if (!tax?.label) return null;
  return (
    <div className="nb-total__row">
      <dt>
        {tax.amount === null ? 'Sales tax' : tax.label}
        {tax.note && <span className="nb-total__note">{tax.note}</span>}
      </dt>
      <dd>
        {tax.amount === null ? <span className="nb-total__pending">Calculated at order</span> : formatPrice(tax.amount, CURRENCY_SYMBOL)}
      </dd>
    </div>
  );
}
