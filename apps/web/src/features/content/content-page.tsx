import { usePageTitle } from '../../components/use-page-title';

// Placeholder until this screen is built.
export function ContentPage() {
  usePageTitle('Page');
  return <section className="container py-5"><h1>Page</h1></section>;
}
