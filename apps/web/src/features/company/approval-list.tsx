import type { ApprovalRequest } from '@northbend/shared';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ApprovalStatusBadge } from './approval-status';
import { money, shopDay } from './company-text';

/** Requests as rows (a card each on a phone): buyer, day sent, total against the limit, status, and until when it waits. */
export function ApprovalList({ requests, label }: { requests: ApprovalRequest[]; label: string }) {
  return (
    <div className="nb-approval-list">
      <div className="nb-approval-list__head" aria-hidden="true">
        <span>Buyer</span>
        <span>Sent</span>
        <span className="text-end">Total</span>
        <span className="text-end">Limit</span>
        <span>Status</span>
        <span>Expires</span>
      </div>
      <ul className="nb-approval-list__rows" aria-label={label}>
        {requests.map((r) => (
          <li key={r._id}>
            <Link to={paths.approval(r._id)} className={`nb-approval-row${r.status === 'Awaiting approval' ? ' is-waiting' : ''}`}>
              <span className="nb-approval-row__buyer">
                <strong>{r.placed_by.user_name}</strong>
                <span>
                  {r.lines.length === 1 ? '1 line' : `${r.lines.length} lines`}
                  {r.po_number ? ` · PO ${r.po_number}` : ''}
                </span>
              </span>
              <span className="nb-approval-row__date">
                <span className="nb-approval-row__term">Sent </span>
                <time dateTime={r.createdAt}>{shopDay(r.createdAt)}</time>
              </span>
              <span className="nb-approval-row__total">
                <span className="nb-approval-row__term">Total </span>
                {money(r.total)}
              </span>
              <span className="nb-approval-row__limit">
                <span className="nb-approval-row__term">Limit </span>
                {money(r.order_limit)}
              </span>
              <span className="nb-approval-row__status">
                <ApprovalStatusBadge status={r.status} />
              </span>
              <span className="nb-approval-row__expires">
                {r.status === 'Awaiting approval' && (
                  <>
                    <span className="nb-approval-row__term">Expires </span>
                    {shopDay(r.expires_at)}
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
