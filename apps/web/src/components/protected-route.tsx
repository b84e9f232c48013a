import { Navigate, Outlet, useLocation } from 'react-router';
import { loginReturningTo } from '../lib/return-path';
import { useAppSelector } from '../app/store';

/**
 * Auth wrapper for customer screens (spec section 6): a visitor is sent to /user/login. It reads
 * the Redux user, so a logout anywhere leaves the protected screen at once. The login comes back
 * here, with the query (the emailed /user/order?focus=…), issue 16.
 */
export function ProtectedRoute() {
  const loggedIn = Boolean(useAppSelector((s) => s.user.userData)?._id);
  const { pathname, search, hash } = useLocation();
  return loggedIn ? <Outlet /> : <Navigate to={loginReturningTo(pathname + search + hash)} replace />;
}
