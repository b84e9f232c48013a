import { useEffect, useRef } from 'react';
import { paths } from '../../lib/paths';
import { toastAfterNavigation } from '../../lib/toast-after-navigation';
import { endSession } from '../../lib/session';
import { useAppDispatch } from '../../app/store';
import { usePageTitle } from '../../components/use-page-title';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';

export const LOGGED_OUT_MESSAGE = 'You have been successfully logged out.';

/**
 * /user/logout (spec section 4): the server revokes the refresh cookie, then the session, cart and
 * wishlist are cleared here, and the login page follows with a toast that confirms it. The local logout happens
 * even when the server cannot be reached: the device must not stay logged in.
 */
export function LogoutPage() {
  usePageTitle('Logout');
  const dispatch = useAppDispatch();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void accountApi
      .logout()
      .catch(() => undefined)
      .finally(() => {
        endSession(dispatch);
        // The login page is a document of its own (issue 29): the message goes with this tab to its
        // first paint, and the logout is left out of the history (Back would log out again).
        toastAfterNavigation(LOGGED_OUT_MESSAGE);
        window.location.replace(paths.login);
      });
  }, [dispatch]);

  return (
    <AuthCard title="Logout">
      <p className="nb-auth__note" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Logging you out...
      </p>
    </AuthCard>
  );
}
