import { Link } from 'react-router';
import { BRAND_NAME, CONTACT } from '../../lib/config';
import { paths } from '../../lib/paths';
import type { LegalSection } from './legal-document';

const privacyMail = `mailto:${CONTACT.email}?subject=${encodeURIComponent('Privacy request')}`;

/** Your rights, transfers, children, changes and contact: the second part of the privacy policy. */
export const PRIVACY_RIGHTS_SECTIONS: LegalSection[] = [
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>
          You can see and correct most of your information yourself in your <Link to={paths.profile}>profile</Link>. You may also ask us to:
        </p>
        <ul>
          <li>tell you what personal information we hold about you and give you a copy;</li>
          <li>correct information that is wrong or incomplete;</li>
          <li>delete your information, except what we must keep by law (for example, invoices);</li>
          <li>stop sending you product news.</li>
        </ul>
        <p>
          Residents of California, Colorado, Connecticut, Virginia and other states with consumer privacy laws may have further rights under
          those laws, including the right to know, delete and correct, and to appeal our decision. We will not treat you differently for
          using them.
        </p>
        <p>
          To make a request, write to us (see <a href="#contact">Contact us</a>). We will confirm your identity, usually by replying to the
          email address on your account, and answer within 45 days. An authorized agent may act for you with your written permission.
        </p>
      </>
    ),
  },
  {
    id: 'international',
    title: 'Customers outside the United States',
    body: (
      <p>
        We serve customers in the United States, Canada and Mexico. Our systems are operated in the United States, so information about
        customers elsewhere is transferred to and processed in the United States, where the law may differ from the law of your country.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our website and shop are for businesses and are not directed at children. We do not knowingly collect personal information from
        anyone under 16; if you believe a child has given us information, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when our services or the law change. The date at the top shows when it last changed. If a change
        materially affects how we use your information, we will tell registered customers by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions and requests about this policy or your information go to:</p>
        <address>
          <strong>{BRAND_NAME}</strong>
          <br />
          {CONTACT.address}
          <br />
          Email: <a href={privacyMail}>{CONTACT.email}</a> (subject &ldquo;Privacy request&rdquo;)
          <br />
          Phone: <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>
        </address>
      </>
    ),
  },
];
