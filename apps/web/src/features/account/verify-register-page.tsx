import { TIMINGS } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { accountApi, type VerifyMessageType, type VerifyReply } from './account-api';
import { AuthCard } from './auth-card';
import { StatusIcon, type StatusKind } from './status-icon';
import { useRedirectAfter } from './use-redirect-after';

const INVALID_LINK = 'This verification link is invalid or has expired.';
const KIND: Record<VerifyMessageType, StatusKind> = { 1: 'success', 2: 'warning', 3: 'error' };

type Outcome = { type: VerifyMessageType; message: string } | { type: 'network'; message: string };

// The link is single use: one request per token and page load, so React's development double
// effects (or a quick remount) never spend it twice and then report 'already verified'.
const checks = new Map<string, Promise<VerifyReply>>();
function verifyOnce(token: string): Promise<VerifyReply> {
  let check = checks.get(token);
  if (!check) {
    check = accountApi.verifyRegister(token);
    checks.set(token, check);
    // A failed call (network) may be tried again by reloading the page.
    check.catch(() => checks.delete(token));
  }
  return check;
}

/**
 * /user/verify/register?token= (spec section 4): the answer's icon and message, then after 5 s the
 * login page (message_type 1 or 2) or the home page (3). A network error shows a toast.
 */
export function VerifyRegisterPage() {
  usePageTitle('Verify Email');
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { type: 3, message: INVALID_LINK });

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      (reply) => live && setOutcome({ type: reply.message_type, message: reply.message }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 0) {
          toast.error(err.message, { icon: () => '⚠' });
          setOutcome({ type: 'network', message: 'We could not reach the shop to check this link. Please try again.' });
          return;
        }
        // An invalid or used link answers 400 with the same shape (message_type 3).
        const body = (err instanceof ApiError ? err.body : null) as Partial<VerifyReply> | null;
        setOutcome({ type: body?.message_type ?? 3, message: body?.message ?? INVALID_LINK });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const next = outcome && outcome.type !== 'network' ? (outcome.type === 3 ? paths.home : paths.login) : null;
  useRedirectAfter(next, TIMINGS.verificationRedirect);

  return (
    <AuthCard title="Email Verification">
      <div className="nb-auth__result" role="status" aria-busy={!outcome}>
        {!outcome ? (
          <>
            <span className="spinner-border text-secondary" aria-hidden="true" />
            <p className="nb-auth__message">Checking your verification link...</p>
          </>
        ) : (
          <>
            <StatusIcon kind={outcome.type === 'network' ? 'error' : KIND[outcome.type]} />
            <p className="nb-auth__message">{outcome.message}</p>
            {next && (
              <p className="nb-auth__note">
                {next === paths.login
                  ? 'You will be taken to the login page in 5 seconds. '
                  : 'You will be taken to the home page in 5 seconds. '}
                <Link to={next}>{next === paths.login ? 'Go to login now' : 'Go to the home page now'}</Link>
              </p>
            )}
          </>
        )}
      </div>
    </AuthCard>
  );
}
