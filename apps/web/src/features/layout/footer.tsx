import { FOOTER_CATEGORY_COUNT, type Category } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME, CONTACT, LOGO_URL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { getMainCategories } from '../../components/lookup-api';
import { slugOf, usePageDirectory } from '../../components/use-page-directory';
import { useIslandsDocument } from '../../islands/islands-document';
import { PaymentIcons } from './payment-icons';

// Spec section 2's four, with History and Sustainability after About Us (issue 16).
const PAGE_LINKS = [
  ['Home', 'Home'],
  ['AboutUs', 'About Us'],
  ['History', 'History'],
  ['Sustainability', 'Sustainability'],
  ['ContactUs', 'Contact Us'],
  ['Downloads', 'Downloads'],
] as const;

/** Spec: the first four main categories, in reverse order. */
const footerCategories = (list: Category[]) => list.slice(0, FOOTER_CATEGORY_COUNT).reverse();

export function Footer() {
  // A public page's footer is drawn once on the server with its data (decision 035).
  const layout = useIslandsDocument()?.layout;
  const asked = usePageDirectory();
  const pages = layout?.pages ?? asked;
  const [loaded, setCategories] = useState<Category[]>([]);
  const categories = layout ? footerCategories(layout.categories) : loaded;
  const contactPath = paths.content(slugOf(pages, 'ContactUs') ?? 'contact-us');

  useEffect(() => {
    getMainCategories()
      .then((list) => setCategories(footerCategories(list)))
      .catch(() => setCategories([]));
  }, []);

  return (
    <footer className="nb-footer">
      <section className="nb-footer__cta">
        <div className="container d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-3">
          <h2 className="h3 m-0">Ready to get started? Talk to us today</h2>
          <Link to={contactPath} className="btn btn-primary btn-lg">
            Get Started
          </Link>
        </div>
      </section>
      <div className="container nb-footer__grid">
        <div>
          <img src={LOGO_URL} alt={BRAND_NAME} width={160} height={40} className="nb-footer__logo" />
          <p className="nb-footer__about">
            Turret punch and press brake tooling, ground, heat treated and inspected in Grand Rapids, Michigan.
          </p>
          <a href={CONTACT.linkedin} className="nb-footer__social" target="_blank" rel="noopener noreferrer">
            LinkedIn
          </a>
        </div>
        <nav aria-label="Company">
          <h3 className="nb-footer__heading">Company</h3>
          <ul>
            {PAGE_LINKS.map(([id, label]) => (
              <li key={id}>
                <Link to={id === 'Home' ? paths.content(slugOf(pages, 'Home') ?? 'home') : paths.content(slugOf(pages, id) ?? '')}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Tooling">
          <h3 className="nb-footer__heading">Tooling</h3>
          <ul className="nb-footer__categories">
            {categories.map((c) => (
              <li key={c._id}>
                <Link to={paths.category(c.category_slug, c._id)}>{c.category_name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address>
          <h3 className="nb-footer__heading">Contact</h3>
          <p>{CONTACT.address}</p>
          <p>
            <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>
            <br />
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
        </address>
      </div>
      <div className="container nb-footer__bottom">
        <PaymentIcons />
        <p className="m-0">
          © {new Date().getFullYear()} {BRAND_NAME}. <Link to={paths.privacyPolicy}>Privacy Policy</Link> ·{' '}
          <Link to={paths.endUserLicenseAgreement}>End User License Agreement</Link>
        </p>
      </div>
    </footer>
  );
}
