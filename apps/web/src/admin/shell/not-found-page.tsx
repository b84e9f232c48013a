import { Link } from 'react-router';
import { adminPaths } from '../paths';
import { PageHeader } from '../ui/page-header';

export function AdminNotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <p>
        There is no back-office page at this address. <Link to={adminPaths.home}>Go to the dashboard</Link>.
      </p>
    </>
  );
}
