import { BRAND_NAME } from '../../lib/config';
import { usePageTitle } from '../../components/use-page-title';
import { LegalDocument } from './legal-document';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-policy-rights';
import { PRIVACY_COLLECTION_SECTIONS } from './privacy-policy-collection';

const SECTIONS = [...PRIVACY_COLLECTION_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

/** /privacy-policy: static legal text (spec section 2). */
export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      sections={SECTIONS}
      intro={
        <p>
          Your trust matters to us. This Privacy Policy describes what personal information {BRAND_NAME} collects when you use our website
          and online shop, why we collect it, who we share it with, and the choices you have.
        </p>
      }
    />
  );
}
