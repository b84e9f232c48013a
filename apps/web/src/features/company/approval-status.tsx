import type { ApprovalStatus } from '@northbend/shared';
import { APPROVAL_TONE } from './company-text';

/** A request's status as a small label, in the quote badges' colours. */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  return <span className={`nb-approval-status nb-approval-status--${APPROVAL_TONE[status]}`}>{status}</span>;
}
