import { Navigate, Outlet } from 'react-router';
import { paths } from '../app/paths';
import { useAppSelector } from '../app/store';

/**
 * Auth wrapper for customer screens (spec section 6): a visitor is sent to /user/login. It reads
 * the Redux user, so a logout anywhere leaves the protected screen at once.
 */
export function ProtectedRoute() {
  const loggedIn = Boolean(useAppSelector((s) => s.user.userData)?._id);
  return loggedIn ? <Outlet /> : <Navigate to={paths.login} replace />;
}
