import { useState } from 'react';
import { RETURN_REASON_MAX_LENGTH, type AdminOrderDetail, type ReturnMoneyKind } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { formatMoney } from '../../ui/money';
import { FormDialog } from '../ui/form-dialog';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { ordersApi } from './orders-api';

/** What the money of this return does, in staff's words, by how the order was paid. */
const MONEY_HINTS: Record<ReturnMoneyKind, string> = {
  refund: 'Refunded through the payment provider to the card or account the customer paid with.',
  refund_by_hand: 'The payment was booked by hand: the refund is recorded here and sales give the money back by hand.',
  invoice_credit: 'Credited on the unpaid Net 30 invoice: what the customer owes goes down by this amount.',
  none: 'Nothing has been paid for this order, so nothing can be refunded.',
};

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The "Return / refund" form (issue 28): per line the pieces coming back (0 up to what is left of
 * it), the reason, whether they go back into stock, and the refund, which follows the returned
 * pieces' value (capped at what can still be refunded) until staff type their own amount.
 */
export function ReturnForm({
  order,
  show,
  onClose,
  onDone,
}: {
  order: AdminOrderDetail;
  show: boolean;
  onClose: () => void;
  onDone: (order: AdminOrderDetail) => void;
}) {
  const notify = useNotify();
  const [pieces, setPieces] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [amount, setAmount] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refundable = order.return_money.refundable;

  const quantityOf = (lineId: string) => {
    const n = Number(pieces[lineId] ?? '0');
    return Number.isInteger(n) && n > 0 ? n : 0;
  };
  const valueCents = order.returnable_lines.reduce((sum, l) => sum + quantityOf(l.line_id) * cents(l.unit_price), 0);
  const suggested = Math.min(valueCents, cents(refundable)) / 100;
  const shownAmount = amount ?? suggested.toFixed(2);

  const reset = () => {
    setPieces({});
    setReason('');
    setRestock(false);
    setAmount(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    const lines = order.returnable_lines
      .filter((l) => (pieces[l.line_id] ?? '').trim() !== '')
      .map((l) => ({ line_id: l.line_id, quantity: Number(pieces[l.line_id]) }));
    const bad = order.returnable_lines.find((l) => {
      const n = Number(pieces[l.line_id] ?? '0');
      return !Number.isInteger(n) || n < 0 || n > l.returnable;
    });
    if (bad) return setError(`Enter 0 to ${bad.returnable} pieces of ${bad.name}.`);
    if (!lines.some((l) => l.quantity > 0)) return setError('Choose at least one piece to return.');
    const refund = Number(shownAmount.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(refund) || refund < 0) return setError('Enter the amount to refund (0 for none).');
    if (cents(refund) > cents(refundable)) return setError(`At most ${formatMoney(refundable, order.currency)} can still be refunded.`);
    if (!reason.trim()) return setError('Enter the reason for the return.');
    setBusy(true);
    setError(null);
    try {
      const answer = await ordersApi.recordReturn(order.order_id, { lines, refund_amount: refund, reason: reason.trim(), restock });
      const fresh = await ordersApi.get(order.order_id);
      onDone(fresh.result);
      notify('success', answer.message);
      close();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      id="return-dialog"
      show={show}
      title={`Return / refund ${order.order_id}`}
      submitLabel="Record return"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <table className="table nb-table nb-return-lines">
        <caption className="visually-hidden">Pieces to return per line</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="nb-num">
              Left
            </th>
            <th scope="col" className="nb-num">
              Return
            </th>
          </tr>
        </thead>
        <tbody>
          {order.returnable_lines.map((l) => (
            <tr key={l.line_id}>
              <td>
                <label htmlFor={`return-qty-${l.line_id}`}>{l.name}</label>
                <span className="nb-cell-sub">
                  <span className="nb-mono">{l.sku}</span> · {formatMoney(l.unit_price, order.currency)} each
                  {l.returned > 0 && ` · ${l.returned} returned before`}
                </span>
              </td>
              <td className="nb-num">
                {l.returnable} of {l.ordered}
              </td>
              <td className="nb-num">
                <input
                  id={`return-qty-${l.line_id}`}
                  className="form-control form-control-sm nb-return-qty"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.returnable}
                  step={1}
                  disabled={l.returnable === 0}
                  value={pieces[l.line_id] ?? '0'}
                  onChange={(e) => setPieces({ ...pieces, [l.line_id]: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FormField
        id="return-reason"
        label="Reason (on the RMA and in the order's history)"
        value={reason}
        onChange={setReason}
        rows={2}
        maxLength={RETURN_REASON_MAX_LENGTH}
        required
      />
      <div className="form-check">
        <input
          id="return-restock"
          className="form-check-input"
          type="checkbox"
          checked={restock}
          onChange={(e) => setRestock(e.target.checked)}
        />
        <label className="form-check-label" htmlFor="return-restock">
          Put the pieces back into stock
        </label>
      </div>
      <FormField
        id="return-amount"
        label={order.return_money.money === 'invoice_credit' ? 'Credit on the invoice (USD)' : 'Refund (USD)'}
        value={shownAmount}
        onChange={setAmount}
        inputMode="decimal"
        hint={`${MONEY_HINTS[order.return_money.money]} At most ${formatMoney(refundable, order.currency)}${
          order.return_money.refunded > 0 ? ` (${formatMoney(order.return_money.refunded, order.currency)} refunded before)` : ''
        }.`}
        readOnly={order.return_money.money === 'none'}
      />
    </FormDialog>
  );
}
