import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** An aside for a summary beside the page's main content, else a section. */
  as?: 'section' | 'aside';
  /** The block's class; its heading gets `${block}__title`. */
  block: string;
  /** The heading's id, which names the landmark for screen readers. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

/** A card-like part of a page headed by its h2, which names it as a landmark. */
export function TitledSection({ as: Tag = 'section', block, titleId, title, children }: TitledSectionProps) {
  return (
    <Tag className={block} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
