import { usePageTitle } from '../../components/use-page-title';

// Placeholder until this screen is built.
export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return <section className="container py-5"><h1>Privacy Policy</h1></section>;
}
