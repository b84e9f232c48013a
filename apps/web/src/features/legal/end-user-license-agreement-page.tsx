import { BRAND_NAME } from '../../lib/config';
import { usePageTitle } from '../../components/use-page-title';
import { EULA_LEGAL_SECTIONS } from './end-user-license-agreement-legal';
import { EULA_USE_SECTIONS } from './end-user-license-agreement-use';
import { LegalDocument } from './legal-document';

const SECTIONS = [...EULA_USE_SECTIONS, ...EULA_LEGAL_SECTIONS];

/** /end-user-license-agreement: static legal text with its unfilled jurisdiction (spec section 2). */
export function EndUserLicenseAgreementPage() {
  usePageTitle('End User License Agreement');
  return (
    <LegalDocument
      title="End User License Agreement"
      sections={SECTIONS}
      intro={
        <p>
          Please read this agreement carefully. It sets out the terms on which {BRAND_NAME} lets your business use its website, online shop,
          drawings and other materials.
        </p>
      }
    />
  );
}
