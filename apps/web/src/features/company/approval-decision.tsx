import { APPROVAL_MESSAGES } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { ApiError } from '../../lib/api-client';
import { FormField } from '../../ui/form-field';
import { approvalsApi, type ApprovalDetail } from './company-api';
import { money } from './company-text';

interface DecisionProps {
  request: ApprovalDetail;
  /** After a decision, or a refusal that says the request changed: read it again. */
  onDecided: () => void;
}

/** A refused approval: prices rose since (409 with the new total), or the server's reason. */
type Refusal = { message: string; currentTotal: number | null };

function refusalOf(err: unknown): Refusal {
  if (!(err instanceof ApiError)) return { message: 'The order could not be approved. Please try again.', currentTotal: null };
  const body = err.body as { current_total?: number } | null;
  return { message: err.message, currentTotal: typeof body?.current_total === 'number' ? body.current_total : null };
}

/**
 * An admin's answer to a request awaiting approval: 'Approve' places the order as the buyer's at
 * today's prices. When the total rose since the buyer sent it, the difference is shown and
 * approving sends the new total (accept_total), so nobody approves an amount they did not see.
 */
export function ApprovalDecision({ request, onDecided }: DecisionProps) {
  const [approve, setApprove] = useSubmitState();
  const [decline, setDecline] = useSubmitState();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  // The total to approve: a rise the server reported on a refused approval, else what it would cost now.
  const now = refusal?.currentTotal ?? request.current?.total ?? request.total;
  const rose = now > request.total + 0.005;
  const problem = request.current?.problem ?? null;

  const onApprove = async () => {
    setApprove('loading');
    setRefusal(null);
    try {
      const reply = await approvalsApi.approve(request._id, rose ? now : undefined);
      toastSuccess(reply.message);
      setApprove('success');
      // The request now says Approved, with its order.
      onDecided();
    } catch (err) {
      setApprove('error');
      const found = refusalOf(err);
      setRefusal(found);
      // Decided by another admin, or expired: show the request as it is now.
      if (found.currentTotal === null && err instanceof ApiError && err.status === 409) onDecided();
    }
  };

  const onDecline = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setReasonError('Please give the buyer a reason.');
      document.getElementById('decline-reason')?.focus();
      return;
    }
    setReasonError('');
    setDecline('loading');
    try {
      toastSuccess((await approvalsApi.decline(request._id, reason.trim())).message);
      setDecline('success');
      onDecided();
    } catch {
      setDecline('error');
    }
  };

  return (
    <section className="nb-approval-decision" aria-labelledby="nb-approval-decision-title">
      <h2 id="nb-approval-decision-title" className="nb-approval-decision__title">
        Your decision
      </h2>
      {!problem && (
        <p className="nb-approval-decision__intro">
          Approving places this order as {request.placed_by.user_name}’s, at <strong>{money(now)}</strong>. Declining tells them why by
          email.
        </p>
      )}
      {problem ? (
        <div className="nb-approval-state nb-approval-state--over" role="alert">
          <p>{APPROVAL_MESSAGES.cannotPlace(problem)}</p>
        </div>
      ) : rose ? (
        <div className="nb-approval-state nb-approval-state--wait" role="alert">
          <p>
            Prices have changed since this order was sent: it now totals <strong>{money(now)}</strong> instead of{' '}
            <strong>{money(request.total)}</strong> (<strong>+{money(now - request.total)}</strong>). Approving places it at the new total.
          </p>
        </div>
      ) : null}
      {refusal && refusal.currentTotal === null && (
        <p className="alert alert-danger" role="alert">
          {refusal.message}
        </p>
      )}
      <div className="nb-approval-decision__actions">
        {!problem && (
          <SubmitButton type="button" state={approve} onClick={() => void onApprove()} className="btn-lg">
            {rose ? `Approve at ${money(now)}` : 'Approve'}
          </SubmitButton>
        )}
        {!declining && (
          <button type="button" className="btn nb-btn-danger-outline btn-lg" onClick={() => setDeclining(true)}>
            Decline
          </button>
        )}
      </div>
      {declining && (
        <form className="nb-approval-decline" noValidate onSubmit={onDecline} aria-label="Decline the order">
          <FormField
            id="decline-reason"
            label="Reason for the buyer"
            required
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={setReason}
            error={reasonError}
            hint="The buyer gets it by email."
          />
          <div className="nb-approval-decision__actions">
            <SubmitButton state={decline} className="nb-btn-danger">
              Decline order
            </SubmitButton>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setDeclining(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
