import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  /** The tab's title, when `title` is not plain text. */
  documentTitle?: string;
  /** Where 'back' goes, e.g. the list a detail page came from. */
  back?: { to: string; label: string };
  meta?: ReactNode;
  actions?: ReactNode;
}

/** Sets the tab's title ('Orders · Back office · Northbend Tooling'). */
export function useAdminTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Back office · Northbend Tooling`;
  }, [title]);
}

/** The page's h1, with an optional back link, a line of facts and the page's buttons on the right. */
export function PageHeader({ title, documentTitle, back, meta, actions }: PageHeaderProps) {
  useAdminTitle(documentTitle ?? (typeof title === 'string' ? title : 'Back office'));
  return (
    <header className="nb-page-head">
      <div className="nb-page-head__text">
        {back && (
          <Link to={back.to} className="nb-page-head__back">
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        )}
        <h1 className="nb-page-head__title">{title}</h1>
        {meta && <div className="nb-page-head__meta">{meta}</div>}
      </div>
      {actions && <div className="nb-page-head__actions">{actions}</div>}
    </header>
  );
}
