import type { PaginationInfo } from '@northbend/shared';

interface PaginationProps {
  info: PaginationInfo | undefined;
  /** What the rows are, for 'Showing 1–20 of 134 orders'. */
  noun: string;
  onPage: (page: number) => void;
}

/** The pages around the current one, with the first and last, gaps as null: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

/** 'Showing 21–40 of 134 orders' and the page buttons; nothing when everything fits on one page. */
export function Pagination({ info, noun, onPage }: PaginationProps) {
  if (!info || info.totalCount === 0) return null;
  const { currentPage, totalPages, totalCount, limit } = info;
  const first = (currentPage - 1) * limit + 1;
  const last = Math.min(currentPage * limit, totalCount);
  return (
    <div className="nb-pager">
      <p className="nb-pager__count">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {totalCount.toLocaleString('en-US')} {noun}
      </p>
      {totalPages > 1 && (
        <nav aria-label={`Pages of ${noun}`}>
          <ul className="nb-pager__list">
            <li>
              <button type="button" className="nb-pager__btn" disabled={currentPage <= 1} onClick={() => onPage(currentPage - 1)}>
                <span aria-hidden="true">‹ </span>Previous
              </button>
            </li>
            {pageWindow(currentPage, totalPages).map((p, i) =>
              p === null ? (
                <li key={`gap-${i}`} className="nb-pager__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={p}>
                  <button
                    type="button"
                    className={`nb-pager__btn${p === currentPage ? ' is-current' : ''}`}
                    aria-current={p === currentPage ? 'page' : undefined}
                    aria-label={`Page ${p}`}
                    onClick={() => onPage(p)}
                  >
                    {p}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" className="nb-pager__btn" disabled={currentPage >= totalPages} onClick={() => onPage(currentPage + 1)}>
                Next<span aria-hidden="true"> ›</span>
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
