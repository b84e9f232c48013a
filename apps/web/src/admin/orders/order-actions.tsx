import { useState } from 'react';
import {
  UPS_TRACKING_MESSAGE,
  UPS_TRACKING_PATTERN,
  normaliseTrackingNumber,
  type AdminOrderDetail,
  type OrderAction,
} from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { BusyButton } from '../ui/fields';
import { formatMoney } from '../../ui/money';
import { useNotify } from '../ui/notices';
import { FormDialog } from '../ui/form-dialog';
import { messageOf } from '../ui/use-load';
import { ordersApi } from './orders-api';
import { ReturnForm } from './return-form';
import { useOrderAction } from './use-order-action';

type Dialog = 'ship' | 'deliver' | 'record_payment' | 'cancel' | 'return' | null;

/**
 * The order's buttons, each shown only when the server lists it in allowed_actions (its statuses
 * and the user's role allow it); the forms open in dialogs and the answer replaces the order.
 */
export function OrderActions({ order, onChange }: { order: AdminOrderDetail; onChange: (order: AdminOrderDetail) => void }) {
  const allowed = new Set<OrderAction>(order.allowed_actions);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | undefined>();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const action = useOrderAction(onChange);
  const notify = useNotify();
  const [resending, setResending] = useState<'confirmation' | 'invoice' | null>(null);
  const id = order.order_id;

  const open = (which: Dialog) => {
    action.clearError();
    setTrackingError(undefined);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const finish = async (call: () => ReturnType<typeof ordersApi.ship>) => {
    if (await action.run(call)) close();
  };

  const ship = () => {
    const number = normaliseTrackingNumber(tracking);
    if (!UPS_TRACKING_PATTERN.test(number)) return setTrackingError(UPS_TRACKING_MESSAGE);
    setTrackingError(undefined);
    void finish(() => ordersApi.ship(id, number));
  };
  const resend = async (kind: 'confirmation' | 'invoice') => {
    setResending(kind);
    try {
      const answer = await ordersApi.resend(id, kind);
      onChange(answer.result);
      notify('success', answer.message);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setResending(null);
    }
  };

  const paidByCard =
    order.payment.type === 'CREDIT_CARD' && (order.payment.status === 'Paid' || order.payment.status === 'Partially refunded');
  // Shipping again adds a parcel to a shipped order (the customer sees the latest one).
  const shipLabel = order.shipments.length ? 'Add a parcel' : 'Ship';
  if (allowed.size === 0 || (allowed.size === 1 && allowed.has('add_note'))) return null;

  return (
    <>
      {allowed.has('ship') && (
        <button
          type="button"
          className={`btn btn-sm ${order.shipments.length ? 'btn-outline-primary' : 'btn-primary'}`}
          onClick={() => open('ship')}
        >
          {shipLabel}
        </button>
      )}
      {allowed.has('deliver') && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => open('deliver')}>
          Mark delivered
        </button>
      )}
      {allowed.has('record_payment') && (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => open('record_payment')}>
          Record payment
        </button>
      )}
      {allowed.has('resend_confirmation') && (
        <BusyButton busy={resending === 'confirmation'} className="btn btn-sm btn-outline-primary" onClick={() => resend('confirmation')}>
          Resend confirmation
        </BusyButton>
      )}
      {allowed.has('resend_invoice') && (
        <BusyButton busy={resending === 'invoice'} className="btn btn-sm btn-outline-primary" onClick={() => resend('invoice')}>
          Resend invoice
        </BusyButton>
      )}
      {allowed.has('return') && (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => open('return')}>
          Return / refund
        </button>
      )}
      {allowed.has('cancel') && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => open('cancel')}>
          Cancel order
        </button>
      )}

      {allowed.has('return') && <ReturnForm order={order} show={dialog === 'return'} onClose={close} onDone={onChange} />}

      <FormDialog
        id="ship-dialog"
        show={dialog === 'ship'}
        title={order.shipments.length ? `Add a parcel to ${id}` : `Ship ${id}`}
        submitLabel={order.shipments.length ? 'Add parcel' : 'Ship order'}
        busy={action.busy}
        error={action.error}
        onSubmit={ship}
        onClose={close}
      >
        <p className="m-0">
          Carrier: <strong>UPS</strong>. The customer is emailed the tracking link.
        </p>
        <FormField
          id="ship-tracking"
          label="UPS tracking number"
          value={tracking}
          onChange={setTracking}
          placeholder="1Z999AA10123456784"
          autoComplete="off"
          maxLength={60}
          error={trackingError}
          required
        />
      </FormDialog>

      <FormDialog
        id="deliver-dialog"
        show={dialog === 'deliver'}
        title={`Mark ${id} as delivered`}
        submitLabel="Mark delivered"
        busy={action.busy}
        error={action.error}
        onSubmit={() => void finish(() => ordersApi.deliver(id))}
        onClose={close}
      >
        <p className="m-0">The order and its shipment are marked delivered. This cannot be undone.</p>
      </FormDialog>

      <FormDialog
        id="payment-dialog"
        show={dialog === 'record_payment'}
        title={`Record the payment of ${id}`}
        submitLabel="Record as paid"
        busy={action.busy}
        error={action.error}
        onSubmit={() => void finish(() => ordersApi.recordPayment(id, reference.trim()))}
        onClose={close}
      >
        <p className="m-0">
          Marks {formatMoney(order.total, order.currency)} as paid. Enter what proves it: the cheque number, bank reference or receipt.
        </p>
        <FormField id="payment-reference" label="Payment reference" value={reference} onChange={setReference} maxLength={200} required />
      </FormDialog>

      <FormDialog
        id="cancel-dialog"
        show={dialog === 'cancel'}
        title={`Cancel ${id}?`}
        submitLabel="Cancel order"
        danger
        busy={action.busy}
        error={action.error}
        onSubmit={() => void finish(() => ordersApi.cancel(id, reason.trim()))}
        onClose={close}
      >
        <div className={`alert ${paidByCard ? 'alert-warning' : 'alert-secondary'} m-0`}>
          {paidByCard
            ? `This order was paid by card: cancelling it refunds ${formatMoney(order.return_money.refundable, order.currency)} to the customer's card.`
            : 'A card order that has been paid is refunded to the card when it is cancelled.'}{' '}
          The customer is emailed. Cancelling cannot be undone.
        </div>
        <FormField
          id="cancel-reason"
          label="Reason (kept in the order's history)"
          value={reason}
          onChange={setReason}
          rows={3}
          maxLength={500}
          required
        />
      </FormDialog>
    </>
  );
}
