import { formatPrice, returnPdfName, type Order } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { orderDate } from './order-text';
import { DocumentButton } from './order-documents';

/**
 * The pieces the customer sent back (issue 28): each return's RMA, date, lines and what happened
 * to the money, with its PDF. Nothing when the order has no return.
 */
export function OrderReturns({ order }: { order: Order }) {
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <>
      <h3 className="nb-order__label">Returns</h3>
      <ul className="nb-order-returns">
        {returns.map((r) => (
          <li key={r.rma_number} className="nb-order-returns__item">
            <p className="nb-order-returns__head">
              <strong>{r.rma_number}</strong> <time dateTime={r.createdAt}>{orderDate(r.createdAt)}</time>
            </p>
            <ul className="nb-order-returns__lines">
              {r.lines.map((l) => (
                <li key={l.line_id}>
                  {l.quantity} × {l.name} <span className="nb-order-returns__sku">{l.sku}</span>
                </li>
              ))}
            </ul>
            <p className="nb-order-returns__money">
              {r.refund_amount > 0 ? `${formatPrice(r.refund_amount, CURRENCY_SYMBOL)} — ${r.money_text}` : r.money_text}
            </p>
            <DocumentButton label={`Return ${r.rma_number} PDF`} url={r.download_return_pdf_url} fileName={returnPdfName(r.rma_number)} />
          </li>
        ))}
      </ul>
    </>
  );
}
