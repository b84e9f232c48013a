import { usePageTitle } from '../../components/use-page-title';

// Placeholder until this screen is built.
export function EndUserLicenseAgreementPage() {
  usePageTitle('End User License Agreement');
  return <section className="container py-5"><h1>End User License Agreement</h1></section>;
}
