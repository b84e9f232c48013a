import type { PaymentMethodType } from '@northbend/shared';
import { PaymentMethods } from './payment-methods';
import { DEMO_PAYMENTS, isOnline, NO_ONLINE_PAYMENT, RETRY_PAYMENT } from './payment-texts';
import { ProcessingLoader } from './processing-loader';
import type { OfferedMethods } from './use-payment-methods';
import type { PlacePhase } from './use-place-order';

interface PaymentStepProps {
  method: PaymentMethodType;
  onMethod: (type: PaymentMethodType) => void;
  offered: OfferedMethods;
  phase: PlacePhase;
  orderId: string | null;
  onPlace: () => void;
  onRetry: () => void;
  onBack: () => void;
  /** The id of the message saying why the order cannot be placed now (the cart holds an item no longer available), or null. */
  blockedBy?: string | null;
}

/** Tab 2, 'Payments Method': choose, 'Process to order', or pay an unpaid order again. */
export function PaymentStep({ method, onMethod, offered, phase, orderId, onPlace, onRetry, onBack, blockedBy }: PaymentStepProps) {
  if (phase === 'processing') return <ProcessingLoader orderId={orderId} />;
  const unpaid = phase === 'unpaid' && orderId;
  const payable: readonly PaymentMethodType[] = offered.types.filter(isOnline);

  return (
    <div className="nb-payment">
      <h2 className="nb-checkout__title">Payment method</h2>
      {unpaid ? (
        <p className="nb-payment__unpaid" role="alert">
          Order <strong>{orderId}</strong> is placed but not paid yet. Choose how to pay it and try again.
        </p>
      ) : (
        <p className="nb-checkout__intro">Prices, shipping and the total are confirmed by our system when you place the order.</p>
      )}
      {offered.demo && (
        <p className="nb-payment__demo" role="note">
          {DEMO_PAYMENTS}
        </p>
      )}
      {unpaid && payable.length === 0 && (
        <p className="nb-payment__unpaid" role="alert">
          {NO_ONLINE_PAYMENT}
        </p>
      )}
      <PaymentMethods value={method} onChange={onMethod} offered={offered.types} onlineOnly={Boolean(unpaid)} />
      <div className="nb-checkout__actions">
        {unpaid ? (
          <button type="button" className="btn btn-primary btn-lg" onClick={onRetry} disabled={!payable.includes(method)}>
            {RETRY_PAYMENT}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline-primary btn-lg" onClick={onBack}>
              Back
            </button>
            <button
              type="button"
              className="btn btn-primary btn-lg nb-payment__place"
              onClick={onPlace}
              disabled={Boolean(blockedBy)}
              aria-describedby={blockedBy ?? undefined}
            >
              Process to order
            </button>
          </>
        )}
      </div>
    </div>
  );
}
