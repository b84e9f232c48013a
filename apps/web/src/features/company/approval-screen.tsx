import { PAYMENT_METHODS } from '@northbend/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { OrderedLines, type OrderedLine } from '../../components/ordered-lines';
import { SkeletonBar } from '../../components/skeleton';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useCustomerLoad } from '../../state/use-customer-load';
import { TitledSection } from '../../ui/titled-section';
import { ApprovalDecision } from './approval-decision';
import { ApprovalStatusBadge } from './approval-status';
import { approvalsApi, type ApprovalDetail } from './company-api';
import { money, shopDay, shopTime } from './company-text';
import { LoadFailed } from './load-failed';

const paymentLabel = (type: string) => PAYMENT_METHODS.find((m) => m.type === type)?.label ?? type;

/** Where the request stands, in words: waiting (until when), approved (with the order), declined (why) or expired. */
function ApprovalState({ request, admin, onDecided }: { request: ApprovalDetail; admin: boolean; onDecided: () => void }) {
  const by = request.decided_by?.user_name ?? 'An admin';
  const when = request.decided_at ? ` on ${shopDay(request.decided_at)}` : '';
  switch (request.status) {
    case 'Awaiting approval':
      return admin ? (
        <ApprovalDecision request={request} onDecided={onDecided} />
      ) : (
        <div className="nb-approval-state nb-approval-state--wait">
          <p>
            This order is waiting for an admin of your company. It expires on <strong>{shopDay(request.expires_at)}</strong> if nobody
            answers.
          </p>
        </div>
      );
    case 'Approved':
      return (
        <div className="nb-approval-state nb-approval-state--done">
          <p>
            {by} approved this order{when}
            {request.order_id ? `: it was placed as ${request.order_id}.` : '.'}
          </p>
          {request.order_id && (
            <Link to={paths.orderFocus(request.order_id)} className="btn btn-primary">
              View order {request.order_id}
            </Link>
          )}
        </div>
      );
    case 'Declined':
      return (
        <div className="nb-approval-state nb-approval-state--over">
          <p>
            {by} declined this order{when}.
          </p>
          {request.decline_reason && <p className="nb-approval-state__reason">“{request.decline_reason}”</p>}
        </div>
      );
    default:
      return (
        <div className="nb-approval-state nb-approval-state--closed">
          <p>Nobody answered within 14 days, so this request expired. The buyer may send the order again.</p>
        </div>
      );
  }
}

function ApprovalFacts({ request }: { request: ApprovalDetail }) {
  const a = request.shipment_address;
  return (
    <>
      <TitledSection block="nb-company-card" titleId="nb-approval-total-title" title="Totals">
        <dl className="nb-company-facts">
          <div>
            <dt>Sub Total</dt>
            <dd>{money(request.sub_total)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{money(request.shipping_charge)}</dd>
          </div>
          {/* Sales tax as the buyer saw it (issue 30), or why the company pays none. */}
          {(Boolean(request.tax) || request.tax_note) && (
            <div>
              <dt>
                Sales tax
                {request.tax_note && <small className="d-block">{request.tax_note}</small>}
              </dt>
              <dd>{money(request.tax ?? 0)}</dd>
            </div>
          )}
          <div className="nb-approval__grand">
            <dt>Total</dt>
            <dd>{money(request.total)}</dd>
          </div>
          <div>
            <dt>Buyer’s order limit</dt>
            <dd>{money(request.order_limit)}</dd>
          </div>
        </dl>
      </TitledSection>
      <TitledSection block="nb-company-card" titleId="nb-approval-ship-title" title="Shipping and payment">
        <address className="nb-location__address">
          {a.customer_name}
          <br />
          {a.customer_company}
          <br />
          {a.customer_address}
          {a.customer_secondary_address && (
            <>
              <br />
              {a.customer_secondary_address}
            </>
          )}
          <br />
          {a.customer_city}, {a.customer_state} {a.customer_zip_code}
          <br />
          {a.customer_country}
        </address>
        <dl className="nb-company-facts">
          <div>
            <dt>Payment</dt>
            <dd>{paymentLabel(request.payment_type)}</dd>
          </div>
          <div>
            <dt>PO number</dt>
            <dd>{request.po_number ?? 'None'}</dd>
          </div>
        </dl>
        {request.order_note && (
          <>
            <h3 className="nb-approval__label">Note</h3>
            <p className="nb-approval__note">{request.order_note}</p>
          </>
        )}
      </TitledSection>
    </>
  );
}

/** /user/approvals/{id}: one request, its lines, address, PO number, payment and totals; an admin's answer on a waiting one. */
export function ApprovalScreen({ approvalId, admin }: { approvalId: string; admin: boolean }) {
  const {
    data: request,
    error,
    retry,
  } = useCustomerLoad(`approval:${approvalId}`, (_customerId, signal) => approvalsApi.get(approvalId, signal));
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <EmptyState heading="Approval request not found">
        <p>This approval request is not one of your company’s.</p>
        <Link to={paths.approvals} className="btn btn-primary">
          All approvals
        </Link>
      </EmptyState>
    );
  if (error) return <LoadFailed what="This approval request" onRetry={retry} />;
  if (!request)
    return (
      <div role="status" aria-label="Loading the approval request">
        <SkeletonBar height={40} width="40%" />
        <SkeletonBar height={320} className="mt-3" />
      </div>
    );
  return (
    <article className="nb-approval" aria-labelledby="nb-approval-title">
      <Link to={paths.approvals} className="nb-approval__back">
        <span aria-hidden="true">← </span>All approvals
      </Link>
      <header className="nb-approval__head">
        <h2 id="nb-approval-title" className="nb-approval__title">
          Order from {request.placed_by.user_name}
        </h2>
        <ApprovalStatusBadge status={request.status} />
        <p className="nb-approval__summary">
          Sent {shopTime(request.createdAt)} by {request.placed_by.user_email} · {money(request.total)} against a limit of{' '}
          {money(request.order_limit)}
        </p>
      </header>
      <ApprovalState request={request} admin={admin} onDecided={retry} />
      <div className="nb-approval__grid">
        <TitledSection block="nb-company-card" titleId="nb-approval-lines-title" title="Items">
          <OrderedLines lines={request.lines as OrderedLine[]} label={`Items of the order from ${request.placed_by.user_name}`} />
        </TitledSection>
        <div className="nb-approval__side">
          <ApprovalFacts request={request} />
        </div>
      </div>
    </article>
  );
}
