import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SkeletonBar } from '../../components/skeleton';

export interface Crumb {
  label: string;
  to?: string;
}

/** The compact navy band opening catalog screens: breadcrumb, title (a placeholder while loading) and a one-line intro. */
export function CatalogHeader({ title, intro, crumbs }: { title?: string; intro?: ReactNode; crumbs?: Crumb[] }) {
  return (
    <section className="nb-catalog-header">
      <div className="container">
        {crumbs && crumbs.length > 0 && (
          <nav aria-label="Breadcrumb">
            <ol className="nb-crumbs">
              {crumbs.map((c, i) => (
                <li key={`${i}-${c.label}`}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
              ))}
            </ol>
          </nav>
        )}
        {title ? (
          <h1 className="nb-catalog-header__title">{title}</h1>
        ) : (
          <SkeletonBar height={44} width="50%" className="nb-catalog-header__skeleton" />
        )}
        {intro && <p className="nb-catalog-header__intro">{intro}</p>}
      </div>
    </section>
  );
}
