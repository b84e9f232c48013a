import { useMemo, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { adminSession } from '../api/session';
import { authApi } from '../auth/auth-api';
import { adminPaths, loginPath } from '../paths';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { signedInAs, StaffContext } from './staff-context';

/**
 * The gate of every page but sign-in and set-password: without a session it sends the user to sign
 * in (and back here afterwards); with one it reads /me once and shares it. While the shop requires
 * two-factor sign-in and this user has not set it up, only the profile page opens (the API refuses
 * the rest with TOTP_SETUP_REQUIRED anyway).
 */
export function RequireStaff() {
  const token = useSyncExternalStore(adminSession.subscribe, adminSession.token);
  const location = useLocation();
  const me = useLoad((signal) => (token ? authApi.me(signal) : Promise.reject(new Error('signed out'))), token ?? '');
  const { data, reload } = me;
  const signedIn = useMemo(() => (data ? signedInAs(data, reload) : null), [data, reload]);

  if (!token) return <Navigate to={adminSession.signedOut() ? adminPaths.login : loginPath(location.pathname + location.search)} replace />;
  if (!signedIn) {
    return (
      <div className="nb-gate">
        {me.error && !me.loading ? <LoadError message={me.error} onRetry={reload} /> : <Loading label="Signing in…" />}
      </div>
    );
  }
  const enrolling = signedIn.me.totp_required && !signedIn.me.staff.totp_enabled;
  if (enrolling && location.pathname !== adminPaths.profile) return <Navigate to={adminPaths.profile} replace />;
  return (
    <StaffContext.Provider value={signedIn}>
      <Outlet />
    </StaffContext.Provider>
  );
}
