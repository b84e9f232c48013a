import { Navigate, Outlet, useSearchParams } from 'react-router';
import { paths } from '../lib/paths';
import { returnPathOf } from '../lib/return-path';
import { useAppSelector } from '../app/store';

/**
 * Login-related screens (spec section 2): a customer who is already logged in goes to /, or to the
 * login's same-site `redirect` (issue 16; the login itself may be waiting on that page's loader).
 */
export function GuestRoute() {
  const loggedIn = Boolean(useAppSelector((s) => s.user.userData)?._id);
  const back = returnPathOf(useSearchParams()[0].get('redirect'));
  return loggedIn ? <Navigate to={back ?? paths.home} replace /> : <Outlet />;
}
