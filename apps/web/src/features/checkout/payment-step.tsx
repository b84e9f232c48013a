import { formatPrice, type CompanyTerms, type PaymentMethodType } from '@northbend/shared';
import { Link } from 'react-router';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
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
  /** A buyer's order limit when this order is above it (issue 26): it goes to the company's admins instead. */
  overLimit?: number | null;
  /** The request the order became, once sent for approval. */
  approvalId?: string | null;
  /** The company's payment terms (issue 27): the Net 30 choice says the credit left; null while unknown. */
  terms?: CompanyTerms | null;
  /** Why the terms refused the chosen method (over the credit limit, on hold): choose another. */
  refusal?: string | null;
}

/** After a 202: the order waits for an admin; the cart is empty (issue 26). */
function SentForApproval({ approvalId }: { approvalId: string | null }) {
  return (
    <div className="nb-payment nb-payment__sent" role="status">
      <h2 className="nb-checkout__title">Sent for approval</h2>
      <p>
        Your order is over your limit, so it has been sent to your company’s admins for approval. We place it as soon as one of them
        approves it, and email you either way.
      </p>
      {approvalId && (
        <Link to={paths.approval(approvalId)} className="btn btn-primary btn-lg">
          View your request
        </Link>
      )}
    </div>
  );
}

/** Tab 2, 'Payments Method': choose, 'Process to order' (or 'Send for approval' above a buyer's limit), or pay an unpaid order again. */
export function PaymentStep(props: PaymentStepProps) {
  const {
    method,
    onMethod,
    offered,
    phase,
    orderId,
    onPlace,
    onRetry,
    onBack,
    blockedBy,
    overLimit = null,
    approvalId = null,
    terms = null,
    refusal = null,
  } = props;
  if (phase === 'processing') return <ProcessingLoader orderId={orderId} />;
  if (phase === 'sent') return <SentForApproval approvalId={approvalId} />;
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
      {!unpaid && overLimit !== null && (
        <p className="nb-payment__approval" role="note">
          This order is above your order limit of {formatPrice(overLimit, CURRENCY_SYMBOL)}, so it goes to your company’s admins for
          approval. It is placed as soon as one of them approves it.
        </p>
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
      {refusal && (
        <p className="nb-payment__unpaid" role="alert">
          {refusal}
        </p>
      )}
      <PaymentMethods value={method} onChange={onMethod} offered={offered.types} onlineOnly={Boolean(unpaid)} terms={terms ?? null} />
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
              {overLimit === null ? 'Process to order' : 'Send for approval'}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
