import { TIMINGS } from '@northbend/shared';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { AuthCard } from './auth-card';
import { StatusIcon } from './status-icon';
import { useRedirectAfter } from './use-redirect-after';

/** /user/register/success: 'Verification email sent…', then the login page after 5 s (spec section 2). */
export function RegisterSuccessPage() {
  usePageTitle('Registration Successful');
  useRedirectAfter(paths.login, TIMINGS.verificationRedirect);
  return (
    <AuthCard title="Check Your Email">
      <div className="nb-auth__result" role="status">
        <StatusIcon kind="mail" />
        <p className="nb-auth__message">Verification email sent. Please check your email.</p>
        <p className="nb-auth__note">
          You will be taken to the login page in 5 seconds. <Link to={paths.login}>Go to login now</Link>
        </p>
      </div>
    </AuthCard>
  );
}
