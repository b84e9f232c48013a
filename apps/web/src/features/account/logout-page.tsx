import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../lib/paths';
import { endSession } from '../../lib/session';
import { useAppDispatch } from '../../app/store';
import { usePageTitle } from '../../components/use-page-title';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';

export const LOGGED_OUT_MESSAGE = 'You have been successfully logged out.';

/**
 * /user/logout (spec section 4): the server revokes the refresh cookie, then the session, cart and
 * wishlist are cleared here, a toast confirms, and the login page follows. The local logout happens
 * even when the server cannot be reached: the device must not stay logged in.
 */
export function LogoutPage() {
  usePageTitle('Logout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void accountApi
      .logout()
      .catch(() => undefined)
      .finally(() => {
        toast.success(LOGGED_OUT_MESSAGE);
        endSession(dispatch);
        navigate(paths.login, { replace: true });
      });
  }, [dispatch, navigate]);

  return (
    <AuthCard title="Logout">
      <p className="nb-auth__note" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Logging you out...
      </p>
    </AuthCard>
  );
}
