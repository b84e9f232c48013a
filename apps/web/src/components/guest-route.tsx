import { Navigate, Outlet } from 'react-router';
import { paths } from '../app/paths';
import { useAppSelector } from '../app/store';

/** Login-related screens (spec section 2): a customer who is already logged in goes to /. */
export function GuestRoute() {
  const loggedIn = Boolean(useAppSelector((s) => s.user.userData)?._id);
  return loggedIn ? <Navigate to={paths.home} replace /> : <Outlet />;
}
