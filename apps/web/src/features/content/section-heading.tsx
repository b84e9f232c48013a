import type { ReactNode } from 'react';

/**
 * A block's heading with the short amber rule above it, the brand's section mark. Pages open with
 * the hero's h1, so block headings are h2; `eyebrow` is the small sub-heading line over it.
 */
export function SectionHeading({
  children,
  eyebrow,
  center = false,
  id,
}: {
  children?: ReactNode;
  eyebrow?: string;
  center?: boolean;
  id?: string;
}) {
  if (!children && !eyebrow) return null;
  return (
    <header className={`nb-section-heading ${center ? 'nb-section-heading--center' : ''}`}>
      {eyebrow && <p className="nb-section-heading__eyebrow">{eyebrow}</p>}
      {children && (
        <h2 className="nb-section-heading__title" id={id}>
          {children}
        </h2>
      )}
    </header>
  );
}
