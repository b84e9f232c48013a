import { useState } from 'react';
import type { AdminExtraPayment, AdminOrderDetail } from '@northbend/shared';
import { formatDateTime } from '../ui/format';
import { formatMoney } from '../../ui/money';
import { FormDialog } from '../ui/form-dialog';
import { ordersApi } from './orders-api';
import { useOrderAction } from './use-order-action';

/**
 * Money the order did not need (issue 15: paid twice, or paid after it was cancelled), at the top of
 * the order page: each open one with its refund through the payment provider, each refunded one
 * with its refund. Nothing when there is none.
 */
export function ExtraPayments({ order, onChange }: { order: AdminOrderDetail; onChange: (order: AdminOrderDetail) => void }) {
  const [refunding, setRefunding] = useState<AdminExtraPayment | null>(null);
  const action = useOrderAction(onChange);
  const extras = order.payment.extra_payments;
  if (extras.length === 0) return null;
  const mayRefund = order.allowed_actions.includes('refund_extra_payment');

  const refund = async () => {
    if (refunding && (await action.run(() => ordersApi.refundExtraPayment(order.order_id, refunding.reference)))) setRefunding(null);
  };

  return (
    <>
      {extras.map((extra) =>
        extra.open ? (
          <div key={extra.reference} className="alert alert-danger nb-extra-payment" role="alert">
            <div>
              <p className="nb-extra-payment__title">{extra.message}</p>
              <p className="m-0">
                {formatMoney(extra.amount, extra.currency)} received through {extra.provider} on {formatDateTime(extra.createdAt)}
                <span className="nb-cell-sub">
                  Payment <span className="nb-mono">{extra.reference}</span>
                </span>
              </p>
            </div>
            {mayRefund && (
              <button
                type="button"
                className="btn btn-sm btn-danger"
                onClick={() => {
                  action.clearError();
                  setRefunding(extra);
                }}
              >
                Refund {formatMoney(extra.amount, extra.currency)}
              </button>
            )}
          </div>
        ) : (
          <div key={extra.reference} className="alert alert-secondary" role="note">
            Extra payment <span className="nb-mono">{extra.reference}</span> refunded
            {extra.refund && (
              <>
                : {formatMoney(extra.refund.amount, extra.currency)} ({extra.refund.provider}{' '}
                <span className="nb-mono">{extra.refund.reference}</span>
                {extra.refund.createdAt && `, ${formatDateTime(extra.refund.createdAt)}`})
              </>
            )}
          </div>
        ),
      )}
      <FormDialog
        id="refund-extra-dialog"
        show={refunding !== null}
        title={`Refund the extra payment of ${order.order_id}`}
        submitLabel="Refund"
        danger
        busy={action.busy}
        error={action.error}
        onSubmit={() => void refund()}
        onClose={() => setRefunding(null)}
      >
        {refunding && (
          <p className="m-0">
            {formatMoney(refunding.amount, refunding.currency)} goes back to the customer through {refunding.provider} (payment{' '}
            <span className="nb-mono">{refunding.reference}</span>). The order, its own payment and its statuses stay as they are.
          </p>
        )}
      </FormDialog>
    </>
  );
}
