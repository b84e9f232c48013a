import type { QuoteSummary } from '@northbend/shared';
import { formatQuoteDay } from '@northbend/shared';
import { Link } from 'react-router';
import { quotePagePaths } from './quote-paths';
import { QuoteStatusBadge } from './quote-status';
import { money, quoteDate } from './quote-text';

/**
 * The customer's quotes as rows (a card each on a phone): number, tool and machine, status, the
 * day asked, the total once quoted and how long the offer holds. Each row opens the quote.
 */
export function QuoteList({ quotes }: { quotes: QuoteSummary[] }) {
  return (
    <div className="nb-quote-list">
      <div className="nb-quote-list__head" aria-hidden="true">
        <span>Quote</span>
        <span>Tool</span>
        <span>Status</span>
        <span>Requested</span>
        <span className="text-end">Total</span>
        <span>Valid until</span>
      </div>
      <ul className="nb-quote-list__rows" aria-label="Your quotes">
        {quotes.map((q) => (
          <li key={q.quote_number}>
            <Link to={quotePagePaths.quote(q.quote_number)} className={`nb-quote-row${q.unread ? ' is-unread' : ''}`}>
              <span className="nb-quote-row__number">
                {q.quote_number}
                {q.unread && <span className="nb-quote-row__new">New</span>}
              </span>
              <span className="nb-quote-row__tool">
                <strong>{q.tool_type}</strong>
                <span>
                  {q.machine} · {q.quantity} {q.quantity === 1 ? 'piece' : 'pieces'}
                </span>
              </span>
              <span className="nb-quote-row__status">
                <QuoteStatusBadge status={q.status} inCart={q.in_cart} />
              </span>
              <span className="nb-quote-row__date">
                <span className="nb-quote-row__term">Requested </span>
                <time dateTime={q.created_at}>{quoteDate(q.created_at)}</time>
              </span>
              <span className="nb-quote-row__total">
                <span className="nb-quote-row__term">Total </span>
                {q.total === null ? <span className="nb-quote-row__none">Not quoted yet</span> : money(q.total)}
              </span>
              <span className="nb-quote-row__valid">
                {q.valid_until && (
                  <>
                    <span className="nb-quote-row__term">Valid until </span>
                    {formatQuoteDay(q.valid_until)}
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
