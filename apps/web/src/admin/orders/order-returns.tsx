import { useState } from 'react';
import { returnPdfName, type AdminOrderDetail } from '@northbend/shared';
import { formatMoney } from '../../ui/money';
import { saveFile } from '../../lib/save-file';
import { BusyButton } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { ordersApi } from './orders-api';

/**
 * The order's returns (issue 28), oldest first: RMA, date, pieces, money and who recorded it, with
 * its PDF (fetched with the staff token). Nothing when the order has none.
 */
export function OrderReturns({ order }: { order: AdminOrderDetail }) {
  const notify = useNotify();
  const [loading, setLoading] = useState<string | null>(null);
  if (order.returns.length === 0) return null;

  const download = async (rma: string) => {
    setLoading(rma);
    try {
      saveFile(await ordersApi.returnPdf(order.order_id, rma), returnPdfName(rma));
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setLoading(null);
    }
  };

  return (
    <section className="nb-panel" aria-labelledby="order-returns">
      <div className="nb-panel__head">
        <h2 className="nb-panel__title" id="order-returns">
          Returns ({order.returns.length})
        </h2>
      </div>
      <ul className="nb-returns">
        {order.returns.map((r) => (
          <li key={r.rma_number} className="nb-returns__item">
            <div className="nb-returns__head">
              <strong className="nb-mono">{r.rma_number}</strong>
              <span className="nb-cell-sub">
                {formatDateTime(r.createdAt)} · {r.staff_email}
              </span>
              <BusyButton
                busy={loading === r.rma_number}
                className="btn btn-sm btn-outline-primary ms-auto"
                onClick={() => download(r.rma_number)}
                aria-label={`Return PDF ${r.rma_number}`}
              >
                PDF
              </BusyButton>
            </div>
            <ul className="nb-returns__lines">
              {r.lines.map((l) => (
                <li key={l.line_id}>
                  {l.quantity} × {l.name} <span className="nb-mono nb-cell-sub d-inline">{l.sku}</span>
                </li>
              ))}
            </ul>
            <p className="m-0">
              <strong>{r.refund_amount > 0 ? formatMoney(r.refund_amount, order.currency) : 'No refund'}</strong>
              {r.refund_amount > 0 && ` — ${r.money_text}`}
              {r.refund_reference && (
                <>
                  {' '}
                  (<span className="nb-mono">{r.refund_reference}</span>)
                </>
              )}
              {r.restock ? ' · Restocked' : ' · Not restocked'}
            </p>
            <p className="nb-cell-sub m-0">Reason: {r.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
