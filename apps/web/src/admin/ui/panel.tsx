import type { ReactNode } from 'react';

interface PanelProps {
  /** The id of the panel's heading, which names the section. */
  id: string;
  title: string;
  actions?: ReactNode;
  /** False when the child brings its own padding (a table). */
  padded?: boolean;
  children: ReactNode;
}

/** A white section of a page with a small uppercase heading. */
export function Panel({ id, title, actions, padded = true, children }: PanelProps) {
  return (
    <section className="nb-panel" aria-labelledby={id}>
      <div className="nb-panel__head">
        <h2 className="nb-panel__title" id={id}>
          {title}
        </h2>
        {actions}
      </div>
      {padded ? <div className="nb-panel__body">{children}</div> : children}
    </section>
  );
}

/** A term and its value in a panel's list of facts; nothing when there is no value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
