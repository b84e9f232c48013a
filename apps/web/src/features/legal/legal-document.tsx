import { useEffect, type ReactNode } from 'react';
import { PageBanner } from '../../components/page-banner';
import './legal.scss';

/** Spec section 2: both legal texts are dated 3/6/24. */
export const LEGAL_LAST_UPDATED = '3/6/24';

export interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A legal text: banner, date, table of contents with anchor links, numbered sections set at a
 * readable measure. The contents sit beside the text on wide screens and above it on phones.
 */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  useEffect(() => {
    // A deep link (/privacy-policy#cookies) arrives before this lazy page has drawn its sections,
    // and the web fonts change the height of the text above it: scroll once they are in.
    const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) void document.fonts.ready.then(() => target.scrollIntoView());
  }, []);

  return (
    <>
      <PageBanner title={title} subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`} />
      <div className="container nb-legal">
        <nav className="nb-legal__toc" aria-labelledby="nb-legal-toc">
          <h2 id="nb-legal-toc" className="nb-legal__toc-title">
            Contents
          </h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="nb-legal__text">
          <div className="nb-legal__intro">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>
                <span className="nb-legal__number">{i + 1}.</span> {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
