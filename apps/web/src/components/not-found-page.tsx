import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="container nb-not-found text-center py-5">
      <img src="/not-found.svg" alt="Page not found: a punch above an empty die" width={320} height={220} className="img-fluid mb-4" />
      <h1 className="h3 mb-3">We couldn't find that page</h1>
      <p className="text-secondary mb-4">The link may be old, or the page may have moved.</p>
      <Link to={paths.home} className="btn btn-primary btn-lg">
        Go Back to Home
      </Link>
    </section>
  );
}
