import { Link } from 'react-router';
import { pageWindow } from './page-window';

interface CatalogPaginationProps {
  current: number;
  total: number;
  /** The link of a page, e.g. '?page=3&category=…', so pages are real links (open in a new tab, back). */
  hrefOf: (page: number) => string;
  label?: string;
}

/** Bootstrap pagination with previous/next and a window of pages around the current one. */
export function CatalogPagination({ current, total, hrefOf, label = 'Product pages' }: CatalogPaginationProps) {
  if (total <= 1) return null;
  const step = (page: number, text: string, aria: string, disabled: boolean) => (
    <li className={`page-item ${disabled ? 'disabled' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-hidden="true">
          {text}
        </span>
      ) : (
        <Link className="page-link" to={hrefOf(page)} aria-label={aria}>
          {text}
        </Link>
      )}
    </li>
  );

  return (
    <nav aria-label={label} className="nb-pagination">
      <ul className="pagination justify-content-center flex-wrap">
        {step(current - 1, '‹', 'Previous page', current <= 1)}
        {pageWindow(current, total).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={slot} className={`page-item ${slot === current ? 'active' : ''}`}>
              <Link
                className="page-link"
                to={hrefOf(slot)}
                aria-label={`Page ${slot}`}
                aria-current={slot === current ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        {step(current + 1, '›', 'Next page', current >= total)}
      </ul>
    </nav>
  );
}
