import { BRAND_NAME, CONTACT } from '../../lib/config';
import type { LegalSection } from './legal-document';

/**
 * Warranties, liability, law and contact: the second part of the agreement. The governing law is
 * left as the unfilled placeholder '[JURISDICTION]' on purpose (spec section 2).
 */
export const EULA_LEGAL_SECTIONS: LegalSection[] = [
  {
    id: 'third-party-services',
    title: 'Third-party services',
    body: (
      <p>
        Parts of the Service rely on others, such as Stripe for payments, UPS for shipping and OpenStreetMap for maps. Your use of those
        services is also subject to their own terms, and we are not responsible for them.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer of warranties',
    body: (
      <p>
        The Service and the Materials are provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the fullest extent the law allows,
        we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement,
        and we do not warrant that the Service will be uninterrupted or error-free.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent the law allows, {BRAND_NAME} is not liable for any indirect, incidental, special, consequential or punitive
        damages, or for lost profits, production downtime or lost data, arising from the Service or the Materials. Our total liability under
        this Agreement is limited to the greater of the amounts you paid us in the 12 months before the claim arose and US $100.
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnification',
    body: (
      <p>
        You will defend and indemnify {BRAND_NAME} against claims by third parties arising from your breach of this Agreement or your misuse
        of the Service or the Materials.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Term and termination',
    body: (
      <p>
        This Agreement applies for as long as you use the Service. You may close your account at any time. We may suspend or end your access
        if you breach this Agreement. On termination your license ends and you must delete downloaded Materials, except copies the law
        requires you to keep. The sections on restrictions, intellectual property, disclaimer, liability, indemnification, governing law and
        general terms survive termination.
      </p>
    ),
  },
  {
    id: 'export',
    title: 'Export control',
    body: (
      <p>
        You will comply with the export control and sanctions laws of the United States and of the countries where you use the Service, and
        you will not export or re-export products, drawings or technical data in breach of them.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        This Agreement is governed by the laws of [JURISDICTION], without regard to its conflict-of-laws rules. The courts of [JURISDICTION]
        have exclusive jurisdiction over any dispute arising from this Agreement.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this agreement',
    body: (
      <p>
        We may change this Agreement. The date at the top shows when it last changed; we will tell registered customers of material changes
        by email. Continuing to use the Service after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <p>
        This Agreement, together with our terms of sale and Privacy Policy, is the entire agreement about its subject. If a provision is
        found unenforceable, the rest remains in effect. A failure to enforce a provision is not a waiver. You may not assign this Agreement
        without our consent; we may assign it to a successor of our business.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <address>
        <strong>{BRAND_NAME}</strong>
        <br />
        {CONTACT.address}
        <br />
        Email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        <br />
        Phone: <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>
      </address>
    ),
  },
];
