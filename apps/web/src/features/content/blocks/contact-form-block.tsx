import { useId } from 'react';
import { RichText } from '../rich-text';
import { SectionHeading } from '../section-heading';
import { Island } from '../../../islands/island-in-app';
import './contact-form.scss';

/** The contact form block titled 'Get In Touch' (spec sections 2 and 5). */
export function ContactFormBlock({ heading, text }: { heading?: string; text?: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const idPrefix = `nb-contact-${uid}`;

  return (
    <section className="nb-block nb-block--band nb-contact-form" aria-labelledby={`${idPrefix}-heading`}>
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-4">
            <SectionHeading id={`${idPrefix}-heading`}>{heading || 'Get In Touch'}</SectionHeading>
            <RichText html={text} className="nb-contact-form__intro" />
          </div>
          <div className="col-lg-8">
            {/* The form is an island (Preact): drawn by the server on an island document, mounted in
                the client application and the page preview (decision 035). */}
            <Island name="contact-form" props={{ id: idPrefix }} when="idle" />
          </div>
        </div>
      </div>
    </section>
  );
}
